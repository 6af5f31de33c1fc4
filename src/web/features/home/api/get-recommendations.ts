import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPurchaseRecommendation } from '../../../../shared/schemas/stylist';
import { api } from '../../../lib/api';

export const recommendationsKey = (month: string, year: number) => ['/api/recommendations', { month, year }] as const;

export const fetchRecommendations = (month: string, year: number) =>
  api.get<TPurchaseRecommendation[]>(`/api/recommendations?${new URLSearchParams({ month, year: String(year) }).toString()}`);

export const recommendationsQuery = (month: string, year: number) =>
  // Stale at once: the gaps follow the closet, profile and calendar, which other screens change, so Home asks again each visit.
  queryOptions({ queryKey: recommendationsKey(month, year), queryFn: () => fetchRecommendations(month, year), staleTime: 0 });

/** GET /api/recommendations?month=March&year=2026: this month's purchase suggestions (spec 2.4). */
export function useRecommendations(month: string, year: number, enabled = true) {
  return useQuery({ ...recommendationsQuery(month, year), enabled });
}
