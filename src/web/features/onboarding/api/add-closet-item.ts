import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClothingItem, TCreateClothingItemInput } from '../../../../shared/schemas/closet';
import { api } from '../../../lib/api';

/** POST /api/clothing-items: a piece the person said they wear, added from the style chat's drafts. */
export const addClosetItem = (body: TCreateClothingItemInput) => api.post<TClothingItem>('/api/clothing-items', body);

export function useAddClosetItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addClosetItem,
    // The closet's list (keyed '/api/clothing-items', user) is read again when it is next shown.
    onSuccess: () => qc.invalidateQueries({ queryKey: ['/api/clothing-items'] }),
  });
}
