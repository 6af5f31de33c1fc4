import { describe, expect, it } from 'vitest';
import { ZSearchRequest } from '../../../../shared/schemas/shopping';
import { buildSearchRequest } from './search-request';

describe('buildSearchRequest', () => {
  it('sends the defaults: the shopper’s departments, 12 a page, the price range as set', () => {
    expect(buildSearchRequest('oxford', '', 'relevance', [0, 500], 1)).toEqual({
      query: 'oxford',
      departments: 'mine',
      page: 1,
      limit: 12,
      sortBy: 'relevance',
      minPrice: 0,
      maxPrice: 500,
    });
  });
  it('adds the category when one is chosen and drops the upper limit at the slider’s top', () => {
    const request = buildSearchRequest('boots', 'shoes', 'price_desc', [100, 1000], 3);
    expect(request).toMatchObject({ category: 'shoes', sortBy: 'price_desc', minPrice: 100, page: 3 });
    expect('maxPrice' in request).toBe(false);
  });
  it('widens to every department when asked', () => {
    expect(buildSearchRequest('dress', '', 'relevance', [0, 1000], 1, 'all')).toMatchObject({ departments: 'all' });
  });
  it('always builds a request the server schema accepts', () => {
    for (const [category, sort, price] of [
      ['', 'relevance', [0, 500]],
      ['jackets', 'newest', [990, 1000]],
      ['accessories', 'price_asc', [0, 0]],
    ] as const) {
      expect(ZSearchRequest.safeParse(buildSearchRequest('x', category, sort, [price[0], price[1]], 1)).success).toBe(true);
    }
  });
});
