import { keepPreviousData, useIsFetching, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAuditEntry, TDatabaseOverview, TUserSummary } from '../../../../shared/schemas/administration-database';
import { adminApi, adminKeys, bearer } from './admin-client';

export const useDatabaseOverview = () =>
  useQuery({ queryKey: adminKeys.database, queryFn: () => adminApi.get<TDatabaseOverview>('/api/administration/database') });

export const useUserSearch = (q: string) =>
  useQuery({
    queryKey: adminKeys.users(q),
    queryFn: () => adminApi.get<TUserSummary[]>(`/api/administration/users?q=${encodeURIComponent(q)}`),
    placeholderData: keepPreviousData,
  });

/** The export arrives as a JSON download. */
export async function downloadUserExport(user: TUserSummary): Promise<void> {
  const res = await fetch(`/api/administration/users/${user.id}/export`, { credentials: 'include', headers: bearer() });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.json().catch(() => null))?.message ?? res.statusText}`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `wearwise-export-${user.handle}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmUsername }: { id: number; confirmUsername: string }) =>
      adminApi.delete<{ ok: true; rowsDeleted: number; imagesDeleted: number }>(`/api/administration/users/${id}`, { confirmUsername }),
    onSuccess: (_r, { id }) => {
      // Gone from every list at once, before the lists are asked again.
      qc.setQueriesData<TUserSummary[]>({ queryKey: ['admin', 'users'] }, (list) => list?.filter((u) => u.id !== id));
      return qc.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

/**
 * The Database tab's Refresh: its statistics, the user list and the audit log, all asked again
 * (issue 43.6: Refresh re-read only the statistics, so a user deleted elsewhere stayed listed).
 */
export function useRefreshDatabaseTab() {
  const qc = useQueryClient();
  const fetching = useIsFetching({ queryKey: adminKeys.all });
  const refresh = () =>
    Promise.all([
      qc.refetchQueries({ queryKey: adminKeys.database }),
      qc.refetchQueries({ queryKey: ['admin', 'users'] }),
      qc.refetchQueries({ queryKey: [...adminKeys.all, 'audit'] }),
    ]);
  return { refresh, isFetching: fetching > 0 };
}

export const useAuditLog = () => useQuery({ queryKey: [...adminKeys.all, 'audit'], queryFn: () => adminApi.get<TAuditEntry[]>('/api/administration/audit') });
