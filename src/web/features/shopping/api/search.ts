import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { SearchRequest, SearchResponse } from '../types';

export const searchKey = (request: SearchRequest | null) => ['/api/retailers/search', request] as const;

export const searchProducts = (request: SearchRequest) => api.post<SearchResponse>('/api/retailers/search', request);

/** Spec 7: POST /api/retailers/search. Runs only for a submitted request (Search button or Enter). */
export function useProductSearch(request: SearchRequest | null) {
  return useQuery({
    queryKey: searchKey(request),
    queryFn: () => searchProducts(request!),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
