import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import { api } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';

export const closetKey = (userId: number) => ['/api/clothing-items', userId] as const;

export const fetchClothingItems = (userId: number) => api.get<TClothingItem[]>(`/api/clothing-items/${userId}`);

export const clothingItemsQuery = (userId: number) => queryOptions({ queryKey: closetKey(userId), queryFn: () => fetchClothingItems(userId) });

/** The closet, loaded when a user is present (spec section 7). */
export function useClothingItems() {
  const { user } = useCurrentUser();
  return useQuery({ ...clothingItemsQuery(user?.id ?? 0), enabled: !!user });
}
