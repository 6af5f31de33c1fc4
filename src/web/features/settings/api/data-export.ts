import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDataExportStatus } from '../../../../shared/schemas/account';
import { api } from '../../../lib/api';

export const dataExportKey = ['/api/user/export/status'] as const;

/** GET /api/user/export/status; polled while the zip is being made. */
export const dataExportQuery = queryOptions({
  queryKey: dataExportKey,
  queryFn: () => api.get<TDataExportStatus>('/api/user/export/status'),
  refetchInterval: (q) => (q.state.data?.status === 'queued' || q.state.data?.status === 'running' ? 1500 : false),
});

export const useDataExport = () => useQuery(dataExportQuery);

/** POST /api/user/export (202): queues the job that makes the zip. */
export function useRequestDataExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TDataExportStatus>('/api/user/export'),
    onSuccess: (status) => qc.setQueryData(dataExportKey, status),
  });
}
