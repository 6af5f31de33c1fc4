import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaymentsConfig } from '../../../../shared/schemas/billing';
import { api } from '../../../lib/api';

/** GET /api/payments/config: Stripe Elements with this key, or the sandbox (test mode). */
export const paymentsConfigQuery = queryOptions({
  queryKey: ['/api/payments/config'],
  queryFn: () => api.get<TPaymentsConfig>('/api/payments/config'),
  staleTime: Infinity,
});

export const usePaymentsConfig = () => useQuery(paymentsConfigQuery);
