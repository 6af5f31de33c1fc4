import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWearOutfitRequest, TWearOutfitResponse } from '../../../../shared/schemas/stylist';
import { api } from '../../../lib/api';

/** POST /api/outfits/wear: 'Wore this outfit'. */
export const wearOutfit = (body: TWearOutfitRequest) => api.post<TWearOutfitResponse>('/api/outfits/wear', body);

export function useWearOutfit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: wearOutfit,
    // Wear counts and 'last worn' changed: the closet list is stale now.
    onSuccess: () => qc.invalidateQueries({ queryKey: ['/api/clothing-items'] }),
  });
}
