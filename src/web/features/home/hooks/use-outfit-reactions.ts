import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotTodayReason } from '../../../../shared/stylist-constants';
import type { TGeneratedOutfit } from '../../../../shared/schemas/stylist';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { notToday } from '../api/not-today';
import { useSaveLook } from '../api/saved-looks';
import { swapPiece } from '../api/swap-piece';
import { writeCachedOutfit, type DailyOutfit } from '../lib/outfit-cache';
import { notTodayCopy } from '../lib/reaction-copy';
import { dailyOutfitKey } from './use-daily-outfit';

/**
 * Reactions to the day's outfit: swap one piece, 'not today' with a reason, save the look. The
 * server stores each one and answers with the day's outfit as it now is, which replaces the card's.
 */
export function useOutfitReactions(userId: number | undefined, today: string) {
  const qc = useQueryClient();
  const key = dailyOutfitKey(userId ?? 0, today);
  const show = (outfit: TGeneratedOutfit) => {
    if (!userId) return;
    const current = qc.getQueryData<DailyOutfit>(key);
    // A new outfit has not been worn yet; the refresh count is only on answers that carry it.
    const next: DailyOutfit = { ...outfit, refreshesLeft: outfit.refreshesLeft ?? current?.refreshesLeft };
    qc.setQueryData<DailyOutfit>(key, next);
    writeCachedOutfit(userId, today, next);
  };

  const swap = useMutation({
    mutationFn: (vars: { itemId: number; replacementId: number; date: string }) => swapPiece(vars),
    onSuccess: (outfit) => {
      show(outfit);
      toast.success('Swapped', 'Your outfit for today is updated.');
    },
    onError: (error) => toast.error("Couldn't swap that piece", error.message || 'Please try again.'),
  });

  const decline = useMutation({
    mutationFn: (vars: { reason: NotTodayReason; date: string }) => notToday(vars),
    onSuccess: (outfit, vars) => {
      show(outfit);
      // Never silent: what was noted, what changed, and whether a refresh was spent on it.
      const copy = notTodayCopy(vars.reason, outfit);
      toast.success(copy.title, copy.body);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 402) toast.upgrade('Daily refreshes used', error.message);
      else toast.error("Couldn't change your outfit", error.message || 'Please try again.');
    },
  });

  const save = useSaveLook();

  return {
    swap: (date: string, itemId: number, replacementId: number) => swap.mutate({ date, itemId, replacementId }),
    /** The piece being swapped right now, for its spinner. */
    swappingItemId: swap.isPending ? swap.variables.itemId : null,
    notToday: (date: string, reason: NotTodayReason) => decline.mutate({ date, reason }),
    isDeclining: decline.isPending,
    saveLook: (outfit: DailyOutfit) =>
      save.mutate(
        { itemIds: outfit.items.map((i) => i.id), sourceDate: outfit.date },
        { onSuccess: () => toast.success('Look saved', 'Find it under Saved looks.') },
      ),
    isSaving: save.isPending,
    savedKey: save.isSuccess ? save.data.items.map((i) => i.id).join(',') : null,
  };
}
