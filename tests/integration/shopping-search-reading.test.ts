import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSearchResponse } from '../../src/shared/schemas/shopping';
import type { TGapProductsResponse } from '../../src/shared/schemas/gaps';
import { gapSearchRequest } from '../../src/domain/shopping/gap-search';
import { gapsFor } from '../../src/server/services/gaps/closet-gaps';
import { PRODUCTS_PER_GAP } from '../../src/server/services/gaps/gap-products';
import { users } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { insertProducts, insertRetailer } from '../helpers/catalog';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/** Issue 41: the words decide the garment, the shopper's departments are the default, and the filter never empties the page. */
for (const kind of databaseKinds) {
  describe(`search that reads the words (${kind})`, () => {
    let t: TestApp;
    let woman: string;
    let womanId: number;
    let man: string;
    const searchAs = async (cookie: string, payload: Record<string, unknown>) => {
      const res = await t.request({ method: 'POST', url: '/api/retailers/search', cookie, payload });
      if (res.statusCode !== 200) throw new Error(`search ${JSON.stringify(payload)}: ${res.statusCode} ${res.body}`);
      return res.json() as TSearchResponse;
    };
    const names = (r: TSearchResponse) => r.products.map((p) => p.name);

    beforeAll(async () => {
      t = await createTestApp(kind);
      const w = await t.signUp();
      const m = await t.signUp();
      woman = w.cookie;
      womanId = Number(w.user.id);
      man = m.cookie;
      await t.database.execute(`update users set departments = 'womenswear' where id = ${Number(w.user.id)}`);
      await t.database.execute(`update users set departments = 'menswear' where id = ${Number(m.user.id)}`);
      const shop = await insertRetailer(t, { name: 'Both Departments' });
      await insertProducts(t, shop.id, [
        { name: 'Navy Cocktail Dress', category: 'dresses', gender: 'women', colors: ['navy'], description: 'A knee-length cocktail dress.' },
        { name: 'Green Wrap Dress', category: 'dresses', gender: 'women', colors: ['green'] },
        { name: 'Black Evening Gown', category: 'dresses', gender: 'women', colors: ['black'] },
        { name: 'Black Stiletto Pumps', category: 'shoes', gender: 'women', colors: ['black'] },
        { name: 'Nude Block Heels', category: 'shoes', gender: 'women', colors: ['tan'] },
        { name: 'Leather Crossbody Bag', category: 'bags', gender: 'women', colors: ['brown'] },
        { name: 'Suede Ankle Boots', category: 'shoes', gender: 'women', colors: ['tan'] },
        { name: 'Camel Wool Coat', category: 'jackets', gender: 'women', colors: ['camel'] },
        { name: 'Shirt Dress', category: 'dresses', gender: 'women', colors: ['white'] },
        { name: 'Poplin Dress Shirt', category: 'shirts', gender: 'men', colors: ['white'] },
        { name: 'Navy Dress Socks', category: 'accessories', gender: 'men', colors: ['navy'], description: 'Mid-calf dress socks.' },
        { name: 'Oxford Dress Shoes', category: 'shoes', gender: 'men', colors: ['black'] },
        { name: 'Grey Marl Tee', category: 'shirts', gender: 'unisex', colors: ['grey'] },
      ]);
    }, 120_000);
    afterAll(() => t?.close());

    it('finds dresses by the words people use, in the shopper’s department', async () => {
      expect(names(await searchAs(woman, { query: 'cocktail dress' }))).toEqual(['Navy Cocktail Dress']);
      expect(names(await searchAs(woman, { query: 'wrap dress' }))).toEqual(['Green Wrap Dress']);
      expect(names(await searchAs(woman, { query: 'Navy Cocktail Dress' }))).toEqual(['Navy Cocktail Dress']);
      const dress = await searchAs(woman, { query: 'dress' });
      expect(names(dress).sort()).toEqual(['Black Evening Gown', 'Green Wrap Dress', 'Navy Cocktail Dress', 'Shirt Dress']);
      expect(dress.reading).toMatchObject({ department: 'women', departmentFrom: 'settings', categories: ['dresses'], categoryFilterSetAside: false });
    });

    it('finds heels for pumps and pumps for heels, and bags', async () => {
      expect(names(await searchAs(woman, { query: 'heels' })).sort()).toEqual(['Black Stiletto Pumps', 'Nude Block Heels']);
      expect(names(await searchAs(woman, { query: 'pumps' })).sort()).toEqual(['Black Stiletto Pumps', 'Nude Block Heels']);
      expect(names(await searchAs(woman, { query: 'black heels' }))).toEqual(['Black Stiletto Pumps']);
      expect(names(await searchAs(woman, { query: 'handbag' }))).toEqual(['Leather Crossbody Bag']);
    });

    it('never returns socks for dress; dress shirt, dress socks and dress shoes are what they say', async () => {
      const widened = await searchAs(man, { query: 'dress', departments: 'all' });
      expect(widened.products.every((p) => p.category === 'dresses')).toBe(true);
      expect(names(await searchAs(man, { query: 'dress shirt' }))).toEqual(['Poplin Dress Shirt']);
      expect(names(await searchAs(man, { query: 'dress socks' }))).toEqual(['Navy Dress Socks']);
      expect(names(await searchAs(man, { query: 'dress shoes' }))).toEqual(['Oxford Dress Shoes']);
      // Men's department: no dress for a menswear shopper unless widened.
      expect((await searchAs(man, { query: 'dress' })).total).toBe(0);
    });

    it('widens to every department when asked, or when the words name one', async () => {
      const all = await searchAs(woman, { query: 'dress shirt', departments: 'all' });
      expect(names(all)).toEqual(['Poplin Dress Shirt']);
      expect(all.reading).toMatchObject({ department: 'any', departmentFrom: 'all' });
      const said = await searchAs(woman, { query: "men's dress socks" });
      expect(names(said)).toEqual(['Navy Dress Socks']);
      expect(said.reading).toMatchObject({ department: 'men', departmentFrom: 'words' });
    });

    it('lets the garment in the words win over a contradicting category filter, and keeps an agreeing one', async () => {
      const r = await searchAs(woman, { query: 'dress', category: 'shirts' });
      expect(names(r).length).toBe(4);
      expect(r.reading).toMatchObject({ categories: ['dresses'], categoryFilterSetAside: true });
      // With Category = Dresses, any word that is in a dress finds it.
      expect(names(await searchAs(woman, { query: 'cocktail', category: 'dresses' }))).toEqual(['Navy Cocktail Dress']);
      expect(names(await searchAs(woman, { query: 'navy', category: 'dresses' }))).toEqual(['Navy Cocktail Dress']);
    });

    it('reads near spellings, colour spellings, and relaxes words no product has to the garment', async () => {
      const typo = await searchAs(woman, { query: 'cocktial dres' });
      expect(names(typo)).toEqual(['Navy Cocktail Dress']);
      expect(typo.reading.correctedQuery).toBe('cocktail dress');
      expect(names(await searchAs(man, { query: 'gray tee' }))).toEqual(['Grey Marl Tee']);
      const relaxed = await searchAs(woman, { query: 'sequinned wrap dress' });
      expect(relaxed.reading.relaxed).toBe(true);
      expect(relaxed.products.every((p) => p.category === 'dresses')).toBe(true);
      expect(relaxed.total).toBe(4);
      expect(names(relaxed)[0]).toBe('Green Wrap Dress');
    });

    it('fills each gap row with exactly what the search box finds for the same words and category (issue 41.4)', async () => {
      const [user] = await t.ctx.db.select().from(users).where(eq(users.id, womanId));
      const gaps = await gapsFor(t.ctx, user!);
      expect(gaps.length).toBeGreaterThan(0);
      const res = await t.request({ method: 'GET', url: '/api/gaps/products?budget=off', cookie: woman });
      expect(res.statusCode).toBe(200);
      const rows = (res.json() as TGapProductsResponse).rows;
      let filled = 0;
      for (const gap of gaps) {
        const row = rows.find((r) => r.gap.key === gap.key)!;
        const searched = await searchAs(woman, gapSearchRequest(gap, { withinBudget: false, limit: PRODUCTS_PER_GAP }) as Record<string, unknown>);
        expect(row.products.map((p) => p.id)).toEqual(searched.products.map((p) => p.id));
        if (row.products.length > 0) filled++;
      }
      expect(filled, JSON.stringify(gaps.map((g) => [g.search, g.shopCategory]))).toBeGreaterThan(0);
    });
  });
}
