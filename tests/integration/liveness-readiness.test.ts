import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowServerErrors } from '../helpers/server-errors';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/**
 * Issue 39 point 2 (ADR 0104): liveness (/api/health) never touches the database, so a liveness
 * probe does not restart every process during a database blip; readiness (/api/ready) also runs a
 * signed-in request's own prepared query, so a database that answers `select` but fails that
 * query (a pooler breaking prepared statements) keeps the process out of traffic.
 */
describe.each(databaseKinds)('liveness and readiness on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close().catch(() => undefined);
  });

  it('answers liveness with its documented shape, uncached', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("is not ready while the signed-in requests' query fails, though the database answers and is current", async () => {
    const { cookie } = await t.signUp();
    expect((await t.request({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    // The session lookup's table goes away; the migrations table (what the schema check reads) stays.
    await t.database.execute('alter table sessions rename to sessions_away');
    try {
      allowServerErrors();
      const ready = await t.request({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', code: 'NOT_READY', reason: 'queries_failing' });
      expect(ready.json().message).toMatch(/signed-in requests' query fails/);
      // What readiness protects: the signed-in request itself fails the same way.
      expect((await t.request({ method: 'GET', url: '/api/user', cookie })).statusCode).toBeGreaterThanOrEqual(500);
      expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.database.execute('alter table sessions_away rename to sessions');
    }
    expect((await t.request({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user', cookie })).statusCode).toBe(200);
  });

  it('stays live with its database closed, while readiness says the database is unreachable', async () => {
    allowServerErrors();
    await t.database.close();
    const live = await t.request({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', database: kind });
    const ready = await t.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ reason: 'database_unreachable' });
  });
});
