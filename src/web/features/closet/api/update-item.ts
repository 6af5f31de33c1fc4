import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClothingItem, TUpdateClothingItemInput } from '../../../../shared/schemas/closet';
import { api } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { closetCache } from './cache';

export const updateClothingItem = ({ id, changes }: { id: number; changes: TUpdateClothingItemInput }) =>
  api.patch<TClothingItem>(`/api/clothing-items/${id}`, changes);

export function useUpdateClothingItem() {
  const qc = useQueryClient();
  const { user } = useCurrentUser();
  return useMutation({
    mutationFn: updateClothingItem,
    onSuccess: (item) => user && closetCache.replace(qc, user.id, item),
  });
}
