import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import { api } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { closetCache } from './cache';

/** No date: the server uses today in the user's time zone. */
export const recordWear = ({ id, date }: { id: number; date?: string }) => api.post<TClothingItem>(`/api/clothing-items/${id}/wear`, date ? { date } : {});
export const removeWear = ({ id, date }: { id: number; date: string }) => api.delete<TClothingItem>(`/api/clothing-items/${id}/wear/${date}`);

export function useRecordWear() {
  const qc = useQueryClient();
  const { user } = useCurrentUser();
  return useMutation({ mutationFn: recordWear, onSuccess: (item) => user && closetCache.replace(qc, user.id, item) });
}

export function useRemoveWear() {
  const qc = useQueryClient();
  const { user } = useCurrentUser();
  return useMutation({ mutationFn: removeWear, onSuccess: (item) => user && closetCache.replace(qc, user.id, item) });
}
