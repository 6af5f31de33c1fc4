import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAccountSubscription } from '../../../../shared/schemas/account';
import { api } from '../../../lib/api';

export const accountSubscriptionKey = ['/api/user/subscription'] as const;

/** GET /api/user/subscription */
export const accountSubscriptionQuery = queryOptions({
  queryKey: accountSubscriptionKey,
  queryFn: () => api.get<TAccountSubscription>('/api/user/subscription'),
});

export const useAccountSubscription = () => useQuery(accountSubscriptionQuery);

/** POST /api/user/subscription/cancel: Premium stays until the paid period ends. */
export const useCancelSubscription = () => useSubscriptionChange('cancel');
/** POST /api/user/subscription/resume: undoes the Cancel while the period runs (issue 43.3). */
export const useResumeSubscription = () => useSubscriptionChange('resume');

function useSubscriptionChange(action: 'cancel' | 'resume') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TAccountSubscription>(`/api/user/subscription/${action}`),
    onSuccess: (next) => {
      qc.setQueryData(accountSubscriptionKey, next);
      // Other screens read the subscription too (the Premium badge, /subscribe).
      return qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/subscription') || q.queryKey[0] === '/api/entitlement' });
    },
  });
}

/** POST /api/user/subscription/portal: a one-time Stripe customer portal link. */
export const useBillingPortal = () => useMutation({ mutationFn: () => api.post<{ url: string }>('/api/user/subscription/portal') });
