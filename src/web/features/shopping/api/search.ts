import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { TSearchRequest, TSearchResponse } from '../../../../shared/schemas/shopping';

export const searchKey = (request: TSearchRequest | null) => ['/api/retailers/search', request] as const;

export const searchProducts = (request: TSearchRequest) => api.post<TSearchResponse>('/api/retailers/search', request);

/** Spec 7: POST /api/retailers/search. Runs only for a submitted request (Search button or Enter). */
export function useProductSearch(request: TSearchRequest | null) {
  return useQuery({
    queryKey: searchKey(request),
    queryFn: () => searchProducts(request!),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
