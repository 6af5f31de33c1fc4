import { describe, expect, it } from 'vitest';
import { ZSearchRequest } from '../../shared/schemas/shopping';
import { categoriesNamed, readSearch } from './read-search';
import { gapSearchRequest } from './gap-search';

describe('gapSearchRequest (issue 41.4)', () => {
  it('is a request the search route accepts, in the shopper’s departments, within the budget only when asked', () => {
    const gap = { search: 'loafers or oxfords or derby or pumps', shopCategory: 'shoes' as const, budget: { min: 80, max: 200 } };
    const within = ZSearchRequest.parse(gapSearchRequest(gap, { withinBudget: true, limit: 3 }));
    expect(within).toMatchObject({ query: gap.search, category: 'shoes', departments: 'mine', minPrice: 80, maxPrice: 200, limit: 3 });
    expect(within.gender).toBeUndefined();
    const any = ZSearchRequest.parse(gapSearchRequest(gap, { withinBudget: false, limit: 3 }));
    expect(any.minPrice).toBeUndefined();
  });

  it('names garments whose category agrees with the gap’s, so the filter is never set aside', () => {
    for (const [search, category] of [
      ['loafers or oxfords or derby or pumps', 'shoes'],
      ['blazer or sport coat', 'jackets'],
      ['trousers or chinos or slacks', 'pants'],
      ['coat or overcoat or parka', 'jackets'],
    ] as const) {
      const named = categoriesNamed(readSearch(search));
      expect(named.length === 0 || named.includes(category)).toBe(true);
    }
  });
});
