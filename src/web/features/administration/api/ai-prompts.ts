import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAiPrompt, TAiPromptInput, TAiPromptVersion } from '../../../../shared/schemas/administration';
import type { TAiStylistKind } from '../../../../shared/schemas/ai-stylist-kind';
import { adminApi, adminKeys } from './admin-client';

const base = '/api/administration/ai-prompts';

export const useAiPrompts = () => useQuery({ queryKey: adminKeys.prompts, queryFn: () => adminApi.get<TAiPrompt[]>(base) });

/** Whether a model is configured: with the local stylist, prompts are kept but not read. */
export const useAiStylistKind = () =>
  useQuery({ queryKey: [...adminKeys.all, 'ai-stylist'], queryFn: () => adminApi.get<TAiStylistKind>('/api/administration/ai-stylist'), staleTime: Infinity });

export const usePromptVersions = (id: number | null) =>
  useQuery({ queryKey: adminKeys.versions(id ?? 0), enabled: id !== null, queryFn: () => adminApi.get<TAiPromptVersion[]>(`${base}/${id}/versions`) });

/** After any change the list (and histories) are fetched again. */
function usePromptMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.prompts }) });
}

export const useCreatePrompt = () => usePromptMutation((body: TAiPromptInput) => adminApi.post<TAiPrompt>(base, body));
export const useUpdatePrompt = () => usePromptMutation(({ id, body }: { id: number; body: TAiPromptInput }) => adminApi.put<TAiPrompt>(`${base}/${id}`, body));
export const useDeletePrompt = () => usePromptMutation((id: number) => adminApi.delete(`${base}/${id}`));
export const useRestorePromptVersion = () =>
  usePromptMutation(({ id, version }: { id: number; version: number }) => adminApi.post<TAiPrompt>(`${base}/${id}/versions/${version}/restore`));
