import { likelierCategories } from '../../../../shared/closet-subcategory-match';
import type { TClothingItem } from '../../../../shared/schemas/closet';

/** The shelf line: the picker value, and the words a client wrote when they were not one ('Other · “Sundress”'). */
export function categoryText(item: Pick<TClothingItem, 'category' | 'subcategory' | 'subcategoryAsWritten'>): string {
  if (!item.subcategory) return item.category;
  const words = item.subcategoryAsWritten ? ` · “${item.subcategoryAsWritten}”` : '';
  return `${item.category} · ${item.subcategory}${words}`;
}

/** A likelier shelf for words filed under an unlikely one (ADR 0108): 'Ankle boots' under Tops suggests Shoes. */
export function likelierShelfText(item: Pick<TClothingItem, 'category' | 'subcategoryAsWritten'>): string | null {
  const shelves = likelierCategories(item.category, item.subcategoryAsWritten);
  return shelves.length ? `Perhaps ${shelves.join(' or ')}: edit to move it` : null;
}
