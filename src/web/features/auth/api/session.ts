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

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TRegisterRequest) => api.post<TUser>('/api/users', body),
    onSuccess: (user) => {
      rememberUser(user);
      qc.setQueryData(currentUserKey, user);
    },
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
