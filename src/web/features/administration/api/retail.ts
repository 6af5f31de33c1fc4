import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAffiliate, TAffiliateInput, TProductSource, TProductSourceInput, TRetailer, TRetailerInput } from '../../../../shared/schemas/retail';
import { adminApi, adminKeys } from './admin-client';

/** The panel's two summary cards (spec 2.14). */
export const useRetailerSummary = () =>
  useQuery({ queryKey: adminKeys.summaryRetailers, queryFn: () => adminApi.get<TRetailer[]>('/api/administration/retailers') });
export const useAffiliateSummary = () =>
  useQuery({ queryKey: adminKeys.summaryAffiliates, queryFn: () => adminApi.get<TAffiliate[]>('/api/administration/affiliates') });

export const useRetailers = () => useQuery({ queryKey: adminKeys.retailers, queryFn: () => adminApi.get<TRetailer[]>('/api/admin/retailers') });
export const useAffiliates = () => useQuery({ queryKey: adminKeys.affiliates, queryFn: () => adminApi.get<TAffiliate[]>('/api/admin/affiliates') });
export const useProductSources = () =>
  useQuery({
    queryKey: adminKeys.productSources,
    queryFn: () => adminApi.get<TProductSource[]>('/api/admin/product-sources'),
    // While a sync runs, its outcome is polled for (issue 13).
    refetchInterval: (query) => (query.state.data?.some((s) => s.lastSyncResult === 'running') ? 2000 : false),
  });

/** Every change refetches all retail lists: deleting a retailer removes its configurations and sources too. */
function useRetailMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all(
        [adminKeys.retailers, adminKeys.affiliates, adminKeys.productSources, adminKeys.summaryRetailers, adminKeys.summaryAffiliates].map((queryKey) =>
          qc.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

type Save<T> = { id: number | null; body: T };
const save =
  <T, R>(path: string) =>
  ({ id, body }: Save<T>) =>
    id === null ? adminApi.post<R>(path, body) : adminApi.put<R>(`${path}/${id}`, body);

export const useSaveRetailer = () => useRetailMutation(save<TRetailerInput, TRetailer>('/api/admin/retailers'));
export const useDeleteRetailer = () => useRetailMutation((id: number) => adminApi.delete(`/api/admin/retailers/${id}`));
export const useSaveAffiliate = () => useRetailMutation(save<TAffiliateInput, TAffiliate>('/api/admin/affiliates'));
export const useDeleteAffiliate = () => useRetailMutation((id: number) => adminApi.delete(`/api/admin/affiliates/${id}`));
export const useSaveProductSource = () => useRetailMutation(save<TProductSourceInput, TProductSource>('/api/admin/product-sources'));
export const useDeleteProductSource = () => useRetailMutation((id: number) => adminApi.delete(`/api/admin/product-sources/${id}`));
/** Issue 13: queues a source's sync (202); the list then polls until it finishes. */
export const useSyncProductSource = () => useRetailMutation((id: number) => adminApi.post<TProductSource>(`/api/admin/product-sources/${id}/sync`));
