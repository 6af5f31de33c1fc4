import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TClothingItemDetails } from '../../../../shared/schemas/closet';
import { api } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { closetKey } from './list-items';

/** Under the closet's key: whatever refreshes the closet refreshes the open item page too. */
export const itemDetailsKey = (userId: number, id: number) => [...closetKey(userId), id, 'details'] as const;

export const fetchItemDetails = (id: number) => api.get<TClothingItemDetails>(`/api/clothing-items/${id}/details`);

export const itemDetailsQuery = (userId: number, id: number) => queryOptions({ queryKey: itemDetailsKey(userId, id), queryFn: () => fetchItemDetails(id) });

/** The item page's data: the item, its wear days and its looks. */
export function useItemDetails(id: number | null) {
  const { user } = useCurrentUser();
  return useQuery({ ...itemDetailsQuery(user?.id ?? 0, id ?? 0), enabled: !!user && id !== null });
}
