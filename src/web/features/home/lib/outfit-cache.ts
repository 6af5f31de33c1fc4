import type { TGeneratedOutfit } from '../../../../shared/schemas/stylist';
import { STORAGE_KEYS, storage } from '../../../lib/storage';

/** What the Today's Outfit card shows: the server's outfit, or one the browser made (spec 4). */
export type DailyOutfit = Omit<TGeneratedOutfit, 'source'> & {
  source: TGeneratedOutfit['source'] | 'local';
  /** Set on a browser-made outfit: why it is local. */
  localKind?: 'fallback' | 'too-few-items' | 'no-items' | 'unavailable';
  /** 'Wore this outfit' was pressed for these items today. */
  worn?: boolean;
  /** The wear entries that press logged: what 'Undo' takes back (kept for this screen only). */
  wearIds?: number[];
};

interface CachedOutfit {
  userId: number;
  date: string;
  outfit: DailyOutfit;
}

function isCachedOutfit(v: unknown): v is CachedOutfit {
  if (!v || typeof v !== 'object') return false;
  const c = v as Partial<CachedOutfit>;
  return (
    typeof c.userId === 'number' &&
    typeof c.date === 'string' &&
    !!c.outfit &&
    typeof c.outfit === 'object' &&
    Array.isArray(c.outfit.items) &&
    typeof c.outfit.styleNote === 'string'
  );
}

/** One outfit per calendar day: reused only when it is this user's and dated today. */
export function readCachedOutfit(userId: number, today: string, store: Pick<typeof storage, 'getJson' | 'remove'> = storage): DailyOutfit | null {
  const cached = store.getJson<unknown>(STORAGE_KEYS.dailyOutfit);
  if (cached === null) return null;
  if (!isCachedOutfit(cached)) {
    store.remove(STORAGE_KEYS.dailyOutfit);
    return null;
  }
  if (cached.userId !== userId || cached.date !== today) return null;
  return { ...cached.outfit, reasons: Array.isArray(cached.outfit.reasons) ? cached.outfit.reasons : [], weather: cached.outfit.weather ?? null };
}

/** Only the stylist's own outfits with items are kept: a local or empty one is retried next visit. */
export function shouldCache(outfit: DailyOutfit): boolean {
  return outfit.source !== 'local' && outfit.items.length > 0;
}

export function writeCachedOutfit(userId: number, today: string, outfit: DailyOutfit, store: Pick<typeof storage, 'set'> = storage) {
  if (!shouldCache(outfit)) return;
  // Undo belongs to the screen that logged the wear: its ids are not kept for the next visit.
  const { wearIds: _undoable, ...kept } = outfit;
  store.set(STORAGE_KEYS.dailyOutfit, JSON.stringify({ userId, date: today, outfit: kept } satisfies CachedOutfit));
}
