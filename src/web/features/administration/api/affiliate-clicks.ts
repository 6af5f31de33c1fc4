import { useQuery } from '@tanstack/react-query';
import type { TAffiliateClickSummary } from '../../../../shared/schemas/shopping-recommendations';
import { adminApi } from './admin-client';

export const affiliateClicksKey = ['admin', 'affiliate-clicks'] as const;

/** Clicks through /go/ per retailer over the last 30 days (issue 13 point 5). */
export const useAffiliateClicks = () =>
  useQuery({ queryKey: affiliateClicksKey, queryFn: () => adminApi.get<TAffiliateClickSummary>('/api/admin/affiliate-clicks') });
