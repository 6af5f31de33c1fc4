import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '../../../../shared/schemas/account';
import { api } from '../../../lib/api';
import { sessionsKey } from './sessions';

/** POST /api/user/password: every other session ends; this one stays. */
export const changePassword = (body: TChangePasswordRequest) => api.post<{ ok: true; otherSessionsEnded: number }>('/api/user/password', body);

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => qc.invalidateQueries({ queryKey: sessionsKey }) });
}
