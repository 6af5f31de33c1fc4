import type { Category } from './closet-constants';
import { wearSlot, type WearSlot } from './closet-slots';

/** Most items an outfit shows (spec section 9). */
export const OUTFIT_MAX_ITEMS = 3;
const THIRD_SLOT_PREFERENCE: readonly WearSlot[] = ['layer', 'shoes', 'accessory'];

type FallbackItem = { category: Category; subcategory: string | null; name: string };

/**
 * Spec section 9, exactly: one top, one bottom, then one of outerwear, shoes or accessories
 * (in that preference), padding to 3 with other items. A dress or jumpsuit is the top and the
 * bottom at once, so nothing else from those slots joins it; swimwear never pads a day's outfit.
 * It applies no rules of its own: callers pass only the items they may use. Shared because the
 * engine and the browser's offline fallback must pick the same way; the engine passes its own
 * slot reading (which also knows a dress still filed under Tops).
 */
export function pickFallbackItems<T extends FallbackItem>(items: readonly T[], slotOf: (item: T) => WearSlot = wearSlot): T[] {
  const picked: T[] = [];
  const candidates = items.filter((i) => slotOf(i) !== 'swim');
  const has = (slot: WearSlot) => picked.some((p) => slotOf(p) === slot);
  const clashes = (item: T) => {
    const slot = slotOf(item);
    if (slot === 'one-piece') return has('top') || has('bottom') || has('one-piece');
    if (slot === 'top' || slot === 'bottom') return has('one-piece');
    return false;
  };
  const take = (item: T | undefined) => {
    if (item && picked.length < OUTFIT_MAX_ITEMS && !picked.includes(item) && !clashes(item)) picked.push(item);
  };
  const first = candidates[0];
  // The engine puts a dress first when it wants one; otherwise the top and the bottom lead.
  if (first && slotOf(first) === 'one-piece') take(first);
  take(candidates.find((i) => slotOf(i) === 'top'));
  take(candidates.find((i) => slotOf(i) === 'bottom'));
  if (!has('top') && !has('bottom')) take(candidates.find((i) => slotOf(i) === 'one-piece'));
  for (const slot of THIRD_SLOT_PREFERENCE) {
    const item = candidates.find((i) => slotOf(i) === slot);
    if (item) {
      take(item);
      break;
    }
  }
  for (const item of candidates) take(item);
  return picked;
}
