import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { TBoughtProductRequest, TBoughtProductResponse } from '../../../../shared/schemas/bought';

export const postBought = (body: TBoughtProductRequest) => api.post<TBoughtProductResponse>('/api/clothing-items/bought', body);

/** 'I bought this' (issue 44): the closet, the gaps and Shop's gap rows all change, so every cached copy is asked again. */
export function useBoughtProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBought,
    onSuccess: () =>
      Promise.all(
        ['/api/clothing-items', '/api/gaps', '/api/gaps/products', '/api/recommendations', '/api/insights'].map((prefix) =>
          queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(prefix) }),
        ),
      ),
  });
}
