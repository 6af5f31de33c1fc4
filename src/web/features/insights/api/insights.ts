import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { TInsightsResponse, TItemReviewRequest, TItemReviewResponse } from '../../../../shared/schemas/insights';

export const insightsKey = ['/api/insights'] as const;

export const fetchInsights = () => api.get<TInsightsResponse>('/api/insights');

/** Recomputed by the server from the closet and wear log: asked again on each visit. */
export const useInsights = () => useQuery({ queryKey: insightsKey, queryFn: fetchInsights, staleTime: 0 });

export const postReview = (body: TItemReviewRequest) => api.post<TItemReviewResponse>('/api/insights/reviews', body);

/** Keep, store or let go: the insights and the closet (an archived piece) change. */
export function useReviewItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: postReview,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: insightsKey }), qc.invalidateQueries({ queryKey: ['/api/clothing-items'] })]),
  });
}
