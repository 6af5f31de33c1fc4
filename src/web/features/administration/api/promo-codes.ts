import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPromoCode, TPromoCodeInput } from '../../../../shared/schemas/billing';
import type { TOk } from '../../../../shared/schemas/common';
import { adminApi, adminKeys } from './admin-client';

const URL = '/api/administration/promo-codes';

/** The subscription's promo codes (issue 14.5), with how many times each was redeemed. */
export const usePromoCodes = () => useQuery({ queryKey: adminKeys.promoCodes, queryFn: () => adminApi.get<TPromoCode[]>(URL) });

function usePromoMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.promoCodes }) });
}

export const useSavePromoCode = () =>
  usePromoMutation(({ id, body }: { id: number | null; body: TPromoCodeInput }) =>
    id === null ? adminApi.post<TPromoCode>(URL, body) : adminApi.put<TPromoCode>(`${URL}/${id}`, body),
  );
export const useDeletePromoCode = () => usePromoMutation((id: number) => adminApi.delete<TOk>(`${URL}/${id}`));
