import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCalendarEvent, TGoogleCalendarStatus } from '../../../../shared/schemas/calendar';
import { api } from '../../../lib/api';
import { currentUserKey } from '../../../lib/current-user';
import { afterEventsChanged, googleEventsKey, googleStatusKey } from './keys';

export const GOOGLE_CONNECT_URL = '/api/google-calendar/connect';

export const fetchGoogleStatus = () => api.get<TGoogleCalendarStatus>('/api/google-calendar/status');
export const fetchGoogleEvents = (userId: number) => api.get<TCalendarEvent[]>(`/api/google-calendar/events/${userId}`);
export const syncGoogle = ({ userId, days }: { userId: number; days: number }) => api.post<unknown>(`/api/google-calendar/sync/${userId}`, { days });
export const disconnectGoogle = () => api.post<unknown>('/api/google-calendar/disconnect');

export function useGoogleStatus() {
  return useQuery({ queryKey: googleStatusKey, queryFn: fetchGoogleStatus });
}

/** Spec 4: fetched only when the user is known and has googleCalendarEnabled. */
export function useGoogleEvents(userId: number | undefined, enabled: boolean) {
  return useQuery({ queryKey: googleEventsKey(userId ?? 0), queryFn: () => fetchGoogleEvents(userId!), enabled: !!userId && enabled });
}

export function useSyncGoogle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: syncGoogle,
    onSettled: async (_data, _error, { userId }) => {
      await Promise.all([
        afterEventsChanged(qc),
        qc.invalidateQueries({ queryKey: googleEventsKey(userId) }),
        qc.invalidateQueries({ queryKey: googleStatusKey }),
      ]);
    },
  });
}

export function useDisconnectGoogle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: disconnectGoogle,
    onSettled: async () => {
      await Promise.all([afterEventsChanged(qc), qc.invalidateQueries({ queryKey: googleStatusKey }), qc.invalidateQueries({ queryKey: currentUserKey })]);
    },
  });
}
