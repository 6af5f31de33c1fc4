import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clothingItemWears } from '../../src/db/schema';
import { DeadlineClient } from '../../src/db/deadlines';
import { CATEGORIES } from '../../src/shared/closet-constants';
import { userToday } from '../../src/server/services/stylist/dates';
import { addItems } from '../helpers/stylist';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/**
 * Database round trips per request on the hottest routes (issue 45): every signed-in page asks
 * GET /api/user, the closet page the whole closet. Counted at the driver (PGlite's client, or every
 * node-postgres client the app opens), so a query added anywhere on the way (a hook, a serializer,
 * a per-item lookup) fails here, whatever the closet's size.
 */
describe.each(databaseKinds)('queries per request on %s', (kind) => {
  let t: TestApp;
  let queries = 0;

  const restore: (() => void)[] = [];
  /** Wraps a method to count its calls (by hand: the suite's config restores vi spies between tests). */
  function countCalls(target: object, method: string) {
    const holder = target as Record<string, (...args: unknown[]) => unknown>;
    const original = holder[method]!;
    holder[method] = function (this: unknown, ...args: unknown[]) {
      queries++;
      return original.apply(this, args);
    };
    restore.push(() => (holder[method] = original));
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    if (t.database.jobsTarget.kind === 'pglite') for (const method of ['query', 'exec', 'transaction']) countCalls(t.database.jobsTarget.client, method);
    else countCalls(DeadlineClient.prototype, 'query');
  });
  afterAll(async () => {
    for (const undo of restore) undo();
    await t.close();
  });

  async function queriesOf(url: string, cookie: string): Promise<number> {
    queries = 0;
    const res = await t.request({ method: 'GET', url, cookie });
    expect(res.statusCode).toBe(200);
    return queries;
  }

  /** Until the process hears evictions (LISTEN on PostgreSQL) it memoises no session: wait for it. */
  async function sessionMemoised(cookie: string) {
    for (let i = 0; i < 100; i++) {
      await queriesOf('/api/user', cookie);
      if ((await queriesOf('/api/user', cookie)) === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the session was never memoised');
  }

  // Seeded sizes: an empty closet, one item, and larger ones with wears, up to the benchmark's 100.
  let seed = 45;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const sizes = [0, 1, 2 + Math.floor(random() * 40), 100];

  it.each(sizes)('GET /api/user costs one lookup per session memo, then none; the closet list (%i items) one query more', async (size) => {
    const { cookie, user } = await t.signUp();
    const ids = size
      ? await addItems(
          t.ctx.db,
          user.id,
          Array.from({ length: size }, (_, i) => ({ name: `Piece ${i}`, category: CATEGORIES[i % CATEGORIES.length]!, color: 'Navy' })),
        )
      : [];
    const wears = ids
      .filter(() => random() < 0.5)
      .map((itemId, i) => ({ itemId, userId: user.id, wornOn: `2026-11-${String((i % 27) + 1).padStart(2, '0')}` }));
    if (wears.length) await t.ctx.db.insert(clothingItemWears).values(wears);

    await sessionMemoised(cookie);
    for (let i = 0; i < 3; i++) {
      expect(await queriesOf('/api/user', cookie)).toBe(0);
      expect(await queriesOf(`/api/clothing-items/${user.id}`, cookie)).toBe(1);
    }
    // With the memo emptied (it lasts SESSION_CACHE_MS), the session is read again: one query.
    t.ctx.sessionCache.clear();
    expect(await queriesOf('/api/user', cookie)).toBe(1);
    t.ctx.sessionCache.clear();
    expect(await queriesOf(`/api/clothing-items/${user.id}`, cookie)).toBe(2);
  });

  async function postQueries(url: string, payload: object, cookie: string): Promise<number> {
    queries = 0;
    const res = await t.request({ method: 'POST', url, payload, cookie });
    expect(res.statusCode).toBe(200);
    return queries;
  }

  // Home's outfit of the day (stored) and a chat answer, for a Premium user: the statements each makes,
  // whatever the size of a closet that makes an outfit (issue 45 counted them while profiling the two routes).
  it.each([25, 60])('the stored outfit of the day and a chat answer (%i items) each make a fixed number of statements', async (size) => {
    const { cookie, user } = await t.signUp();
    await t.database.execute(`insert into subscriptions (user_id, provider, status, lifetime) values (${user.id}, 'promo', 'active', true)`);
    await addItems(
      t.ctx.db,
      user.id,
      Array.from({ length: size }, (_, i) => ({ name: `Piece ${i}`, category: CATEGORIES[i % CATEGORIES.length]!, color: 'Navy' })),
    );
    const { timezone } = (await t.request({ method: 'GET', url: '/api/user', cookie })).json() as { timezone: string };
    const outfit = { userId: user.id, date: userToday(t.ctx.now(), timezone), events: [] };
    const chat = { message: 'what should I wear to dinner tonight?', conversationHistory: [] };
    // The first outfit is generated and stored; every later one is read back.
    await postQueries('/api/ai-stylist/generate-outfit', outfit, cookie);
    await postQueries('/api/ai-stylist/chat', chat, cookie);
    await sessionMemoised(cookie);
    // On PostgreSQL the per-minute limits count in the database, for the whole fleet (ADR 0069): one upsert each.
    const limit = kind === 'postgres' ? 1 : 0;
    for (let i = 0; i < 2; i++) {
      // The day's look (the day's row and its events' plans), the closet, the plan for refreshes left.
      expect(await postQueries('/api/ai-stylist/generate-outfit', outfit, cookie)).toBe(4 + limit);
      // The plan (Premium: no free use spent), the closet, preferences, the week's events, the turns stored and trimmed at once.
      expect(await postQueries('/api/ai-stylist/chat', chat, cookie)).toBe(5 + limit);
    }
  });
});
