import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useAuditLog = () => useQuery({ queryKey: [...adminKeys.all, 'audit'], queryFn: () => adminApi.get<TAuditEntry[]>('/api/administration/audit') });
