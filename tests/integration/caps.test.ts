import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_ADD_PER_HOUR, CLOSET_FULL_MESSAGE, CLOSET_MAX_ITEMS } from '../../src/shared/closet-constants';
import { confirmNumber } from '../helpers/sms';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const item = (n: number) => ({ name: `Item ${n}`, category: 'Tops', color: 'Blue' });

describe.each(databaseKinds)('caps on what one user or number can cost on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-21T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now });
  });
  afterAll(() => t.close());

  /** Fills a closet to `count` items straight in the database (2,000 through the API would take minutes). */
  async function fillCloset(userId: number, count: number) {
    await t.database.execute(
      `insert into clothing_items (user_id, name, category, color) select $1, 'Filler ' || g, 'Tops', 'Gray' from generate_series(1, $2) g`,
      [userId, count],
    );
  }
  const countItems = async (userId: number) =>
    Number((await t.database.execute(`select count(*)::int as n from clothing_items where user_id = $1`, [userId])).rows[0]!.n);

  it(`caps a closet at ${CLOSET_MAX_ITEMS} items with a clear 400, for single and bulk adds`, async () => {
    const a = await t.signUp();
    await fillCloset(a.user.id, CLOSET_MAX_ITEMS - 3);
    const tooMany = await t.request({ method: 'POST', url: '/api/clothing-items/bulk', cookie: a.cookie, payload: { items: [1, 2, 3, 4].map(item) } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ code: 'VALIDATION_ERROR', message: CLOSET_FULL_MESSAGE });
    expect(await countItems(a.user.id)).toBe(CLOSET_MAX_ITEMS - 3);
    expect((await t.request({ method: 'POST', url: '/api/clothing-items/bulk', cookie: a.cookie, payload: { items: [1, 2].map(item) } })).statusCode).toBe(201);
    expect((await t.request({ method: 'POST', url: '/api/clothing-items', cookie: a.cookie, payload: item(3) })).statusCode).toBe(201);
    const full = await t.request({ method: 'POST', url: '/api/clothing-items', cookie: a.cookie, payload: item(4) });
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe(CLOSET_FULL_MESSAGE);
    expect(await countItems(a.user.id)).toBe(CLOSET_MAX_ITEMS);
    // Another user's closet is theirs.
    const b = await t.signUp();
    expect((await t.request({ method: 'POST', url: '/api/clothing-items', cookie: b.cookie, payload: item(1) })).statusCode).toBe(201);
  });

  it('holds the cap when adds race: concurrent adds that would overflow it cannot all fit', async () => {
    const a = await t.signUp();
    await fillCloset(a.user.id, CLOSET_MAX_ITEMS - 5);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.request({ method: 'POST', url: '/api/clothing-items/bulk', cookie: a.cookie, payload: { items: [1, 2, 3].map(item) } }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    expect(await countItems(a.user.id)).toBe(CLOSET_MAX_ITEMS - 2);
  });

  it(`limits bulk adds to ${BULK_ADD_PER_HOUR} an hour per user, whatever the address`, async () => {
    const a = await t.signUp();
    const codes: number[] = [];
    for (let i = 0; i <= BULK_ADD_PER_HOUR; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/clothing-items/bulk',
        cookie: a.cookie,
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { items: [item(i)] },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, BULK_ADD_PER_HOUR).every((c) => c === 201)).toBe(true);
    expect(codes[BULK_ADD_PER_HOUR]).toBe(429);
    // Someone else is not held to another user's count.
    const b = await t.signUp();
    expect((await t.request({ method: 'POST', url: '/api/clothing-items/bulk', cookie: b.cookie, payload: { items: [item(1)] } })).statusCode).toBe(201);
  });

  it('starts the text consultation at most 3 times a day per user, whatever the address', async () => {
    const a = await t.signUp();
    const start = (i: number) =>
      t.request({ method: 'POST', url: '/api/sms/start-onboarding', cookie: a.cookie, remoteAddress: `203.0.113.${i + 1}`, payload: { userId: a.user.id } });
    const codes = [];
    // Four, not more: the route's own limit (5 per 15 minutes, per user on the real clock) must stay out of the way.
    for (let i = 0; i < 4; i++) codes.push((await start(i)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const texts = await t.database.execute(`select count(*)::int as n from sms_messages where user_id = $1 and purpose = 'consultation'`, [a.user.id]);
    // The first start sends the program confirmation and the first question; the next two send nothing (already started).
    expect(texts.rows[0]!.n).toBe(2);
    now = new Date(now.getTime() + 24 * 60 * 60_000 + 1000);
    // A restart texts only a number that has replied once (confirmed opt-in, issue 28): this one has.
    await confirmNumber(t, String(a.user.phoneNumber));
    expect((await start(9)).statusCode).toBe(200);
  });
});
