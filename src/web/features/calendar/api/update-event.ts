import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCalendarEvent, TUpdateEventRequest } from '../../../../shared/schemas/calendar';
import { api } from '../../../lib/api';
import { afterEventsChanged } from './keys';

export const updateEvent = ({ id, changes }: { id: number; changes: TUpdateEventRequest }) => api.patch<TCalendarEvent>(`/api/calendar/events/${id}`, changes);

export function useUpdateEvent() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateEvent, onSuccess: () => afterEventsChanged(qc) });
}
