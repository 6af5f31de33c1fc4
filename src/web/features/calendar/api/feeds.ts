import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCalendarFeed, TCreateFeedRequest, TImportResult } from '../../../../shared/schemas/calendar';
import type { TOk } from '../../../../shared/schemas/common';
import { api } from '../../../lib/api';
import { afterEventsChanged, feedsKey } from './keys';

type FeedWithResult = TCalendarFeed & { result: TImportResult & { removed: number } };

export const fetchFeeds = () => api.get<TCalendarFeed[]>('/api/calendar/feeds');
export const createFeed = (body: TCreateFeedRequest) => api.post<FeedWithResult>('/api/calendar/feeds', body);
export const deleteFeed = (id: number) => api.delete<TOk>(`/api/calendar/feeds/${id}`);
export const refreshFeed = (id: number) => api.post<FeedWithResult>(`/api/calendar/feeds/${id}/refresh`);
export function importIcsFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<TImportResult>('/api/calendar/import', form);
}

export function useFeeds(enabled = true) {
  return useQuery({ queryKey: feedsKey, queryFn: fetchFeeds, enabled });
}

function useEventsMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => afterEventsChanged(qc) });
}

export const useCreateFeed = () => useEventsMutation(createFeed);
export const useDeleteFeed = () => useEventsMutation(deleteFeed);
export const useRefreshFeed = () => useEventsMutation(refreshFeed);
export const useImportIcsFile = () => useEventsMutation(importIcsFile);
