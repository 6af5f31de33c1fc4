import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSessionList } from '../../../../shared/schemas/account';
import { api } from '../../../lib/api';

export const sessionsKey = ['/api/user/sessions'] as const;

/** GET /api/user/sessions */
export const sessionsQuery = queryOptions({ queryKey: sessionsKey, queryFn: () => api.get<TSessionList>('/api/user/sessions'), staleTime: 30_000 });

export const useSessions = () => useQuery(sessionsQuery);

/** DELETE /api/user/sessions/others, or one session by id. */
export function useSignOutSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (which: 'others' | { id: string }) =>
      api.delete<{ ok: true; ended: number }>(`/api/user/sessions/${which === 'others' ? 'others' : encodeURIComponent(which.id)}`),
    onSettled: () => qc.invalidateQueries({ queryKey: sessionsKey }),
  });
}
