import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPhoneChangeConfirm, TPhoneChangeRequest, TPhoneChangeStarted } from '../../../../shared/schemas/account-identity';
import type { TUser } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';
import { currentUserKey, rememberUser } from '../../../lib/current-user';

/** POST /api/user/email/verification: a new link to the current, unverified email. */
export function useResendVerification() {
  return useMutation({ mutationFn: () => api.post<{ ok: true; email: string }>('/api/user/email/verification') });
}

/** POST /api/user/phone/code: a code texted to the new number; the account keeps its number meanwhile. */
export function useStartPhoneChange() {
  return useMutation({ mutationFn: (body: TPhoneChangeRequest) => api.post<TPhoneChangeStarted>('/api/user/phone/code', body) });
}

/** POST /api/user/phone: the code; the cached user follows the new number. */
export function useConfirmPhoneChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TPhoneChangeConfirm) => api.post<TUser>('/api/user/phone', body),
    onSuccess: (user) => {
      rememberUser(user);
      qc.setQueryData(currentUserKey, user);
    },
  });
}
