import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeleteAccountRequest } from '../../../../shared/schemas/account';
import { apiRequest } from '../../../lib/api';
import { currentUserKey, rememberUser } from '../../../lib/current-user';

/** DELETE /api/user {password}: everything goes; the browser is signed out. */
export const deleteAccount = (body: TDeleteAccountRequest) => apiRequest<{ ok: true }>('DELETE', '/api/user', body);

export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      rememberUser(null);
      qc.clear();
      qc.setQueryData(currentUserKey, null);
    },
  });
}
