import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSavedLook, TSaveLookRequest } from '../../../../shared/schemas/stylist';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

export const savedLooksKey = ['/api/saved-looks'] as const;

/** GET /api/saved-looks: the looks kept with 'Save look', newest first. */
export function useSavedLooks(enabled: boolean) {
  return useQuery({ queryKey: savedLooksKey, queryFn: () => api.get<TSavedLook[]>('/api/saved-looks'), enabled });
}

/** POST /api/saved-looks: saving the same pieces twice answers with the look already kept. */
export function useSaveLook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveLookRequest) => api.post<TSavedLook>('/api/saved-looks', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedLooksKey }),
    onError: (error) => toast.error("Couldn't save this look", error.message || 'Please try again.'),
  });
}

/** DELETE /api/saved-looks/{id} */
export function useRemoveSavedLook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/api/saved-looks/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedLooksKey }),
    onError: (error) => toast.error("Couldn't remove this look", error.message || 'Please try again.'),
  });
}
