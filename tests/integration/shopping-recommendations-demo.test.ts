import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clothingItems, stylePreferences } from '../../src/db/schema';
import { seedDemoCatalog } from '../../src/server/services/shopping/seed-demo-catalog';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

type Product = { id: number; name: string; category: string; colors: string[]; inStock: boolean; productUrl: string };

/** Recommendations on the bundled demo catalog: what a new user of the embedded product actually sees. */
describe.each(databaseKinds)('recommendations from the demo catalog on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoCatalog(t.ctx);
  });
  afterAll(() => t.close());

  const get = (cookie: string, query: string) => t.request({ method: 'GET', url: `/api/retailers/recommendations?${query}`, cookie });

  it('gives a new user with an empty closet three products in each of the screen’s sections', async () => {
    const { cookie, user } = await t.signUp();
    for (const category of ['shirts', 'pants', 'accessories']) {
      const res = await get(cookie, `userId=${user.id}&category=${category}&count=3`);
      expect(res.statusCode).toBe(200);
      const list = res.json() as Product[];
      expect(list, category).toHaveLength(3);
      for (const p of list) {
        expect(p.category).toBe(category);
        expect(p.inStock).toBe(true);
        expect(p.productUrl).toBe(`/go/${p.id}`);
      }
    }
  });

  it('never recommends a colour the user owns in that category, and follows a missing essential', async () => {
    const { cookie, user } = await t.signUp();
    const all = (await get(cookie, `userId=${user.id}&category=shirts&count=12`)).json() as Product[];
    expect(all.length).toBe(12);
    // Own every colour of the top picks as tops: none of those colours may come back for shirts.
    const owned = [...new Set(all.slice(0, 4).flatMap((p) => p.colors))];
    await t.ctx.db.insert(clothingItems).values(owned.map((color) => ({ userId: user.id, name: `My ${color} shirt`, category: 'Tops' as const, color })));
    const after = (await get(cookie, `userId=${user.id}&category=shirts&count=12`)).json() as Product[];
    expect(after.length).toBeGreaterThan(0);
    for (const p of after) for (const c of p.colors) expect(owned).not.toContain(c);

    await t.ctx.db.insert(stylePreferences).values({
      userId: user.id,
      preferredStyle: 'Smart Casual',
      styleGoals: [],
      colorPalette: [],
      essentialItems: [{ name: 'Leather Belt', category: 'Accessories', description: '', priority: 'High' }],
    });
    const accessories = (await get(cookie, `userId=${user.id}&category=accessories&count=3`)).json() as Product[];
    expect(accessories[0]!.name.toLowerCase()).toContain('belt');
  });
});
