import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPurchaseRecommendation, TUpdateRecommendationRequest } from '../../../../shared/schemas/stylist';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { recommendationsKey } from './get-recommendations';

/** PATCH /api/recommendations/{id}: the save flag and the checklist. */
export const updateRecommendation = (id: number, body: TUpdateRecommendationRequest) => api.patch<TPurchaseRecommendation>(`/api/recommendations/${id}`, body);

const mutationKey = ['/api/recommendations', 'update'] as const;

interface Variables {
  id: number;
  changes: TUpdateRecommendationRequest;
}

/**
 * Optimistic: the card changes at once; a failure puts the previous state back and says so.
 * The server's answer is written back only when no other change is still on its way, so a
 * quick second click is never undone by the first one's reply.
 */
export function useUpdateRecommendation(month: string, year: number) {
  const qc = useQueryClient();
  const key = recommendationsKey(month, year);
  return useMutation({
    mutationKey,
    mutationFn: ({ id, changes }: Variables) => updateRecommendation(id, changes),
    onMutate: async ({ id, changes }) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<TPurchaseRecommendation[]>(key);
      qc.setQueryData<TPurchaseRecommendation[]>(key, (old) => old?.map((r) => (r.id === id ? { ...r, ...changes } : r)));
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) qc.setQueryData(key, context.previous);
      toast.error("Couldn't update recommendation", error instanceof Error ? error.message : 'Please try again.');
    },
    onSuccess: (updated) => {
      if (qc.isMutating({ mutationKey }) > 1) return;
      qc.setQueryData<TPurchaseRecommendation[]>(key, (old) => old?.map((r) => (r.id === updated.id ? updated : r)));
    },
  });
}
