import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSubscriptionStatus } from '../../../../shared/schemas/billing';
import { api } from '../../../lib/api';

export const subscriptionStatusKey = ['/api/subscription/status'] as const;

/** GET /api/subscription/status: spec 3's fields plus the notice. */
export const subscriptionStatusQuery = queryOptions({
  queryKey: subscriptionStatusKey,
  queryFn: () => api.get<TSubscriptionStatus>('/api/subscription/status'),
});

export const useSubscriptionStatus = (enabled = true) => useQuery({ ...subscriptionStatusQuery, enabled });
