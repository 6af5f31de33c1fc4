import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClothingItem, TCreateClothingItemInput } from '../../../../shared/schemas/closet';
import { api } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { closetCache } from './cache';

export const createClothingItem = (body: TCreateClothingItemInput) => api.post<TClothingItem>('/api/clothing-items', body);

export function useCreateClothingItem() {
  const qc = useQueryClient();
  const { user } = useCurrentUser();
  return useMutation({
    mutationFn: createClothingItem,
    onSuccess: (item) => user && closetCache.prepend(qc, user.id, [item]),
  });
}
