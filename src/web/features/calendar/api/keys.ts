import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS, storage } from '../../../lib/storage';

export const eventsKey = (from: string, to: string) => ['/api/calendar/events', from, to] as const;
export const feedsKey = ['/api/calendar/feeds'] as const;
export const googleStatusKey = ['/api/google-calendar/status'] as const;
export const googleEventsKey = (userId: number) => ['/api/google-calendar/events', userId] as const;

/**
 * After any change to events: every month view is stale, and so is the day's outfit, which the
 * server rebuilds for the new schedule. The home screen keeps that outfit in local storage and
 * under the 'daily-outfit' query key (spec 4); both are dropped so it asks again.
 */
export function afterEventsChanged(qc: QueryClient) {
  storage.remove(STORAGE_KEYS.dailyOutfit);
  qc.removeQueries({ queryKey: ['daily-outfit'] });
  return Promise.all([qc.invalidateQueries({ queryKey: ['/api/calendar/events'] }), qc.invalidateQueries({ queryKey: feedsKey })]);
}
