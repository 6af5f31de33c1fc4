import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOk } from '../../../../shared/schemas/common';
import { api } from '../../../lib/api';
import { afterEventsChanged } from './keys';

export const deleteEvent = (id: number) => api.delete<TOk>(`/api/calendar/events/${id}`);

export function useDeleteEvent() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteEvent, onSuccess: () => afterEventsChanged(qc) });
}
