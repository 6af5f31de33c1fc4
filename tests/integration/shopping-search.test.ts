import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSearchResponse } from '../../src/shared/schemas/shopping';
import { insertProducts, insertRetailer } from '../helpers/catalog';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

for (const kind of databaseKinds) {
  describe(`product search (${kind})`, () => {
    let t: TestApp;
    let cookie: string;
    let shopId: number;
    const search = async (payload: Record<string, unknown>) => {
      const res = await t.request({ method: 'POST', url: '/api/retailers/search', cookie, payload });
      if (res.statusCode !== 200) throw new Error(`search ${JSON.stringify(payload)}: ${res.statusCode} ${res.body}`);
      return res.json() as TSearchResponse;
    };
    const names = (r: TSearchResponse) => r.products.map((p) => p.name);

    beforeAll(async () => {
      t = await createTestApp(kind);
      ({ cookie } = await t.signUp());
      const shop = await insertRetailer(t, { name: 'Fixed Shop' });
      shopId = shop.id;
      const closed = await insertRetailer(t, { name: 'Closed Shop', enabled: false });
      await insertProducts(t, shop.id, [
        { name: 'Navy Oxford Shirt', brand: 'Acme', priceCents: 5900, colors: ['navy'], description: 'A button-down collar shirt.' },
        { name: 'White Oxford Shirt', brand: 'Acme', priceCents: 4900, colors: ['white'] },
        { name: 'Oxford Dress Shoes', brand: 'Cobbler', priceCents: 19900, category: 'shoes', colors: ['black'] },
        { name: 'Linen Camp Collar', brand: 'Breeze', priceCents: 6900, gender: 'unisex', colors: ['cream'], description: 'Relaxed, pairs with navy chinos.' },
        { name: 'Slim Chinos', brand: 'Acme', priceCents: 6900, category: 'pants', colors: ['khaki'] },
        { name: 'Navy Blazer', brand: 'Tailor & Co', priceCents: 22900, category: 'jackets', colors: ['navy'] },
        { name: 'Denim Jacket', brand: 'Rivet', priceCents: 9800, category: 'jackets', gender: 'unisex', colors: ['denim'] },
        { name: 'Floral Blouse', brand: 'Petal', priceCents: 4500, gender: 'women', colors: ['pink'] },
        { name: 'Wool Wrap Coat', brand: 'Petal', priceCents: 25900, category: 'jackets', gender: 'women', colors: ['camel'] },
        { name: 'Leather Belt', brand: 'Strap', priceCents: 4500, category: 'accessories', colors: ['brown'] },
        { name: 'Navy Polo Shirt', brand: 'Acme', priceCents: 3900, inStock: false, colors: ['navy'] },
      ]);
      await insertProducts(t, closed.id, [{ name: 'Navy Oxford Shirt Deluxe', priceCents: 9900, colors: ['navy'] }]);
      // 30 tees for the paging edges, $10.00 to $39.00, each a day newer than the last.
      await insertProducts(
        t,
        shop.id,
        Array.from({ length: 30 }, (_, i) => ({
          name: `Basic Tee ${String(i + 1).padStart(2, '0')}`,
          brand: 'Plain',
          priceCents: 1000 + i * 100,
          firstSeenAt: new Date(Date.UTC(2026, 0, 1 + i)),
        })),
      );
    }, 120_000);
    afterAll(() => t?.close());

    it('answers 401 to a signed-out visitor', async () => {
      const res = await t.request({ method: 'POST', url: '/api/retailers/search', payload: { query: 'shirt' } });
      expect(res.statusCode).toBe(401);
    });

    it.each([
      [{ query: '' }, 'Please enter a search term'],
      [{ query: '   ' }, 'Please enter a search term'],
      [{}, 'Please enter a search term'],
      [{ query: 'shirt', category: 'hats' }, 'Category must be one of shirts, pants, shoes, jackets, accessories, suits, dresses, skirts, bags'],
      [{ query: 'shirt', sortBy: 'cheapest' }, 'Sort must be one of relevance, price_asc, price_desc, newest'],
      [{ query: 'shirt', minPrice: 100, maxPrice: 50 }, 'Minimum price cannot be above maximum price'],
      [{ query: 'shirt', page: 0 }, 'Page must be a whole number of 1 or more'],
      [{ query: 'shirt', page: -3 }, 'Page must be a whole number of 1 or more'],
      [{ query: 'shirt', limit: 49 }, 'Limit must be a whole number from 1 to 48'],
      [{ query: 'shirt', minPrice: 'cheap' }, 'Minimum price must be a number'],
      [{ query: 'shirt', gender: 'kids' }, 'Gender must be men, women or unisex'],
    ])('answers 400 with a message to %j', async (payload, message) => {
      const res = await t.request({ method: 'POST', url: '/api/retailers/search', cookie, payload });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toBe(message);
    });

    it('finds the exact words first, in the spec shape, with our own /go/ links', async () => {
      const r = await search({ query: 'oxford shirt' });
      expect(names(r).sort()).toEqual(['Navy Oxford Shirt', 'White Oxford Shirt']);
      expect(r.total).toBe(2);
      expect(r.page).toBe(1);
      expect(r.hasMore).toBe(false);
      const p = r.products.find((x) => x.name === 'Navy Oxford Shirt')!;
      expect(p).toMatchObject({ brand: 'Acme', price: 59, currency: 'USD', colors: ['navy'], inStock: true, retailerId: shopId, category: 'shirts' });
      expect(p.productUrl).toBe(`/go/${p.id}`);
    });

    it('reads a colour as a filter on the colours, and ranks a name match above a description match', async () => {
      // Men by default: the women's items are not shown; navy in a description ('pairs with navy chinos') is not a navy product.
      expect(names(await search({ query: 'navy' })).sort()).toEqual(['Navy Blazer', 'Navy Oxford Shirt']);
      expect(names(await search({ query: 'collar' }))).toEqual(['Linen Camp Collar', 'Navy Oxford Shirt']);
    });

    it('finds words with a typo through the trigram fallback', async () => {
      expect(names(await search({ query: 'oxfrd' })).sort()).toEqual(['Navy Oxford Shirt', 'Oxford Dress Shoes', 'White Oxford Shirt']);
      // 'jaket' is read as 'jacket': the jacket by name first, then the rest of the jackets category.
      expect(names(await search({ query: 'jaket' }))).toEqual(['Denim Jacket', 'Navy Blazer']);
      expect(names(await search({ query: 'navy oxfrd shrt' })).sort()).toEqual(['Navy Oxford Shirt']);
      expect((await search({ query: 'qwzxv' })).total).toBe(0);
    });

    it('filters by category, inclusive price bounds and gender', async () => {
      expect(names(await search({ query: 'oxford', category: 'shoes' }))).toEqual(['Oxford Dress Shoes']);
      expect(names(await search({ query: 'oxford', category: 'all' })).length).toBe(3);
      const bounded = await search({ query: 'tee', minPrice: 12, maxPrice: 15, sortBy: 'price_asc' });
      expect(bounded.products.map((p) => p.price)).toEqual([12, 13, 14, 15]);
      expect(names(await search({ query: 'coat', gender: 'women' }))).toEqual(['Wool Wrap Coat']);
      expect(names(await search({ query: 'coat' }))).toEqual([]);
      // The category is part of the searched text: a women's coat is in jackets.
      expect(names(await search({ query: 'jacket', gender: 'women' })).sort()).toEqual(['Denim Jacket', 'Wool Wrap Coat']);
    });

    it('pages with an exact total and a right hasMore at every edge', async () => {
      const first = await search({ query: 'tee', sortBy: 'price_asc' });
      expect(first).toMatchObject({ total: 30, page: 1, hasMore: true });
      expect(first.products).toHaveLength(12);
      const third = await search({ query: 'tee', sortBy: 'price_asc', page: 3 });
      expect(third.products).toHaveLength(6);
      expect(third.hasMore).toBe(false);
      const beyond = await search({ query: 'tee', sortBy: 'price_asc', page: 4 });
      expect(beyond).toMatchObject({ products: [], total: 30, page: 4, hasMore: false });
      const exact = await search({ query: 'tee', sortBy: 'price_asc', limit: 10, page: 3 });
      expect(exact.products).toHaveLength(10);
      expect(exact.hasMore).toBe(false);
      const second = await search({ query: 'tee', sortBy: 'price_asc', limit: 10, page: 2 });
      expect(second.hasMore).toBe(true);
      // Pages do not overlap and cover everything, in relevance order too.
      const seen = new Set<number>();
      for (let page = 1; page <= 3; page++) for (const p of (await search({ query: 'tee', page })).products) seen.add(p.id);
      expect(seen.size).toBe(30);
    });

    it('sorts by price both ways and by newest', async () => {
      const asc = await search({ query: 'tee', sortBy: 'price_asc', limit: 48 });
      expect(asc.products.map((p) => p.price)).toEqual([...asc.products.map((p) => p.price)].sort((a, b) => a - b));
      expect(asc.products[0]!.price).toBe(10);
      const desc = await search({ query: 'tee', sortBy: 'price_desc' });
      expect(desc.products[0]!.price).toBe(39);
      expect(desc.products.map((p) => p.price)).toEqual([...desc.products.map((p) => p.price)].sort((a, b) => b - a));
      const newest = await search({ query: 'tee', sortBy: 'newest', limit: 3 });
      expect(names(newest)).toEqual(['Basic Tee 30', 'Basic Tee 29', 'Basic Tee 28']);
      // Relevance: 'shirt' in the name outranks 'shirts' as the category (the 30 tees and the linen camp collar).
      const relevance = await search({ query: 'shirt', sortBy: 'relevance' });
      expect(relevance.total).toBe(33);
      expect(names(relevance).slice(0, 2).sort()).toEqual(['Navy Oxford Shirt', 'White Oxford Shirt']);
    });

    it('caps the total at 10,000 and pages up to it', async () => {
      await t.database.execute(
        `insert into products (retailer_id, external_id, name, price_cents, product_url, category, gender)
         select ${shopId}, 'many-' || g, 'Capword Sock ' || g, 500 + (g % 100), 'https://store.example/many/' || g, 'accessories', 'men'
         from generate_series(1, 10050) g`,
      );
      const first = await search({ query: 'capword' });
      expect(first).toMatchObject({ total: 10_000, hasMore: true });
      const lastFull = await search({ query: 'capword', page: 833 });
      expect(lastFull.products).toHaveLength(12);
      expect(lastFull.hasMore).toBe(true);
      const last = await search({ query: 'capword', page: 834 });
      expect(last.products).toHaveLength(4);
      expect(last.hasMore).toBe(false);
      const past = await search({ query: 'capword', page: 900 });
      expect(past).toMatchObject({ products: [], total: 10_000, hasMore: false });
      const byPrice = await search({ query: 'capword', sortBy: 'price_desc' });
      expect(byPrice.products[0]!.price).toBe(5.99);
    }, 120_000);
  });
}
