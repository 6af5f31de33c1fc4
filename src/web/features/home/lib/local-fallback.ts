import { pickFallbackItems } from '../../../../shared/outfit-fallback';
import type { TClothingItem } from '../../../../shared/schemas/closet';

export { OUTFIT_MAX_ITEMS, pickFallbackItems } from '../../../../shared/outfit-fallback';

/**
 * The items the browser may use when the stylist cannot answer: archived items are never
 * worn; items in the laundry come last so clean ones are preferred.
 */
export function usableItems(items: readonly TClothingItem[]): TClothingItem[] {
  const active = items.filter((i) => i.status === 'active');
  const laundry = items.filter((i) => i.status === 'in laundry');
  return [...active, ...laundry];
}

export type LocalOutfitKind = 'fallback' | 'too-few-items' | 'no-items';

export interface LocalOutfit {
  kind: LocalOutfitKind;
  items: TClothingItem[];
  styleNote: string;
}

export const NO_ITEMS_NOTE = 'Add clothing items to your closet so I can suggest outfits from what you own.';
export const TOO_FEW_ITEMS_NOTE = 'Add a few more pieces to your closet (at least a top and a bottom) and I can put together a complete outfit for you.';

/** Spec section 4: two or more closet items give a local outfit; fewer give advice instead. */
export function buildLocalOutfit(closet: readonly TClothingItem[]): LocalOutfit {
  const usable = usableItems(closet);
  if (closet.length === 0 || usable.length === 0) return { kind: 'no-items', items: [], styleNote: NO_ITEMS_NOTE };
  if (usable.length < 2) return { kind: 'too-few-items', items: [], styleNote: TOO_FEW_ITEMS_NOTE };
  const items = pickFallbackItems(usable);
  const names = items.map((i) => `${i.color.toLowerCase()} ${i.name.toLowerCase()}`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return {
    kind: 'fallback',
    items,
    styleNote: `A simple, reliable pick from your closet: ${list}. Your stylist is unavailable right now, so tap refresh in a moment for a tailored suggestion.`,
  };
}
