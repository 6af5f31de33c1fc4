import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { TProduct } from '../../../../shared/schemas/shopping';

export const recommendationsKey = (userId: number, category: string, count: number) => ['/api/retailers/recommendations', userId, category, count] as const;

export const fetchRecommendations = (userId: number, category: string, count: number) =>
  api.get<TProduct[]>(`/api/retailers/recommendations?${new URLSearchParams({ userId: String(userId), category, count: String(count) }).toString()}`);

/** Spec 7: GET /api/retailers/recommendations with userId, category and count. */
export function useRecommendations(userId: number | undefined, category: string, count: number) {
  return useQuery({
    queryKey: recommendationsKey(userId ?? 0, category, count),
    queryFn: () => fetchRecommendations(userId!, category, count),
    enabled: userId !== undefined,
  });
}
