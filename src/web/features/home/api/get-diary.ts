import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDiaryResponse } from '../../../../shared/schemas/stylist';
import { api } from '../../../lib/api';

/** Every diary query starts with this, so logging or undoing a wear refreshes them all. */
export const diaryKeyRoot = ['/api/outfits/diary'] as const;
export const diaryKey = (to: string) => [...diaryKeyRoot, to] as const;

export const fetchDiary = (to: string) => api.get<TDiaryResponse>(`/api/outfits/diary?${new URLSearchParams({ to }).toString()}`);

/** GET /api/outfits/diary: the last two weeks of worn outfits, up to today. */
export function useDiary(to: string, enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: diaryKey(to), queryFn: () => fetchDiary(to) }), enabled });
}
