import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';
import { addItems, smallCloset } from '../helpers/stylist';
import { FORMALITIES, type Formality } from '../../src/shared/closet-constants';
import { FREE_OUTFIT_REFRESHES_PER_DAY } from '../../src/shared/billing';

const TODAY = '2026-03-14';
const TOMORROW = '2026-03-15';

interface Outfit {
  date: string;
  items: { id: number; name: string; category: string; formality: Formality | null }[];
  styleNote: string;
  refresh?: { changed: boolean; note: string | null };
}

const ids = (o: Outfit) => o.items.map((i) => i.id);
const formality = (o: Outfit) =>
  o.items.filter((i) => i.category !== 'Outerwear').reduce((sum, i) => sum + FORMALITIES.indexOf(i.formality ?? 'smart casual'), 0);

describe.each(databaseKinds)('reacting to the outfit of the day on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-03-14T15:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now });
  });
  afterAll(() => t.close());

  const post = (cookie: string, url: string, payload: object) => t.request({ method: 'POST', url, cookie, payload });
  const get = (cookie: string, url: string) => t.request({ method: 'GET', url, cookie });
  const outfit = async (cookie: string, body: object = {}) => {
    const res = await post(cookie, '/api/ai-stylist/generate-outfit', body);
    expect(res.statusCode).toBe(200);
    return res.json() as Outfit;
  };
  const stored = async (userId: number, date = TODAY) =>
    (await t.database.execute('select item_ids from daily_outfits where user_id = $1 and local_date = $2', [userId, date])).rows[0]?.item_ids;
  const reactionCount = async (userId: number) =>
    Number((await t.database.execute('select count(*)::int as n from outfit_reactions where user_id = $1', [userId])).rows[0]!.n);

  async function withCloset() {
    const { cookie, user } = await t.signUp();
    const itemIds = await addItems(t.ctx.db, user.id, smallCloset);
    return { cookie, user, itemIds };
  }

  it("a swap and a 'not today' change the next day's outfit", async () => {
    now = new Date('2026-03-14T15:00:00Z');
    const { cookie, user } = await withCloset();
    // What tomorrow would be without any reaction; then forgotten, so tomorrow is built afresh.
    const baseline = await outfit(cookie, { date: TOMORROW });
    await t.database.execute('delete from daily_outfits where user_id = $1 and local_date = $2', [user.id, TOMORROW]);

    const first = await outfit(cookie);
    const top = first.items.find((i) => i.category === 'Tops')!;
    const options = await get(cookie, `/api/outfits/swap-options?itemId=${top.id}`);
    expect(options.statusCode).toBe(200);
    const offered = options.json().options as Outfit['items'];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((i) => i.category === 'Tops' && i.id !== top.id)).toBe(true);

    // No replacement named: the engine's next best takes the place, and the swap is today's outfit everywhere.
    const swapped = await post(cookie, '/api/outfits/swap', { itemId: top.id });
    expect(swapped.statusCode).toBe(200);
    const afterSwap = swapped.json() as Outfit;
    expect(ids(afterSwap)).toEqual(ids(first).map((id) => (id === top.id ? offered[0]!.id : id)));
    expect(ids(await outfit(cookie))).toEqual(ids(afterSwap));
    expect(await stored(user.id)).toEqual(ids(afterSwap));

    const declined = await post(cookie, '/api/outfits/not-today', { reason: 'too-formal' });
    expect(declined.statusCode).toBe(200);
    const offeredInstead = declined.json() as Outfit & { refreshesLeft: number | null };
    expect(ids(offeredInstead)).not.toEqual(ids(afterSwap));
    expect(await stored(user.id)).toEqual(ids(offeredInstead));
    expect(await reactionCount(user.id)).toBe(2);

    now = new Date('2026-03-15T15:00:00Z');
    const tomorrow = await outfit(cookie);
    expect(tomorrow.date).toBe(TOMORROW);
    expect(ids(tomorrow)).not.toEqual(ids(baseline));
    // 'Too formal' dresses tomorrow down; the swapped-out top is not back beside what it was swapped away from.
    expect(formality(tomorrow)).toBeLessThan(formality(baseline));
    const kept = ids(first).filter((id) => id !== top.id);
    expect(ids(tomorrow).includes(top.id) && kept.every((id) => ids(tomorrow).includes(id))).toBe(false);
  });

  it('refuses a swap that is not for that slot, not yours or not in the outfit, and changes nothing', async () => {
    now = new Date('2026-03-14T15:00:00Z');
    const other = await withCloset();
    const { cookie, user, itemIds } = await withCloset();
    const today = await outfit(cookie);
    const top = today.items.find((i) => i.category === 'Tops')!;
    const spareShoes = itemIds.find((id) => smallCloset[itemIds.indexOf(id)]!.category === 'Shoes' && !ids(today).includes(id))!;
    const notWorn = itemIds.find((id) => !ids(today).includes(id))!;

    const cases: [object, number, string][] = [
      [{ itemId: top.id, replacementId: other.itemIds[1]! }, 404, 'NOT_FOUND'],
      [{ itemId: top.id, replacementId: spareShoes }, 400, 'VALIDATION_ERROR'],
      [{ itemId: notWorn }, 400, 'VALIDATION_ERROR'],
      [{ itemId: top.id, replacementId: top.id }, 400, 'VALIDATION_ERROR'],
      [{ itemId: 'one' }, 400, 'VALIDATION_ERROR'],
      [{ itemId: top.id, date: '2026-02-30' }, 400, 'VALIDATION_ERROR'],
      [{ itemId: top.id, date: '2026-03-01' }, 404, 'NOT_FOUND'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await post(cookie, '/api/outfits/swap', payload);
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    const wrongSlot = await post(cookie, '/api/outfits/swap', { itemId: top.id, replacementId: spareShoes });
    expect(wrongSlot.json()).toMatchObject({ field: 'replacementId', message: `Only a top can replace ${top.name}` });
    expect((await get(cookie, `/api/outfits/swap-options?itemId=${notWorn}`)).statusCode).toBe(400);
    expect((await get(cookie, '/api/outfits/swap-options?itemId=0x1')).statusCode).toBe(400);
    expect(await stored(user.id)).toEqual(ids(today));
    expect(await reactionCount(user.id)).toBe(0);

    expect((await post(cookie, '/api/outfits/not-today', { reason: 'too-smart' })).statusCode).toBe(400);
    expect((await post(cookie, '/api/outfits/not-today', { reason: 'other', date: '2026-03-01' })).statusCode).toBe(404);
    expect(await reactionCount(user.id)).toBe(0);
    expect((await t.request({ method: 'POST', url: '/api/outfits/swap', payload: { itemId: 1 } })).statusCode).toBe(401);
  });

  it("on the free plan 'not today' spends a refresh; with none left the reason is still kept and the answer says so", async () => {
    now = new Date('2026-03-14T15:00:00Z');
    const { cookie, user } = await withCloset();
    const today = await outfit(cookie);
    for (let i = 0; i < FREE_OUTFIT_REFRESHES_PER_DAY; i++)
      expect((await post(cookie, '/api/ai-stylist/generate-outfit', { refresh: true })).statusCode).toBe(200);
    const shown = await outfit(cookie);
    expect(ids(shown)).not.toEqual([]);
    const res = await post(cookie, '/api/outfits/not-today', { reason: 'not-my-style' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Outfit & { refreshesLeft: number | null };
    expect(ids(body)).toEqual(ids(shown));
    expect(body.refreshesLeft).toBe(0);
    expect(body.refresh).toMatchObject({
      changed: false,
      note: expect.stringMatching(/^Noted \(not my style\): your next outfits will take it into account\./),
    });
    expect(await reactionCount(user.id)).toBe(1);
    expect(ids(today).length).toBeGreaterThan(0);
  });

  it('Wore this outfit can be undone, and the diary shows each day with its pieces', async () => {
    now = new Date('2026-03-14T15:00:00Z');
    const { cookie, user, itemIds } = await withCloset();
    const earlier = await post(cookie, '/api/outfits/wear', { itemIds: [itemIds[1], itemIds[5]], date: '2026-03-12' });
    const today = await outfit(cookie);
    const worn = await post(cookie, '/api/outfits/wear', { itemIds: ids(today) });
    const { wearIds } = worn.json() as { wearIds: number[] };
    expect(wearIds).toHaveLength(ids(today).length);

    const diary = (await get(cookie, '/api/outfits/diary')).json();
    expect(diary).toMatchObject({ from: '2026-03-01', to: TODAY });
    expect(diary.days.map((d: { date: string; items: { id: number }[] }) => [d.date, d.items.map((i) => i.id)])).toEqual([
      [TODAY, ids(today)],
      ['2026-03-12', [itemIds[1], itemIds[5]]],
    ]);

    // Someone else's undo, or ids that are not wears, change nothing.
    const stranger = await t.signUp();
    expect((await post(stranger.cookie, '/api/outfits/wear/undo', { wearIds })).statusCode).toBe(404);
    expect((await post(cookie, '/api/outfits/wear/undo', { wearIds: [] })).statusCode).toBe(400);
    const undo = await post(cookie, '/api/outfits/wear/undo', { wearIds });
    expect(undo.json()).toEqual({ removed: ids(today).length });
    expect((await post(cookie, '/api/outfits/wear/undo', { wearIds })).statusCode).toBe(404);
    const after = (await get(cookie, '/api/outfits/diary')).json();
    expect(after.days.map((d: { date: string }) => d.date)).toEqual(['2026-03-12']);
    expect(earlier.json().wearIds).toHaveLength(2);
    expect(Number((await t.database.execute('select count(*)::int as n from clothing_item_wears where user_id = $1', [user.id])).rows[0]!.n)).toBe(2);

    expect((await get(cookie, '/api/outfits/diary?from=2026-01-01&to=2026-03-14')).statusCode).toBe(400);
    expect((await get(cookie, '/api/outfits/diary?from=2026-03-14&to=2026-03-01')).statusCode).toBe(400);
  });

  it('saves a look once, lists it with its pieces, and removes only your own', async () => {
    const { cookie, itemIds } = await withCloset();
    const other = await withCloset();
    const look = [itemIds[1]!, itemIds[5]!, itemIds[7]!];
    const saved = await post(cookie, '/api/saved-looks', { itemIds: look, sourceDate: TODAY });
    expect(saved.statusCode).toBe(200);
    const again = await post(cookie, '/api/saved-looks', { itemIds: [...look].reverse() });
    expect(again.json().id).toBe(saved.json().id);
    const list = (await get(cookie, '/api/saved-looks')).json() as { id: number; items: { id: number }[] }[];
    expect(list.map((l) => l.items.map((i) => i.id))).toEqual([look]);

    const before = await countRows(t.database, 'saved_looks');
    expect((await post(cookie, '/api/saved-looks', { itemIds: [itemIds[1], other.itemIds[5]] })).statusCode).toBe(404);
    expect((await post(cookie, '/api/saved-looks', { itemIds: [itemIds[1]] })).statusCode).toBe(400);
    expect((await post(cookie, '/api/saved-looks', { itemIds: [itemIds[1], itemIds[1]] })).statusCode).toBe(400);
    expect((await t.request({ method: 'DELETE', url: `/api/saved-looks/${saved.json().id}`, cookie: other.cookie })).statusCode).toBe(404);
    expect(await countRows(t.database, 'saved_looks')).toBe(before);
    expect((await t.request({ method: 'DELETE', url: `/api/saved-looks/${saved.json().id}`, cookie })).statusCode).toBe(200);
    expect((await get(cookie, '/api/saved-looks')).json()).toEqual([]);
  });
});
