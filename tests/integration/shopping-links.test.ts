import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateClicks, clothingItems, products, productSources, retailers, type NewProductRow } from '../../src/db/schema';
import { adminEnv, operatorLogin, signUpAdmin } from '../helpers/administration';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

type Product = { id: number; name: string; productUrl: string; category: string; colors: string[]; inStock: boolean; retailerId: number };

describe.each(databaseKinds)('recommendations, /go/ links and click counts on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  let shopId: number;
  let otherShopId: number;
  let user: { cookie: string; user: { id: number } };
  let stranger: { cookie: string; user: { id: number } };
  const ids: Record<string, number> = {};

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  async function addProduct(key: string, row: Partial<NewProductRow> & Pick<NewProductRow, 'name' | 'category'>) {
    const [p] = await t.ctx.db
      .insert(products)
      .values({
        retailerId: shopId,
        externalId: `ext-${key}`,
        priceCents: 4999,
        productUrl: `https://shop.example/products/${key}`,
        gender: 'men',
        ...row,
      })
      .returning({ id: products.id });
    ids[key] = p!.id;
    return p!.id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { env: adminEnv });
    auth = (await operatorLogin(t)).headers;
    shopId = (await call('POST', '/api/admin/retailers', { key: 'shopify-test', name: 'Test Shop', baseUrl: 'https://shop.example' })).json().id;
    otherShopId = (await call('POST', '/api/admin/retailers', { key: 'feed-json', name: 'Other Shop', baseUrl: 'https://other.example' })).json().id;
    const [source] = await t.ctx.db.insert(productSources).values({ retailerId: shopId, name: 'Featured', priority: 80 }).returning({ id: productSources.id });

    await addProduct('navy-blazer', { name: 'Navy wool blazer', category: 'jackets', colors: ['navy'] });
    await addProduct('white-oxford', { name: 'White oxford shirt', category: 'shirts', colors: ['white'] });
    await addProduct('sage-linen', { name: 'Sage linen shirt', category: 'shirts', colors: ['sage'] });
    await addProduct('pink-camp', { name: 'Pink camp shirt', category: 'shirts', colors: ['hot pink'], sourceId: source!.id });
    await addProduct('blue-oxford-sold', { name: 'Blue oxford shirt', category: 'shirts', colors: ['light blue'], inStock: false });
    await addProduct('grey-tee', { name: 'Grey tee', category: 'shirts', colors: ['grey'] });
    await addProduct('womens-blouse', { name: 'Silk blouse', category: 'shirts', colors: ['cream'], gender: 'women' });
    await addProduct('chinos', { name: 'Stone chinos', category: 'pants', colors: ['stone'] });
    await addProduct('belt', { name: 'Leather belt', category: 'accessories', colors: ['brown'] });
    const [other] = await t.ctx.db
      .insert(products)
      .values({
        retailerId: otherShopId,
        externalId: 'o-1',
        name: 'Teal henley',
        category: 'shirts',
        priceCents: 2500,
        productUrl: 'https://other.example/p/o-1',
        colors: ['teal'],
        gender: 'men',
      })
      .returning({ id: products.id });
    ids['other-henley'] = other!.id;

    user = await t.signUp();
    stranger = await t.signUp();
    await t.ctx.db.insert(clothingItems).values([
      { userId: user.user.id, name: 'Oxford shirt', category: 'Tops', color: 'White' },
      { userId: user.user.id, name: 'Chinos', category: 'Bottoms', color: 'Khaki' },
      { userId: user.user.id, name: 'Loafers', category: 'Shoes', color: 'Brown' },
    ]);
  });
  afterAll(() => t.close());

  const recommendations = (query: string, cookie = user.cookie) => t.request({ method: 'GET', url: `/api/retailers/recommendations?${query}`, cookie });

  describe('GET /api/retailers/recommendations', () => {
    it('answers 401 to a signed-out caller and 404 for another user id', async () => {
      expect((await t.request({ method: 'GET', url: `/api/retailers/recommendations?userId=${user.user.id}` })).statusCode).toBe(401);
      const res = await recommendations(`userId=${stranger.user.id}&category=shirts`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('User not found');
    });

    it('defaults to 3, in stock, never owned in the same colour and category, in the spec shape', async () => {
      const res = await recommendations(`userId=${user.user.id}&category=shirts`);
      expect(res.statusCode).toBe(200);
      const list = res.json() as Product[];
      expect(list).toHaveLength(3);
      const names = list.map((p) => p.name);
      expect(names).not.toContain('White oxford shirt'); // owns a white top
      expect(names).not.toContain('Blue oxford shirt'); // out of stock
      expect(names).not.toContain('Silk blouse'); // women's
      for (const p of list) {
        expect(p.category).toBe('shirts');
        expect(p.inStock).toBe(true);
        expect(p.productUrl).toBe(`/go/${p.id}`);
        expect(Object.keys(p).sort()).toEqual(
          [
            'brand',
            'category',
            'colors',
            'currency',
            'description',
            'id',
            'imageUrl',
            'inStock',
            'name',
            'price',
            'productUrl',
            'retailerId',
            'retailerName',
          ].sort(),
        );
      }
    });

    it('takes count from 1 to 12 and answers 400 outside it, or for an unknown category', async () => {
      expect((await recommendations(`userId=${user.user.id}&category=shirts&count=1`)).json()).toHaveLength(1);
      const twelve = (await recommendations(`userId=${user.user.id}&category=shirts&count=12`)).json() as Product[];
      expect(twelve.map((p) => p.name).sort()).toEqual(['Grey tee', 'Pink camp shirt', 'Sage linen shirt', 'Teal henley']);
      for (const bad of ['count=0', 'count=13', 'count=-1', 'count=2.5', 'count=abc', 'category=hats', 'userId=abc', 'userId=0']) {
        const res = await recommendations(`${bad.startsWith('userId') ? '' : `userId=${user.user.id}&`}${bad}`);
        expect(res.statusCode, bad).toBe(400);
        expect(typeof res.json().message, bad).toBe('string');
      }
    });

    it('puts the product of the higher-priority source first when the closet fit is equal', async () => {
      const list = (await recommendations(`userId=${user.user.id}&category=shirts&count=12`)).json() as Product[];
      // Every candidate shirt goes with the khaki chinos and the brown loafers; only the pink one comes from a source (priority 80).
      expect(list[0]!.name).toBe('Pink camp shirt');
    });

    it('covers every category without a category, and hides a disabled retailer', async () => {
      const all = (await recommendations(`userId=${user.user.id}&count=12`)).json() as Product[];
      expect(new Set(all.map((p) => p.category))).toEqual(new Set(['shirts', 'pants', 'jackets', 'accessories']));
      await t.ctx.db.update(retailers).set({ enabled: false }).where(eq(retailers.id, otherShopId));
      const after = (await recommendations(`userId=${user.user.id}&category=shirts&count=12`)).json() as Product[];
      expect(after.map((p) => p.name)).not.toContain('Teal henley');
      await t.ctx.db.update(retailers).set({ enabled: true }).where(eq(retailers.id, otherShopId));
    });

    it('answers an empty list when nothing is left', async () => {
      expect((await recommendations(`userId=${user.user.id}&category=shoes`)).json()).toEqual([]);
    });
  });

  describe('/go/{productId}', () => {
    const go = (path: string, cookie?: string) => t.request({ method: 'GET', url: path, ...(cookie ? { cookie } : {}) });
    const clicks = () => t.ctx.db.select().from(affiliateClicks).orderBy(affiliateClicks.id);

    it('redirects to the plain product URL without an affiliate program and records an anonymous click', async () => {
      const before = (await clicks()).length;
      const res = await go(`/go/${ids['chinos']}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://shop.example/products/chinos');
      expect(res.headers['cache-control']).toBe('no-store');
      const rows = await clicks();
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toMatchObject({ userId: null, productId: ids['chinos'], retailerId: shopId });
    });

    it('uses the most recently updated enabled template, with every placeholder, and records the signed-in user', async () => {
      const first = (
        await call('POST', '/api/admin/affiliates', {
          retailerId: shopId,
          template: 'https://aff.example/old?p={productId}',
          trackingId: 'old',
        })
      ).json();
      const second = (
        await call('POST', '/api/admin/affiliates', {
          retailerId: shopId,
          template: 'https://aff.example/c/{trackingId}?sub={subId}&tag={partnerTag}&pid={productId}',
          trackingId: 'trk 1',
          subId: 'a&b',
          partnerTag: 'ww-20',
        })
      ).json();
      await call('POST', '/api/admin/affiliates', { retailerId: shopId, template: 'https://aff.example/disabled/{productId}', enabled: false });
      let res = await go(`/go/${ids['belt']}`, user.cookie);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://aff.example/c/trk%201?sub=a%26b&tag=ww-20&pid=ext-belt');
      expect((await clicks()).at(-1)).toMatchObject({ userId: user.user.id, productId: ids['belt'], retailerId: shopId });

      // Editing the older one makes it the most recent.
      await call('PUT', `/api/admin/affiliates/${first.id}`, { ...first, trackingId: 'old2' });
      res = await go(`/go/${ids['belt']}`);
      expect(res.headers.location).toBe('https://aff.example/old?p=ext-belt');
      await call('PUT', `/api/admin/affiliates/${first.id}`, { ...first, enabled: false });
      res = await go(`/go/${ids['belt']}`);
      expect(res.headers.location).toBe('https://aff.example/c/trk%201?sub=a%26b&tag=ww-20&pid=ext-belt');
      await call('DELETE', `/api/admin/affiliates/${second.id}`);
      await call('DELETE', `/api/admin/affiliates/${first.id}`);
    });

    it('falls back to the plain URL when the template does not give http(s)', async () => {
      const bad = (await call('POST', '/api/admin/affiliates', { retailerId: otherShopId, template: 'javascript:alert({productId})' })).json();
      const res = await go(`/go/${ids['other-henley']}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://other.example/p/o-1');
      await call('DELETE', `/api/admin/affiliates/${bad.id}`);
    });

    it('ignores every query parameter', async () => {
      for (const q of ['url=https://evil.example', 'redirect=https://evil.example', 'next=//evil.example', 'productUrl=https://evil.example', 'productId=1']) {
        const res = await go(`/go/${ids['chinos']}?${q}`);
        expect(res.statusCode, q).toBe(302);
        expect(res.headers.location, q).toBe('https://shop.example/products/chinos');
      }
    });

    it('answers 404 for an unknown or malformed id, and does not fall through to the web app', async () => {
      const before = (await clicks()).length;
      for (const path of ['/go/999999', '/go/0', '/go/abc', '/go/1.5', '/go/1%00', '/go/%20', '/go/', '/go', '/go/1/2', `/go/${'9'.repeat(30)}`, '/go/-1']) {
        const res = await go(path);
        expect(res.statusCode, path).toBe(404);
        expect(res.headers['content-type'], path).toContain('application/json');
      }
      expect((await clicks()).length).toBe(before);
    });

    it('answers 404 for a product of a disabled retailer', async () => {
      await t.ctx.db.update(retailers).set({ enabled: false }).where(eq(retailers.id, otherShopId));
      expect((await go(`/go/${ids['other-henley']}`)).statusCode).toBe(404);
      await t.ctx.db.update(retailers).set({ enabled: true }).where(eq(retailers.id, otherShopId));
    });

    it('does not count a HEAD request as a click', async () => {
      const before = (await clicks()).length;
      const res = await t.request({ method: 'HEAD', url: `/go/${ids['chinos']}` });
      expect(res.statusCode).toBe(302);
      expect((await clicks()).length).toBe(before);
    });
  });

  describe('GET /api/admin/affiliate-clicks', () => {
    it('needs an operator or an admin user', async () => {
      expect((await t.request({ method: 'GET', url: '/api/admin/affiliate-clicks' })).statusCode).toBe(401);
      expect((await t.request({ method: 'GET', url: '/api/admin/affiliate-clicks', cookie: user.cookie })).statusCode).toBe(403);
      const admin = await signUpAdmin(t);
      expect((await t.request({ method: 'GET', url: '/api/admin/affiliate-clicks', cookie: admin.cookie })).statusCode).toBe(200);
    });

    it('counts clicks per retailer over the last 30 days only, every retailer listed', async () => {
      const now = Date.now();
      await t.ctx.db.insert(affiliateClicks).values([
        { retailerId: otherShopId, productId: ids['other-henley']!, clickedAt: new Date(now - 29 * 86_400_000) },
        { retailerId: otherShopId, productId: ids['other-henley']!, clickedAt: new Date(now - 31 * 86_400_000) },
      ]);
      const shopClicks = (await t.ctx.db.select().from(affiliateClicks).where(eq(affiliateClicks.retailerId, shopId))).length;
      const third = (await call('POST', '/api/admin/retailers', { key: 'quiet', name: 'Quiet Shop', baseUrl: 'https://quiet.example' })).json();
      const res = await call('GET', '/api/admin/affiliate-clicks');
      expect(res.statusCode).toBe(200);
      const body = res.json() as { days: number; total: number; retailers: { retailerId: number; clicks: number }[] };
      expect(body.days).toBe(30);
      const byId = new Map(body.retailers.map((r) => [r.retailerId, r.clicks]));
      expect(byId.get(shopId)).toBe(shopClicks);
      expect(byId.get(otherShopId)).toBe(2); // the fallback redirect above and the 29-day-old click; not the 31-day-old one
      expect(byId.get(third.id)).toBe(0);
      expect(body.total).toBe(shopClicks + 2);
      expect(body.retailers[0]!.clicks).toBeGreaterThanOrEqual(body.retailers[1]!.clicks);
    });
  });
});
