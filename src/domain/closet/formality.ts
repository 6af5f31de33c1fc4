import type { Category, Formality, Material } from '../../shared/closet-constants';
import { inferFormality as engineFormality } from '../stylist/inference';

/**
 * The formality a piece most likely has when the person chose none: the outfit engine's own
 * reading of it (its name, subcategory, material and shelf: `stylist/inference.ts`), so the item
 * page, the closet filters, the gaps, Shop and the outfit never disagree about one piece (issue
 * 40: a camel wool coat the server filed as 'casual' while the engine read it as smart casual).
 * One function decides; this is its closet-shaped door.
 */
export function inferFormality(item: { category: Category; subcategory?: string | null; name?: string | null; material?: Material | null }): Formality {
  return engineFormality({
    category: item.category,
    subcategory: item.subcategory?.trim() || null,
    name: item.name ?? '',
    material: item.material ?? null,
    formality: null,
  });
}
