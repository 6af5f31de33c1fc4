import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVerifyEmailResult } from '../../../../shared/schemas/account-identity';
import { api } from '../../../lib/api';
import { currentUserKey } from '../../../lib/current-user';

/**
 * POST /api/email/verify. A POST from the page, not the link's GET itself: mail scanners that open
 * links ahead of the person do not spend the single-use link.
 */
export function useVerifyEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<TVerifyEmailResult>('/api/email/verify', { token }),
    onSuccess: () => qc.invalidateQueries({ queryKey: currentUserKey }),
  });
}
