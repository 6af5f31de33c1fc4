import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWearOutfitRequest, TWearOutfitResponse } from '../../../../shared/schemas/stylist';
import { api } from '../../../lib/api';
import { diaryKeyRoot } from './get-diary';

/** POST /api/outfits/wear: 'Wore this outfit'. */
export const wearOutfit = (body: TWearOutfitRequest) => api.post<TWearOutfitResponse>('/api/outfits/wear', body);

export function useWearOutfit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: wearOutfit,
    // Wear counts and 'last worn' changed: the closet list and the diary are stale now.
    onSuccess: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: ['/api/clothing-items'] }), qc.invalidateQueries({ queryKey: diaryKeyRoot })]);
    },
  });
}
