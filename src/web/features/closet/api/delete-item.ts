import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { closetCache } from './cache';

export const deleteClothingItem = (id: number) => api.delete<{ ok: true }>(`/api/clothing-items/${id}`);

export function useDeleteClothingItem() {
  const qc = useQueryClient();
  const { user } = useCurrentUser();
  return useMutation({
    mutationFn: deleteClothingItem,
    onSuccess: (_ok, id) => user && closetCache.remove(qc, user.id, id),
  });
}
