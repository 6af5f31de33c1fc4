/** Most items an outfit shows (spec section 9). */
export const OUTFIT_MAX_ITEMS = 3;
const THIRD_SLOT_PREFERENCE = ['Outerwear', 'Shoes', 'Accessories'] as const;

/**
 * Spec section 9, exactly: one top, one bottom, then one of outerwear, shoes or accessories
 * (in that preference), padding to 3 with other items. It applies no rules of its own: callers
 * pass only the items they may use. Shared because the engine and the browser's offline
 * fallback must pick the same way.
 */
export function pickFallbackItems<T extends { category: string }>(items: readonly T[]): T[] {
  const picked: T[] = [];
  const take = (item: T | undefined) => {
    if (item && picked.length < OUTFIT_MAX_ITEMS && !picked.includes(item)) picked.push(item);
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
