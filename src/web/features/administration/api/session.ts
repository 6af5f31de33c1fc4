import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminLoginResponse, TAdminStatus } from '../../../../shared/schemas/administration';
import { api } from '../../../lib/api';
import { adminApi, adminKeys, adminToken } from './admin-client';

export const adminLogin = (password: string) => api.post<TAdminLoginResponse>('/api/administration/login', { password });

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}

/** Spec 4, Admin session: a stored token is checked; a failed check removes it and the login form returns. */
export function useAdminStatus(token: string | null, onInvalid: () => void) {
  return useQuery({
    queryKey: ['admin-status', token],
    enabled: !!token,
    queryFn: async () => {
      try {
        return await adminApi.get<TAdminStatus>('/api/administration/status');
      } catch (e) {
        adminToken.clear();
        onInvalid();
        throw e;
      }
    },
  });
}

/** Logout revokes the token on the server; a failure is ignored (spec 7) and the token is dropped anyway. */
export function useAdminLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await adminApi.post('/api/administration/logout').catch(() => undefined);
      adminToken.clear();
    },
    onSettled: () => qc.removeQueries({ queryKey: adminKeys.all }),
  });
}
