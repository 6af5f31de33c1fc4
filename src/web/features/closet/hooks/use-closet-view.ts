import { useDeferredValue, useMemo } from 'react';
import type { Category } from '../../../../shared/closet-constants';
import type { TClothingItem } from '../../../../shared/schemas/closet';

export type CategoryFilter = 'All Items' | Category;
export type SortOrder = 'newest' | 'name' | 'most-worn';

export const SORT_LABELS: Record<SortOrder, string> = { newest: 'Newest', name: 'Name', 'most-worn': 'Most worn' };

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const comparators: Record<SortOrder, (a: TClothingItem, b: TClothingItem) => number> = {
  // ISO timestamps sort as strings; the server already sends newest first, this keeps it after local edits.
  newest: (a, b) => (a.addedAt < b.addedAt ? 1 : a.addedAt > b.addedAt ? -1 : b.id - a.id),
  name: (a, b) => byName.compare(a.name, b.name),
  'most-worn': (a, b) => b.timesWorn - a.timesWorn || (b.lastWornOn ?? '').localeCompare(a.lastWornOn ?? '') || byName.compare(a.name, b.name),
};

/**
 * Filter, search and sort in one memoised pass. The search term is deferred so typing stays
 * responsive with hundreds of tiles on screen.
 */
export function useClosetView(items: TClothingItem[] | undefined, category: CategoryFilter, search: string, sort: SortOrder) {
  const term = useDeferredValue(search.trim().toLowerCase());
  const counts = useMemo(() => {
    const c = new Map<CategoryFilter, number>([['All Items', items?.length ?? 0]]);
    for (const item of items ?? []) c.set(item.category, (c.get(item.category) ?? 0) + 1);
    return c;
  }, [items]);
  const visible = useMemo(() => {
    const list = (items ?? []).filter(
      (i) =>
        (category === 'All Items' || i.category === category) &&
        (!term || i.name.toLowerCase().includes(term) || (i.brand?.toLowerCase().includes(term) ?? false)),
    );
    return list.sort(comparators[sort]);
  }, [items, category, term, sort]);
  return { visible, counts, searching: term.length > 0, stale: term !== search.trim().toLowerCase() };
}
