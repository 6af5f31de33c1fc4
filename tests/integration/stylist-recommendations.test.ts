import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';
import { addItems, smallCloset } from '../helpers/stylist';

// 02:00 UTC on 1 April is still 31 March in New York.
const NOW = new Date('2026-04-01T02:00:00Z');

describe.each(databaseKinds)('monthly recommendations on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW });
  });
  afterAll(() => t.close());

  const list = (cookie: string, query = '') => t.request({ method: 'GET', url: `/api/recommendations${query}`, cookie });

  it("generates 3 to 6 for the current month in the user's timezone, once", async () => {
    const { cookie, user } = await t.signUp();
    await addItems(t.ctx.db, user.id, smallCloset);
    const res = await list(cookie);
    expect(res.statusCode).toBe(200);
    const recs = res.json();
    expect(recs.length).toBeGreaterThanOrEqual(3);
    expect(recs.length).toBeLessThanOrEqual(6);
    for (const r of recs) {
      expect(r).toMatchObject({ userId: user.id, month: 'March', year: 2026, saved: false, imageUrl: null });
      expect(['High', 'Medium', 'Low']).toContain(r.priority);
      expect(r.priceRange).toMatch(/^\$\d+ - \$\d+$/);
      expect(r.checklist.length).toBeGreaterThanOrEqual(3);
      expect(r.checklist.length).toBeLessThanOrEqual(4);
      expect(r.checklist.every((c: { done: boolean }) => c.done === false)).toBe(true);
    }
    const rowsBefore = await countRows(t.database, 'purchase_recommendations');
    const again = await list(cookie, '?month=March&year=2026');
    expect(again.json()).toEqual(recs);
    expect(await countRows(t.database, 'purchase_recommendations')).toBe(rowsBefore);
  });

  it('stores one set when two first requests for a month arrive together', async () => {
    const { cookie, user } = await t.signUp();
    const [a, b] = await Promise.all([list(cookie, '?month=May&year=2026'), list(cookie, '?month=May&year=2026')]);
    expect(a.json()).toEqual(b.json());
    const rows = await t.database.execute(`select count(*)::int as n from purchase_recommendations where user_id = $1 and month = 'May'`, [user.id]);
    expect(rows.rows[0]!.n).toBe(a.json().length);
  });

  it("fills the closet's gaps against the style profile", async () => {
    const { cookie, user } = await t.signUp();
    await t.request({
      method: 'PUT',
      url: `/api/users/${user.id}/style-preferences`,
      cookie,
      payload: {
        styleGoals: [],
        preferredStyle: 'Business Casual',
        colorPalette: ['Navy', 'Olive'],
        essentialItems: [{ name: 'Camel Trench Coat', category: 'Outerwear', priority: 'Medium' }],
      },
    });
    await addItems(t.ctx.db, user.id, [
      { name: 'White Tee', category: 'Tops', color: 'White' },
      { name: 'Jeans', category: 'Bottoms', color: 'Indigo' },
      { name: 'Canvas Sneakers', category: 'Shoes', color: 'White', formality: 'casual' },
    ]);
    const names = (await list(cookie)).json().map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Leather dress shoes', 'Lightweight trench or field jacket', 'Button-down shirts']));
    expect(names.length).toBe(6);
  });

  it('keeps each month separately and answers an empty closet too', async () => {
    const { cookie } = await t.signUp();
    const march = (await list(cookie)).json();
    const jan = await list(cookie, '?month=january&year=2027');
    expect(jan.statusCode).toBe(200);
    expect(jan.json()[0]).toMatchObject({ month: 'January', year: 2027, name: 'White leather sneakers' });
    expect(jan.json().map((r: { id: number }) => r.id)).not.toEqual(expect.arrayContaining(march.map((r: { id: number }) => r.id)));
  });

  it('saves the save toggle and the checklist, for the owner only', async () => {
    const { cookie } = await t.signUp();
    const [rec] = (await list(cookie)).json();
    const saved = await t.request({ method: 'PATCH', url: `/api/recommendations/${rec.id}`, cookie, payload: { saved: true } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...rec, saved: true });
    const checklist = rec.checklist.map((c: { label: string }, i: number) => ({ label: c.label, done: i === 0 }));
    const ticked = await t.request({ method: 'PATCH', url: `/api/recommendations/${rec.id}`, cookie, payload: { checklist } });
    expect(ticked.json()).toEqual({ ...rec, saved: true, checklist });
    expect((await list(cookie)).json()[0]).toEqual({ ...rec, saved: true, checklist });

    const other = await t.signUp();
    const foreign = await t.request({ method: 'PATCH', url: `/api/recommendations/${rec.id}`, cookie: other.cookie, payload: { saved: false } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'NOT_FOUND', message: 'Recommendation not found' });
    expect((await t.request({ method: 'PATCH', url: '/api/recommendations/999999', cookie, payload: { saved: true } })).statusCode).toBe(404);
    expect((await list(cookie)).json()[0].saved).toBe(true);
  });

  it.each([
    ['?month=Smarch', 'month', 'Month must be a full month name, such as March'],
    ['?month=Mar', 'month', 'Month must be a full month name, such as March'],
    ['?year=twenty', 'year', 'Year must be a number such as 2026'],
    ['?year=1999', 'year', 'Year must be between 2000 and 2100'],
    ['?page=2', 'page', 'Unknown field: page'],
  ])('refuses the query %s with a clear 400', async (query, field, message) => {
    const { cookie } = await t.signUp();
    const res = await list(cookie, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', field, message });
  });

  it.each([
    [{ saved: 'yes' }, 'saved'],
    [{ checklist: [{ label: '', done: true }] }, 'checklist.0.label'],
    [{ checklist: [{ label: 'x' }] }, 'checklist.0.done'],
    [{ priority: 'Low' }, 'priority'],
  ])('refuses a bad update %# and changes nothing', async (payload, field) => {
    const { cookie } = await t.signUp();
    const [rec] = (await list(cookie)).json();
    const res = await t.request({ method: 'PATCH', url: `/api/recommendations/${rec.id}`, cookie, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect((await list(cookie)).json()[0]).toEqual(rec);
  });

  it('needs a signed-in user', async () => {
    expect((await t.request({ method: 'GET', url: '/api/recommendations' })).statusCode).toBe(401);
    expect((await t.request({ method: 'PATCH', url: '/api/recommendations/1', payload: { saved: true } })).statusCode).toBe(401);
  });
});
