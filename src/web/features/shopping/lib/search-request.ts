import type { TSearchRequest } from '../../../../shared/schemas/shopping';
import { PRICE_SLIDER_MAX, SEARCH_PAGE_SIZE } from '../constants';

/**
 * The request for a query and the filters as set: no category means all; the slider's top means
 * no upper limit; no department named, so the server uses the shopper's (Settings) unless widened to all (issue 41).
 */
export function buildSearchRequest(
  query: string,
  category: string,
  sortBy: string,
  price: [number, number],
  page: number,
  departments: 'mine' | 'all' = 'mine',
): TSearchRequest {
  return {
    query,
    departments,
    page,
    limit: SEARCH_PAGE_SIZE,
    sortBy,
    minPrice: price[0],
    ...(price[1] < PRICE_SLIDER_MAX ? { maxPrice: price[1] } : {}),
    ...(category ? { category } : {}),
  };
}
