import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { closetItemsQuery } from '../api/get-closet-items';
import { generateOutfit, useGenerateOutfit } from '../api/generate-outfit';
import { useWearOutfit } from '../api/wear-outfit';
import { undoWear } from '../api/undo-wear';
import { diaryKeyRoot } from '../api/get-diary';
import { buildLocalOutfit } from '../lib/local-fallback';
import { readCachedOutfit, writeCachedOutfit, type DailyOutfit } from '../lib/outfit-cache';

export const dailyOutfitKey = (userId: number, date: string) => ['daily-outfit', userId, date] as const;

const UNAVAILABLE_NOTE = "I couldn't put an outfit together right now. Please try again in a moment.";

/** Spec 4: on failure, two or more closet items give a local outfit; fewer give advice. */
async function localOutfit(client: QueryClient, userId: number, date: string): Promise<DailyOutfit> {
  const base = { date, reasons: [], weather: null, source: 'local' as const };
  try {
    const closet = await client.fetchQuery(closetItemsQuery(userId));
    const local = buildLocalOutfit(closet);
    return { ...base, items: local.items, styleNote: local.styleNote, localKind: local.kind };
  } catch {
    // Neither the stylist nor the closet answered: say so rather than claim the closet is empty.
    return { ...base, items: [], styleNote: UNAVAILABLE_NOTE, localKind: 'unavailable' };
  }
}

/** The same pieces: a cached outfit's 'worn' mark carries over to the server's copy of it. */
const sameItems = (a: DailyOutfit, b: DailyOutfit) => a.items.map((i) => i.id).join(',') === b.items.map((i) => i.id).join(',');

/**
 * Today's outfit: the stylist's one stored outfit of the day, asked for on every visit (a text's
 * '2', a closet or calendar change may have replaced it since); the copy cached in local storage
 * shows meanwhile, without a skeleton. Otherwise one the browser builds. Refresh always asks the server.
 */
export function useDailyOutfit(userId: number | undefined, today: string) {
  const qc = useQueryClient();
  const uid = userId ?? 0;
  const key = dailyOutfitKey(uid, today);

  const query = useQuery({
    queryKey: key,
    enabled: !!userId,
    initialData: () => (userId ? (readCachedOutfit(userId, today) ?? undefined) : undefined),
    // The cached copy is only a placeholder: the server's outfit of the day is always asked for once.
    initialDataUpdatedAt: 0,
    queryFn: async ({ client }): Promise<DailyOutfit> => {
      try {
        const fetched: DailyOutfit = await generateOutfit({ userId: uid, date: today, events: [] });
        const cached = readCachedOutfit(uid, today);
        const outfit = cached?.worn && sameItems(cached, fetched) ? { ...fetched, worn: true } : fetched;
        writeCachedOutfit(uid, today, outfit);
        return outfit;
      } catch (error) {
        // The stylist's outfit of the day already shown stays: a failed check never swaps it for a simpler one.
        const cached = readCachedOutfit(uid, today);
        if (cached) return cached;
        console.warn('Outfit generation failed, building one locally', error);
        return localOutfit(client, uid, today);
      }
    },
    // A local or empty outfit is asked for again the next time the screen opens; the server's stays for this visit.
    staleTime: (q) => (q.state.dataUpdatedAt > 0 && q.state.data && q.state.data.source !== 'local' && q.state.data.items.length > 0 ? Infinity : 0),
  });

  const generate = useGenerateOutfit();
  const refresh = useCallback(() => {
    if (!userId) return;
    generate.mutate(
      { userId, date: today, events: [], refresh: true },
      {
        onSuccess: (outfit) => {
          writeCachedOutfit(userId, today, outfit);
          qc.setQueryData<DailyOutfit>(key, outfit);
        },
        onError: async (error) => {
          if (error instanceof ApiError && error.status === 402) {
            toast.upgrade('Daily refreshes used', error.message);
            return;
          }
          const current = qc.getQueryData<DailyOutfit>(key);
          if (current && current.source !== 'local') {
            // Keep the stylist's outfit on screen rather than swap it for a simpler one.
            toast.error("Couldn't refresh your outfit", error.message || 'Please try again.');
            return;
          }
          qc.setQueryData<DailyOutfit>(key, await localOutfit(qc, userId, today));
        },
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key is derived from userId and today
  }, [userId, today, generate.mutate, qc]);

  const wear = useWearOutfit();
  const [wearing, setWearing] = useState(false);
  const markWorn = useCallback(() => {
    const outfit = qc.getQueryData<DailyOutfit>(key);
    if (!userId || !outfit || outfit.items.length === 0) return;
    setWearing(true);
    wear.mutate(
      { itemIds: outfit.items.map((i) => i.id), date: outfit.date },
      {
        onSuccess: (result) => {
          const worn = { ...outfit, worn: true, wearIds: result.wearIds };
          qc.setQueryData<DailyOutfit>(key, worn);
          writeCachedOutfit(userId, today, worn);
          toast.success('Outfit logged', 'Nice choice! We marked these pieces as worn today.');
        },
        onError: (error) => toast.error("Couldn't log this outfit", error.message || 'Please try again.'),
        onSettled: () => setWearing(false),
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key is derived from userId and today
  }, [userId, today, wear.mutate, qc]);

  const [undoing, setUndoing] = useState(false);
  /** Takes back exactly the wears this screen logged (through the API, so any server process can answer). */
  const undoWorn = useCallback(async () => {
    const outfit = qc.getQueryData<DailyOutfit>(key);
    if (!userId || !outfit?.wearIds?.length) return;
    setUndoing(true);
    try {
      await undoWear({ wearIds: outfit.wearIds });
      const unworn = { ...outfit, worn: false, wearIds: undefined };
      qc.setQueryData<DailyOutfit>(key, unworn);
      writeCachedOutfit(userId, today, unworn);
      await Promise.all([qc.invalidateQueries({ queryKey: ['/api/clothing-items'] }), qc.invalidateQueries({ queryKey: diaryKeyRoot })]);
      toast.info('Wear undone', 'These pieces are no longer logged as worn today.');
    } catch (error) {
      toast.error("Couldn't undo", error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setUndoing(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key is derived from userId and today
  }, [userId, today, qc]);

  return {
    outfit: query.data,
    undoWorn,
    isUndoing: undoing,
    // A cached outfit stays on screen while the server's copy is fetched: no skeleton flash on every visit.
    isLoading: query.isPending || (query.isFetching && !query.data) || generate.isPending,
    isRefreshing: generate.isPending,
    refresh,
    markWorn,
    isWearing: wearing,
  };
}
