import type { ItemProfile } from '../stylist/item-profile';

/**
 * The piece a wet day's text names as the answer to the rain ('rain likely: take the Trench'):
 * only one made for rain (item-profile's `rainwear`: a raincoat, a trench, a shell, rain boots),
 * a layer before shoes. Leather boots shed water but keep no one dry, and a blazer sold as water
 * repellent is still a blazer: with no rainwear in the outfit there is no piece to name (the text
 * then advises an umbrella rather than calling the boots protection).
 */
export function rainPieceOf(outfit: readonly ItemProfile[]): ItemProfile | null {
  const made = outfit.filter((p) => p.rainwear);
  return made.find((p) => p.slot === 'layer') ?? made[0] ?? null;
}
