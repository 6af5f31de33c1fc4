import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';
import { addItems, smallCloset } from '../helpers/stylist';

const NOW = new Date('2026-03-14T15:00:00Z');

describe.each(databaseKinds)('wear logging on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW });
  });
  afterAll(() => t.close());

  const wear = (cookie: string, payload: unknown) => t.request({ method: 'POST', url: '/api/outfits/wear', cookie, payload: payload as object });
  const wears = async (userId: number) =>
    (await t.database.execute('select item_id, worn_on::text as d from clothing_item_wears where user_id = $1 order by item_id, worn_on', [userId])).rows;

  it('logs one wear per item for today, once per day', async () => {
    const { cookie, user } = await t.signUp();
    const ids = await addItems(t.ctx.db, user.id, smallCloset.slice(0, 3));
    const first = await wear(cookie, { itemIds: ids });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ date: '2026-03-14', itemIds: ids, logged: 3, wearIds: expect.any(Array) });
    const again = await wear(cookie, { itemIds: [ids[0], ids[0]] });
    expect(again.json()).toEqual({ date: '2026-03-14', itemIds: [ids[0]], logged: 0, wearIds: [] });
    expect(await wears(user.id)).toEqual(ids.map((id) => ({ item_id: id, d: '2026-03-14' })));
  });

  it('logs wears on earlier days too', async () => {
    const { cookie, user } = await t.signUp();
    const ids = await addItems(t.ctx.db, user.id, smallCloset);
    expect((await wear(cookie, { itemIds: [ids[1]], date: '2026-03-10' })).json().logged).toBe(1);
    expect((await wear(cookie, { itemIds: [ids[1]], date: '2026-03-11' })).json().logged).toBe(1);
    const rows = await t.database.execute('select count(*)::int as n from clothing_item_wears where item_id = $1', [ids[1]]);
    expect(rows.rows[0]!.n).toBe(2);
  });

  it("answers 404 and writes nothing when any item is someone else's", async () => {
    const owner = await t.signUp();
    const [theirs] = await addItems(t.ctx.db, owner.user.id, [smallCloset[0]!]);
    const { cookie, user } = await t.signUp();
    const [mine] = await addItems(t.ctx.db, user.id, [smallCloset[1]!]);
    const before = await countRows(t.database, 'clothing_item_wears');
    const res = await wear(cookie, { itemIds: [mine, theirs] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Clothing item not found' });
    expect((await wear(cookie, { itemIds: [987654] })).statusCode).toBe(404);
    expect(await countRows(t.database, 'clothing_item_wears')).toBe(before);
  });

  it.each([
    [{ itemIds: [] }, 'itemIds'],
    [{ itemIds: [1.5] }, 'itemIds.0'],
    [{ itemIds: [-1] }, 'itemIds.0'],
    [{}, 'itemIds'],
    [{ itemIds: [1], date: '2026-13-01' }, 'date'],
  ])('refuses bad input %# with a 400', async (payload, field) => {
    const { cookie } = await t.signUp();
    const res = await wear(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });

  it('refuses a future date', async () => {
    const { cookie, user } = await t.signUp();
    const ids = await addItems(t.ctx.db, user.id, [smallCloset[0]!]);
    const res = await wear(cookie, { itemIds: ids, date: '2026-03-15' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'date', message: 'You can only log wears up to today' });
  });

  it('needs a signed-in user', async () => {
    expect((await t.request({ method: 'POST', url: '/api/outfits/wear', payload: { itemIds: [1] } })).statusCode).toBe(401);
  });
});
