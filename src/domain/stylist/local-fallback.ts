import type { WearSlot } from '../../shared/closet-slots';
import { pickFallbackItems } from '../../shared/outfit-fallback';
import type { ClosetItem } from './types';

/**
 * Spec section 9's local fallback (see shared/outfit-fallback.ts). It applies no rules of its own:
 * the engine passes only items that passed the hard rules.
 */
export function localFallbackOutfit(items: readonly ClosetItem[], slotOf?: (item: ClosetItem) => WearSlot): ClosetItem[] {
  return pickFallbackItems(items, slotOf);
}
