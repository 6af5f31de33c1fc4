import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCalendarEvent, TCreateEventRequest } from '../../../../shared/schemas/calendar';
import { api } from '../../../lib/api';
import { afterEventsChanged } from './keys';

export const createEvent = (body: TCreateEventRequest) => api.post<TCalendarEvent>('/api/calendar/events', body);

export function useCreateEvent() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createEvent, onSuccess: () => afterEventsChanged(qc) });
}
