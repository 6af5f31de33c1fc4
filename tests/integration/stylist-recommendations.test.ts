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

  it("answers the current month in the user's timezone from the gap model, and stores each gap once", async () => {
    const { cookie, user } = await t.signUp();
    await addItems(t.ctx.db, user.id, smallCloset);
    const res = await list(cookie);
    expect(res.statusCode).toBe(200);
    const recs = res.json();
    const gaps = (await t.request({ method: 'GET', url: '/api/gaps', cookie })).json().gaps;
    expect(recs.map((r: { name: string }) => r.name)).toEqual(gaps.map((g: { label: string }) => g.label));
    for (const r of recs) {
      expect(r).toMatchObject({ userId: user.id, month: 'March', year: 2026, saved: false, imageUrl: null });
      expect(['High', 'Medium', 'Low']).toContain(r.priority);
      expect(r.checklist.length).toBe(4);
      expect(r.checklist.every((c: { done: boolean }) => c.done === false)).toBe(true);
    }
    const rowsBefore = await countRows(t.database, 'purchase_recommendations');
    const again = await list(cookie, '?month=March&year=2026');
    expect(again.json()).toEqual(recs);
    expect(await countRows(t.database, 'purchase_recommendations')).toBe(rowsBefore);
  });

  it('stores one row per gap when two first requests arrive together', async () => {
    const { cookie, user } = await t.signUp();
    const [a, b] = await Promise.all([list(cookie), list(cookie)]);
    expect(
      a
        .json()
        .map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual(
      b
        .json()
        .map((r: { id: number }) => r.id)
        .sort(),
    );
    const rows = await t.database.execute(`select count(*)::int as n from purchase_recommendations where user_id = $1 and month = 'March'`, [user.id]);
    expect(rows.rows[0]!.n).toBe(a.json().length);
  });

  it('an empty closet lacks shoes among others; another month holds only what was stored then', async () => {
    const { cookie } = await t.signUp();
    const march = (await list(cookie)).json();
    // New York in March: the shoes it asks for are wet-weather ones, and the line says no shoes are owned at all.
    expect(march.some((r: { description: string }) => /you own no shoes/i.test(r.description))).toBe(true);
    expect(march.length).toBeGreaterThanOrEqual(3);
    const jan = await list(cookie, '?month=january&year=2027');
    expect(jan.statusCode).toBe(200);
    expect(jan.json()).toEqual([]);
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
