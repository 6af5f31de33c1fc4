import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBulkCreateClothingItemsInput, TClothingItem } from '../../../../shared/schemas/closet';
import { api } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { closetCache } from './cache';

export const bulkCreateClothingItems = (body: TBulkCreateClothingItemsInput) => api.post<{ items: TClothingItem[] }>('/api/clothing-items/bulk', body);

export function useBulkCreateClothingItems() {
  const qc = useQueryClient();
  const { user } = useCurrentUser();
  return useMutation({
    mutationFn: bulkCreateClothingItems,
    onSuccess: ({ items }) => user && closetCache.prepend(qc, user.id, items),
  });
}
