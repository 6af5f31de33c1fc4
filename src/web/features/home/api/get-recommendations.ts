import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPurchaseRecommendation } from '../../../../shared/schemas/stylist';
import { api } from '../../../lib/api';

export const recommendationsKey = (month: string, year: number) => ['/api/recommendations', { month, year }] as const;

export const fetchRecommendations = (month: string, year: number) =>
  api.get<TPurchaseRecommendation[]>(`/api/recommendations?${new URLSearchParams({ month, year: String(year) }).toString()}`);

const RECOMMENDATIONS_FRESH_MS = 60_000;

export const recommendationsQuery = (month: string, year: number) =>
  // The gaps follow the closet, profile and calendar, which other screens change, so Home asks again on a
  // visit a minute later; not at once, or the copy the server just rendered into the page is asked for again on hydration.
  queryOptions({ queryKey: recommendationsKey(month, year), queryFn: () => fetchRecommendations(month, year), staleTime: RECOMMENDATIONS_FRESH_MS });

/** GET /api/recommendations?month=March&year=2026: this month's purchase suggestions (spec 2.4). */
export function useRecommendations(month: string, year: number, enabled = true) {
  return useQuery({ ...recommendationsQuery(month, year), enabled });
}
