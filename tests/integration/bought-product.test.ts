import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalog } from '../../src/adapters/retail/demo-catalog';
import { DEMO_IMAGE_PATH } from '../../src/server/services/shopping/sync-source';
import { createClosetTestApp } from '../helpers/closet';
import { insertProducts, insertRetailer } from '../helpers/catalog';
import { addEvent, addItems } from '../helpers/stylist';
import { databaseKinds, type TestApp } from '../helpers/test-app';

const NOW = new Date('2026-11-10T20:00:00Z');

/** Issue 44 point 4: 'I bought this' puts a Shop product in the closet in one step and fills the gap it answered. */
describe.each(databaseKinds)('I bought this on %s', (kind) => {
  let t: TestApp;
  let blazerId: number;
  let teeId: number;
  let teeUrl: string;
  beforeAll(async () => {
    t = await createClosetTestApp(kind, () => NOW);
    const retailer = await insertRetailer(t);
    const demo = demoCatalog('http://demo.invalid', '').find((i) => i.category === 'shirts')!;
    const [blazer, tee] = await insertProducts(t, retailer.id, [
      { name: 'Navy Wool Blazer', brand: 'Tailor & Co', category: 'jackets', priceCents: 16_000, colors: ['navy'] },
      {
        name: 'White Pocket Tee',
        brand: 'Basics',
        category: 'shirts',
        priceCents: 2_500,
        colors: [],
        externalId: demo.externalId,
        imageUrl: `${DEMO_IMAGE_PATH}/${demo.externalId}.png`,
      },
    ]);
    blazerId = blazer!.id;
    teeId = tee!.id;
    teeUrl = tee!.productUrl;
  });
  afterAll(() => t.close());

  let seq = 0;
  async function worker() {
    const { cookie, user } = await t.signUp({ phoneNumber: `+14155561${String(++seq).padStart(3, '0')}` });
    await t.database.execute(`update users set onboarding_completed = true, gender = 'male' where id = $1`, [user.id]);
    await addItems(t.ctx.db, user.id, [
      { name: 'White Oxford', category: 'Tops', color: 'White' },
      { name: 'Grey Trousers', category: 'Bottoms', color: 'Grey' },
      { name: 'White Sneakers', category: 'Shoes', color: 'White' },
    ]);
    for (const day of ['2026-11-12', '2026-11-17', '2026-11-24'])
      await addEvent(t.ctx.db, user.id, { title: 'Client meeting', date: day, dressCode: 'Business Casual' });
    return { cookie, user };
  }
  const bought = (cookie: string, payload: unknown) => t.request({ method: 'POST', url: '/api/clothing-items/bought', cookie, payload: payload as object });
  const gapKeys = async (cookie: string) => ((await t.request({ method: 'GET', url: '/api/gaps', cookie })).json().gaps as { key: string }[]).map((g) => g.key);

  it('adds the product with its details, dated today, and marks the blazer gap filled', async () => {
    const { cookie } = await worker();
    expect(await gapKeys(cookie)).toContain('blazer');
    const res = await bought(cookie, { productId: blazerId });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.created).toBe(true);
    expect(body.item).toMatchObject({ name: 'Navy Wool Blazer', brand: 'Tailor & Co', color: 'Navy', price: 160, timesWorn: 0 });
    expect(body.item.addedAt.slice(0, 10)).toBe('2026-11-10');
    expect(body.filledGaps.map((g: { key: string }) => g.key)).toContain('blazer');
    expect(await gapKeys(cookie)).not.toContain('blazer');
    // Worn once, the price is its cost per wear at once.
    const wear = await t.request({ method: 'POST', url: `/api/clothing-items/${body.item.id}/wear`, cookie, payload: { date: '2026-11-10' } });
    expect(wear.statusCode).toBeLessThan(300);
    const closet = (await t.request({ method: 'GET', url: `/api/clothing-items/${body.item.userId}`, cookie })).json();
    expect(closet.find((i: { id: number }) => i.id === body.item.id).costPerWear).toBe(160);
  });

  it('brings the shop photo, and a second tap returns the same piece', async () => {
    const { cookie, user } = await worker();
    const first = await bought(cookie, { productId: teeId });
    expect(first.statusCode).toBe(201);
    expect(first.json().photoAdded).toBe(true);
    expect(first.json().item.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    const again = await bought(cookie, { link: `http://localhost/go/${teeId}` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, item: { id: first.json().item.id } });
    const count = await t.database.execute(`select count(*)::int as n from clothing_items where user_id = $1 and source_product_id = $2`, [user.id, teeId]);
    expect(count.rows[0]!.n).toBe(1);
  });

  it('two taps at once make one piece, and both answer with it', async () => {
    const { cookie, user } = await worker();
    const answers = await Promise.all([
      bought(cookie, { productId: blazerId }),
      bought(cookie, { productId: blazerId }),
      bought(cookie, { productId: blazerId }),
    ]);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.json().item.id)).size).toBe(1);
    const count = await t.database.execute(
      `select count(*)::int as n from clothing_items where user_id = $1 and source_product_id = $2 and deleted_at is null`,
      [user.id, blazerId],
    );
    expect(count.rows[0]!.n).toBe(1);
  });

  it('a piece deleted, bought again, then brought back by Undo comes back as a piece of its own', async () => {
    const { cookie, user } = await worker();
    const first = (await bought(cookie, { productId: blazerId })).json().item.id as number;
    expect((await t.request({ method: 'DELETE', url: `/api/clothing-items/${first}`, cookie })).statusCode).toBeLessThan(300);
    const second = (await bought(cookie, { productId: blazerId })).json().item.id as number;
    expect(second).not.toBe(first);
    const undo = await t.request({ method: 'POST', url: `/api/clothing-items/${first}/restore`, cookie });
    expect(undo.statusCode).toBe(200);
    const rows = await t.database.execute(`select id, source_product_id from clothing_items where user_id = $1 and deleted_at is null order by id`, [user.id]);
    const blazers = rows.rows.filter((r) => r.id === first || r.id === second);
    expect(blazers).toEqual([
      { id: first, source_product_id: null },
      { id: second, source_product_id: blazerId },
    ]);
  });

  it("finds a product by the retailer's own page", async () => {
    const { cookie } = await worker();
    const res = await bought(cookie, { link: teeUrl });
    expect(res.statusCode).toBe(201);
    expect(res.json().item.name).toBe('White Pocket Tee');
  });

  it('answers bad input with a clear 4xx and adds nothing', async () => {
    const { cookie, user } = await worker();
    for (const payload of [{}, { productId: -1 }, { productId: 'x' }, { link: '' }, { productId: 1, link: '/go/1' }, { link: 'x'.repeat(3000) }]) {
      const res = await bought(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [{ productId: 2_000_000 }, { link: 'https://elsewhere.example/p/1' }, { link: '/go/2000000' }]) {
      const res = await bought(cookie, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/not found in the catalog/);
    }
    expect((await t.request({ method: 'POST', url: '/api/clothing-items/bought', payload: { productId: blazerId } })).statusCode).toBe(401);
    const count = await t.database.execute(`select count(*)::int as n from clothing_items where user_id = $1`, [user.id]);
    expect(count.rows[0]!.n).toBe(3);
  });
});
