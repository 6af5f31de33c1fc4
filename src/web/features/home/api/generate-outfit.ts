import { useMutation } from '@tanstack/react-query';
import type { TGeneratedOutfit, TGenerateOutfitRequest } from '../../../../shared/schemas/stylist';
import { api } from '../../../lib/api';

/** POST /api/ai-stylist/generate-outfit: the day's outfit; `refresh: true` asks for a different one. */
export const generateOutfit = (body: TGenerateOutfitRequest) => api.post<TGeneratedOutfit>('/api/ai-stylist/generate-outfit', body);

export const generateOutfitMutationKey = ['/api/ai-stylist/generate-outfit'] as const;

/** The refresh button's call. The first load of the day goes through useDailyOutfit's query instead. */
export function useGenerateOutfit() {
  return useMutation({ mutationKey: generateOutfitMutationKey, mutationFn: generateOutfit });
}
