import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCalendarEvent } from '../../../../shared/schemas/calendar';
import { api } from '../../../lib/api';
import { eventsKey } from './keys';

export const fetchEvents = (from: string, to: string) => api.get<TCalendarEvent[]>(`/api/calendar/events?from=${from}&to=${to}`);

/** The events shown by the month grid (the whole weeks it draws, at most 42 days). */
export function useEvents(from: string, to: string, enabled = true) {
  return useQuery({ queryKey: eventsKey(from, to), queryFn: () => fetchEvents(from, to), enabled, placeholderData: keepPreviousData });
}
