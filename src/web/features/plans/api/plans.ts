import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import type { TPlanDayRequest, TPlansResponse } from '../../../../shared/schemas/plans';
import type { TGeneratedOutfit, TSwapOptionsResponse } from '../../../../shared/schemas/stylist';

export const plansKeyRoot = ['/api/plans'] as const;
export const usePlans = (from: string, to: string) =>
  useQuery({ queryKey: [...plansKeyRoot, from, to], queryFn: () => api.get<TPlansResponse>(`/api/plans?${new URLSearchParams({ from, to }).toString()}`) });

/** A planned day as every screen shows it (with the weather note): the day's outfit call, which returns the stored plan. */
export const usePlannedDay = (date: string, planned: boolean) =>
  useQuery({
    queryKey: ['/api/ai-stylist/generate-outfit', 'plan', date],
    queryFn: () => api.post<TGeneratedOutfit>('/api/ai-stylist/generate-outfit', { date }),
    enabled: planned,
    staleTime: 0,
  });

export const useAlternative = (date: string, enabled: boolean) =>
  useQuery({ queryKey: ['/api/plans', date, 'alternative'], queryFn: () => api.get<TGeneratedOutfit>(`/api/plans/${date}/alternative`), enabled });

export const useCloset = (userId: number | undefined) =>
  useQuery({ queryKey: ['/api/clothing-items', userId], queryFn: () => api.get<TClothingItem[]>(`/api/clothing-items/${userId}`), enabled: !!userId });

export const fetchSwapOptions = (date: string, itemId: number) =>
  api.get<TSwapOptionsResponse>(`/api/outfits/swap-options?${new URLSearchParams({ date, itemId: String(itemId) }).toString()}`);

/** Any change to a plan: the month, the day and Home's outfit are asked again. */
function useInvalidatePlans() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: plansKeyRoot }), qc.invalidateQueries({ queryKey: ['/api/ai-stylist/generate-outfit'] })]);
}

export function usePlanDay() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ date, body }: { date: string; body: TPlanDayRequest }) => api.put<TGeneratedOutfit>(`/api/plans/${date}`, body),
    onSuccess: invalidate,
  });
}

export function useDeletePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({ mutationFn: (date: string) => api.delete(`/api/plans/${date}`), onSuccess: invalidate });
}

export function useSwapPlanned() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (body: { date: string; itemId: number; replacementId: number }) => api.post<TGeneratedOutfit>('/api/outfits/swap', body),
    onSuccess: invalidate,
  });
}
