import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEvent, addItems } from '../helpers/stylist';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const NOW = new Date('2026-11-10T20:00:00Z');

/** Issue 44 point 3: wardrobe insights over HTTP, and keep / store / let go. */
describe.each(databaseKinds)('wardrobe insights on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW });
  });
  afterAll(() => t.close());
  let seq = 0;

  async function person() {
    const { cookie, user } = await t.signUp({ phoneNumber: `+14155562${String(++seq).padStart(3, '0')}` });
    await t.database.execute(`update users set onboarding_completed = true where id = $1`, [user.id]);
    const ids = await addItems(t.ctx.db, user.id, [
      { name: 'White Tee', category: 'Tops', color: 'White', formality: 'casual' },
      { name: 'Oxford Shirt', category: 'Tops', color: 'Light Blue', formality: 'smart casual' },
      { name: 'Dark Jeans', category: 'Bottoms', color: 'Indigo', formality: 'casual' },
      { name: 'White Sneakers', category: 'Shoes', color: 'White', formality: 'casual' },
      { name: 'Velvet Blazer', category: 'Suits & tailoring', color: 'Burgundy', formality: 'formal' },
    ]);
    // Prices, an old add date for the blazer (never worn since February) and a wear log.
    await t.database.execute(`update clothing_items set price_cents = 3000 where id = $1`, [ids[0]]);
    await t.database.execute(`update clothing_items set price_cents = 9000 where id = $1`, [ids[2]]);
    await t.database.execute(`update clothing_items set price_cents = 30000, added_at = '2026-02-01T12:00:00Z' where id = $1`, [ids[4]]);
    for (const day of ['2026-11-01', '2026-11-03', '2026-11-05']) {
      for (const id of [ids[0], ids[2]]) await t.request({ method: 'POST', url: `/api/clothing-items/${id}/wear`, cookie, payload: { date: day } });
    }
    await addEvent(t.ctx.db, user.id, { title: 'Board meeting', date: '2026-11-12', dressCode: 'Business Formal' });
    return { cookie, user, ids: ids as number[] };
  }
  const insights = async (cookie: string) => {
    const res = await t.request({ method: 'GET', url: '/api/insights', cookie });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('ranks cost per wear, lists wear, idle pieces with notes, balance and outfit count', async () => {
    const { cookie, ids } = await person();
    const r = await insights(cookie);
    expect(r.costPerWear.map((x: { name: string; costPerWear: number }) => [x.name, x.costPerWear])).toEqual([
      ['White Tee', 10],
      ['Dark Jeans', 30],
      ['Velvet Blazer', 300],
    ]);
    expect(r.mostWorn.map((x: { name: string }) => x.name)).toEqual(['White Tee', 'Dark Jeans']);
    expect(r.idle.map((x: { id: number }) => x.id)).toEqual([ids[4]]);
    expect(r.idle[0].notes.resale).toMatch(/\$90–\$150/);
    expect(r.byCategory[0]).toEqual({ label: 'Tops', count: 2 });
    // Tee or oxford with jeans and sneakers.
    expect(r.outfits).toBe(2);
    expect(r.bestAddition).toEqual({ label: 'A smart casual pair of bottoms', adds: 2 });
    expect(r.byFormality.find((f: { formality: string }) => f.formality === 'business').wanted).toBeGreaterThan(0);
  });

  it('keep hides a piece for 90 days; let go archives it with its note; store archives it', async () => {
    const { cookie, ids } = await person();
    const review = (payload: object) => t.request({ method: 'POST', url: '/api/insights/reviews', cookie, payload });
    const kept = await review({ itemId: ids[4], decision: 'keep' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ decision: 'keep', keepUntil: '2027-02-08', status: 'active' });
    expect((await insights(cookie)).idle).toEqual([]);

    const gone = await review({ itemId: ids[4], decision: 'let-go', route: 'resale' });
    expect(gone.json()).toMatchObject({ decision: 'let-go', route: 'resale', status: 'archived' });
    expect(gone.json().note).toMatch(/Velvet Blazer/);
    const after = await insights(cookie);
    expect(after.costPerWear.some((x: { id: number }) => x.id === ids[4])).toBe(false);
    const closet = (
      await t.request({ method: 'GET', url: `/api/clothing-items/${(await t.request({ method: 'GET', url: '/api/user', cookie })).json().id}`, cookie })
    ).json();
    expect(closet.find((i: { id: number }) => i.id === ids[4]).status).toBe('archived');

    const stored = await review({ itemId: ids[3], decision: 'store' });
    expect(stored.json()).toMatchObject({ status: 'archived', route: null, note: null });
    // One row per piece: the latest choice.
    const rows = await t.database.execute(`select count(*)::int as n from item_reviews where item_id = $1`, [ids[4]]);
    expect(rows.rows[0]!.n).toBe(1);
  });

  it("refuses bad input with a 4xx and never touches another person's piece", async () => {
    const a = await person();
    const b = await person();
    const review = (cookie: string, payload: unknown) => t.request({ method: 'POST', url: '/api/insights/reviews', cookie, payload: payload as object });
    for (const payload of [
      {},
      { itemId: a.ids[0] },
      { itemId: a.ids[0], decision: 'burn' },
      { itemId: a.ids[0], decision: 'let-go' },
      { itemId: a.ids[0], decision: 'keep', route: 'resale' },
      { itemId: 'x', decision: 'keep' },
    ]) {
      expect((await review(a.cookie, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await review(b.cookie, { itemId: a.ids[0], decision: 'store' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/insights' })).statusCode).toBe(401);
  });

  it('goes with the account: in the export tables and deleted with it', async () => {
    const { cookie, ids, user } = await person();
    await t.request({ method: 'POST', url: '/api/insights/reviews', cookie, payload: { itemId: ids[4], decision: 'let-go', route: 'donation' } });
    const { userTables } = await import('../../src/server/services/administration/database/user-tables');
    expect((await userTables(t.ctx)).map((x) => x.name)).toContain('item_reviews');
    await t.ctx.db
      .delete((await import('../../src/db/schema')).users)
      .where((await import('drizzle-orm')).eq((await import('../../src/db/schema')).users.id, user.id));
    const rows = await t.database.execute(`select count(*)::int as n from item_reviews where user_id = $1`, [user.id]);
    expect(rows.rows[0]!.n).toBe(0);
  });
});
