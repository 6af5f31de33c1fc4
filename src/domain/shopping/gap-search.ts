import type { CatalogCategory } from '../../shared/catalog-categories';
import type { TSearchRequest } from '../../shared/schemas/shopping';

/** What a gap asks of the catalog (the gap model's `search` words and `shopCategory`), and its price range. */
export interface GapShopping {
  search: string;
  shopCategory: CatalogCategory;
  budget?: { min: number; max: number } | null;
}

/**
 * The search a gap's product row runs (issue 41 point 4): exactly the request the Shop screen's
 * search box sends for the same words and category filter, in the shopper's own departments, so
 * a range the search fills is never 'nothing in the catalog' on the gap row, and the other way round.
 */
export function gapSearchRequest(gap: GapShopping, options: { withinBudget: boolean; limit: number }): TSearchRequest {
  const price = options.withinBudget && gap.budget ? { minPrice: gap.budget.min, maxPrice: gap.budget.max } : {};
  return { query: gap.search, category: gap.shopCategory, departments: 'mine', sortBy: 'relevance', page: 1, limit: options.limit, ...price };
}
