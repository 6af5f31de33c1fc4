import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLoginRequest, TRegisterRequest, TUser } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';
import { currentUserKey, rememberUser } from '../../../lib/current-user';

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TLoginRequest) => api.post<TUser>('/api/login', body),
    onSuccess: (user) => {
      rememberUser(user);
      qc.setQueryData(currentUserKey, user);
    },
  });
}

/**
 * POST /api/users. The session cookie is set by the server; the screen stores the user once the
 * consultation has been started, so the signed-in redirect does not cut the sign-up short.
 */
export function useRegister() {
  return useMutation({
    mutationFn: (body: TRegisterRequest) => api.post<TUser>('/api/users', body),
  });
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>('/api/logout'),
    onSuccess: () => {
      rememberUser(null);
      qc.clear();
      qc.setQueryData(currentUserKey, null);
    },
  });
}
