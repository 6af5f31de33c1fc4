import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import { api } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { closetCache } from './cache';

export const deleteClothingItem = (id: number) => api.delete<{ ok: true }>(`/api/clothing-items/${id}`);
/** Undo: the server kept the item (and its wears and photo) for a while after the delete. */
export const restoreClothingItem = (id: number) => api.post<TClothingItem>(`/api/clothing-items/${id}/restore`);

export function useDeleteClothingItem() {
  const qc = useQueryClient();
  const { user } = useCurrentUser();
  return useMutation({
    mutationFn: deleteClothingItem,
    onSuccess: (_ok, id) => user && closetCache.remove(qc, user.id, id),
  });
}

export function useRestoreClothingItem() {
  const qc = useQueryClient();
  const { user } = useCurrentUser();
  return useMutation({
    mutationFn: restoreClothingItem,
    onSuccess: (item) => {
      if (!user) return;
      closetCache.remove(qc, user.id, item.id);
      closetCache.prepend(qc, user.id, [item]);
    },
  });
}
