import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSwapOptionsResponse } from '../../../../shared/schemas/stylist';
import { api } from '../../../lib/api';

export const swapOptionsKey = (date: string, outfitKey: string, itemId: number) => ['/api/outfits/swap-options', date, outfitKey, itemId] as const;

/** GET /api/outfits/swap-options: what could replace one piece, the engine's next best first. */
export const fetchSwapOptions = (date: string, itemId: number) =>
  api.get<TSwapOptionsResponse>(`/api/outfits/swap-options?${new URLSearchParams({ itemId: String(itemId), date }).toString()}`);

/** Asked only when the piece's swap menu opens; keyed by the outfit, so a changed outfit asks again. */
export function useSwapOptions(date: string, outfitKey: string, itemId: number, enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: swapOptionsKey(date, outfitKey, itemId), queryFn: () => fetchSwapOptions(date, itemId) }), enabled });
}
