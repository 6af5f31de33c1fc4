import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { TEventOutfitRequest, TSaveEventOutfitRequest } from '../../../../shared/schemas/plans';
import type { TEventOutfit, TSwapOptionsResponse } from '../../../../shared/schemas/stylist';
import { plansKeyRoot } from './plans';

const eventOutfitKey = (eventId: number) => ['/api/calendar/events', eventId, 'outfit'] as const;

/** An event's look, opened on demand (the engine builds and stores it the first time). */
export const useEventOutfit = (eventId: number, enabled: boolean) =>
  useQuery({
    queryKey: eventOutfitKey(eventId),
    queryFn: () => api.post<TEventOutfit>(`/api/calendar/events/${eventId}/outfit`, {} satisfies TEventOutfitRequest),
    enabled,
    staleTime: 0,
  });

export const fetchEventSwapOptions = (eventId: number, itemId: number) =>
  api.get<TSwapOptionsResponse>(`/api/outfits/swap-options?${new URLSearchParams({ eventId: String(eventId), itemId: String(itemId) }).toString()}`);

/** Every change to an event's look: the look itself, the outfit calendar and Home's outfit are asked again. */
function useEventOutfitChange(eventId: number) {
  const qc = useQueryClient();
  return (look?: TEventOutfit) => {
    if (look) qc.setQueryData(eventOutfitKey(eventId), look);
    return Promise.all([
      look ? Promise.resolve() : qc.invalidateQueries({ queryKey: eventOutfitKey(eventId) }),
      qc.invalidateQueries({ queryKey: plansKeyRoot }),
      qc.invalidateQueries({ queryKey: ['/api/ai-stylist/generate-outfit'] }),
    ]);
  };
}

export function useRebuildEventOutfit(eventId: number) {
  const changed = useEventOutfitChange(eventId);
  return useMutation({
    mutationFn: () => api.post<TEventOutfit>(`/api/calendar/events/${eventId}/outfit`, { rebuild: true } satisfies TEventOutfitRequest),
    onSuccess: (look) => changed(look),
  });
}

export function useSaveEventOutfit(eventId: number) {
  const changed = useEventOutfitChange(eventId);
  return useMutation({
    mutationFn: (body: TSaveEventOutfitRequest) => api.put<TEventOutfit>(`/api/calendar/events/${eventId}/outfit`, body),
    onSuccess: (look) => changed(look),
  });
}

export function useRemoveEventOutfit(eventId: number) {
  const changed = useEventOutfitChange(eventId);
  return useMutation({ mutationFn: () => api.delete(`/api/calendar/events/${eventId}/outfit`), onSuccess: () => changed() });
}

export function useSwapEventPiece(eventId: number) {
  const changed = useEventOutfitChange(eventId);
  return useMutation({
    mutationFn: (body: { itemId: number; replacementId: number }) => api.post(`/api/outfits/swap`, { ...body, eventId }),
    onSuccess: () => changed(),
  });
}
