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
  const subcategory = item.subcategory?.trim() || null;
  const name = item.name ?? '';
  const material = item.material ?? null;
  // A pure function of these four values, asked for every piece the closet list or the stylist
  // shows on every request (issue 45): kept by them, bounded, oldest out first.
  const key = `${item.category}\u0000${subcategory ?? ''}\u0000${material ?? ''}\u0000${name}`;
  let formality = inferred.get(key);
  if (!formality) {
    formality = engineFormality({ category: item.category, subcategory, name, material, formality: null });
    if (inferred.size >= KEPT) inferred.delete(inferred.keys().next().value!);
    inferred.set(key, formality);
  }
  return formality;
}
const inferred = new Map<string, Formality>();
const KEPT = 20_000;
