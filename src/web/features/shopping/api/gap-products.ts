import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { TGapProductsResponse } from '../../../../shared/schemas/gaps';

export const gapProductsKey = (withinBudget: boolean) => ['/api/gaps/products', withinBudget] as const;

export const fetchGapProducts = (withinBudget: boolean) => api.get<TGapProductsResponse>(`/api/gaps/products?budget=${withinBudget ? 'on' : 'off'}`);

/** Issue 24: one row per closet gap, searched within the stated budget unless the shopper clears it. */
export function useGapProducts(withinBudget: boolean) {
  // Stale at once: the gaps follow the closet and profile, which other screens change, so Shop asks again each visit.
  return useQuery({ queryKey: gapProductsKey(withinBudget), queryFn: () => fetchGapProducts(withinBudget), placeholderData: keepPreviousData, staleTime: 0 });
}
