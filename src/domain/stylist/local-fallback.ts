import type { ClosetItem } from './types';

const MAX_ITEMS = 3;
const THIRD_SLOT_PREFERENCE = ['Outerwear', 'Shoes', 'Accessories'] as const;

/**
 * Spec section 9, exactly: one top, one bottom, then one of outerwear, shoes or accessories
 * (in that preference), padding to 3 with other items. It applies no rules of its own: the caller
 * passes the items it may use (the engine passes only items that passed the hard rules).
 */
export function localFallbackOutfit(items: readonly ClosetItem[]): ClosetItem[] {
  const picked: ClosetItem[] = [];
  const take = (item: ClosetItem | undefined) => {
    if (item && picked.length < MAX_ITEMS && !picked.includes(item)) picked.push(item);
  };
  take(items.find((i) => i.category === 'Tops'));
  take(items.find((i) => i.category === 'Bottoms'));
  for (const category of THIRD_SLOT_PREFERENCE) {
    const item = items.find((i) => i.category === category);
    if (item) {
      take(item);
      break;
    }
  }
  for (const item of items) take(item);
  return picked;
}
