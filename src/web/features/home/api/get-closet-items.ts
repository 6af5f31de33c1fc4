import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import { api } from '../../../lib/api';

/** The same key as the URL, so every screen that lists the closet shares one cache entry. */
export const closetItemsKey = (userId: number) => ['/api/clothing-items', userId] as const;

export const fetchClosetItems = (userId: number) => api.get<TClothingItem[]>(`/api/clothing-items/${userId}`);

export const closetItemsQuery = (userId: number) => queryOptions({ queryKey: closetItemsKey(userId), queryFn: () => fetchClosetItems(userId) });

/** GET /api/clothing-items/{userId}: the closet, for the progress bar and the local fallback outfit. */
export function useClosetItems(userId: number | undefined) {
  return useQuery({ ...closetItemsQuery(userId ?? 0), enabled: !!userId });
}
