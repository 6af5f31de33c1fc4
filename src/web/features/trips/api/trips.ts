import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { TSharedTrip, TTrip, TTripRequest, TTripsResponse } from '../../../../shared/schemas/trips';

export const tripsKey = ['/api/trips'] as const;

export const useTrips = () => useQuery({ queryKey: tripsKey, queryFn: () => api.get<TTripsResponse>('/api/trips') });
export const useTrip = (id: number) => useQuery({ queryKey: [...tripsKey, id], queryFn: () => api.get<TTrip>(`/api/trips/${id}`) });
export const useSharedTrip = (token: string) =>
  useQuery({ queryKey: ['/api/shared/trips', token], queryFn: () => api.get<TSharedTrip>(`/api/shared/trips/${encodeURIComponent(token)}`), retry: false });

function useSetTrip() {
  const qc = useQueryClient();
  return (trip: TTrip) => {
    qc.setQueryData([...tripsKey, trip.id], trip);
    return qc.invalidateQueries({ queryKey: tripsKey, exact: true });
  };
}

export function useCreateTrip() {
  const set = useSetTrip();
  return useMutation({ mutationFn: (body: TTripRequest) => api.post<TTrip>('/api/trips', body), onSuccess: set });
}

export function useTripFromEvent() {
  const set = useSetTrip();
  return useMutation({ mutationFn: (eventId: number) => api.post<TTrip>('/api/trips/from-event', { eventId }), onSuccess: set });
}

export function useRebuildTrip(id: number) {
  const set = useSetTrip();
  return useMutation({ mutationFn: () => api.post<TTrip>(`/api/trips/${id}/rebuild`), onSuccess: set });
}

export function useDeleteTrip() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => api.delete(`/api/trips/${id}`), onSuccess: () => qc.invalidateQueries({ queryKey: tripsKey }) });
}

/** A tick shows at once; a failure puts it back. */
export function useCheckItem(tripId: number) {
  const qc = useQueryClient();
  const key = [...tripsKey, tripId];
  return useMutation({
    mutationFn: ({ itemId, packed }: { itemId: number; packed: boolean }) => api.put(`/api/trips/${tripId}/items/${itemId}`, { packed }),
    onMutate: ({ itemId, packed }) => {
      const before = qc.getQueryData<TTrip>(key);
      if (before) {
        const pieces = before.pieces.map((p) => (p.id === itemId ? { ...p, packed } : p));
        qc.setQueryData<TTrip>(key, { ...before, pieces, packedCount: pieces.filter((p) => p.packed).length });
      }
      return { before };
    },
    onError: (_e, _v, context) => {
      if (context?.before) qc.setQueryData(key, context.before);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: tripsKey, exact: true }),
  });
}

export function useShareTrip(tripId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ sharePath: string }>(`/api/trips/${tripId}/share`),
    onSuccess: ({ sharePath }) => {
      const before = qc.getQueryData<TTrip>([...tripsKey, tripId]);
      if (before) qc.setQueryData<TTrip>([...tripsKey, tripId], { ...before, sharePath });
    },
  });
}

export function useRevokeShare(tripId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/api/trips/${tripId}/share`),
    onSuccess: () => {
      const before = qc.getQueryData<TTrip>([...tripsKey, tripId]);
      if (before) qc.setQueryData<TTrip>([...tripsKey, tripId], { ...before, sharePath: null });
    },
  });
}
