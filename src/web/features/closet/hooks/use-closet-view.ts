import { useDeferredValue, useMemo } from 'react';
import type { Category } from '../../../../shared/closet-constants';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import { matchesFilters, type ClosetFilters } from '../lib/closet-filters';

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
 * Filter, search and sort in one memoised pass. The category chips count what the other filters
 * leave, so a chip says how many items tapping it shows. The search term is deferred so typing
 * stays responsive with hundreds of tiles on screen.
 */
export function useClosetView(items: TClothingItem[] | undefined, filters: ClosetFilters, search: string, sort: SortOrder, today: string) {
  const term = useDeferredValue(search.trim().toLowerCase());
  const refined = useMemo(() => (items ?? []).filter((i) => matchesFilters(i, { ...filters, category: null }, today)), [items, filters, today]);
  const counts = useMemo(() => {
    const c = new Map<CategoryFilter, number>([['All Items', refined.length]]);
    for (const item of refined) c.set(item.category, (c.get(item.category) ?? 0) + 1);
    return c;
  }, [refined]);
  const visible = useMemo(() => {
    const list = refined.filter(
      (i) =>
        (filters.category === null || i.category === filters.category) &&
        (!term || i.name.toLowerCase().includes(term) || (i.brand?.toLowerCase().includes(term) ?? false)),
    );
    return list.sort(comparators[sort]);
  }, [refined, filters.category, term, sort]);
  return { visible, counts, searching: term.length > 0, stale: term !== search.trim().toLowerCase() };
}
