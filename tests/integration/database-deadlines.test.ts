import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import type { DatabaseDeadlines } from '../../src/db/deadlines';
import { listenToChannel } from '../../src/db/notifications';
import { defineJob } from '../../src/server/jobs';
import { emptyPostgresDatabase, startTcpProxy } from '../helpers/fleet-processes';
import { allowServerErrors } from '../helpers/server-errors';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

/**
 * Issue 39 point 1 (ADR 0104): every database call has a deadline. A TCP proxy between the app and
 * PostgreSQL plays a failover whose old primary drops packets instead of refusing them (black
 * hole: the connections stay open and silent, new ones are accepted and never answered), then the
 * new primary (new connections forwarded again, the old ones silent for good). Without deadlines
 * every pool slot waited on its dead socket for about 15 minutes. PostgreSQL only: PGlite has no sockets.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

// Short, so the test runs in seconds; production's are 5 s, 10 s and 60 s.
const DEADLINES: DatabaseDeadlines = { connectTimeoutMs: 1000, statementTimeoutMs: 1000 };
// What a call may take at most: the statement timeout, the client's margin after it, and slack for a loaded machine.
const ANSWER_WITHIN_MS = 1000 + 2000 + 2500;

const timed = async <T>(run: () => Promise<T>) => {
  const started = Date.now();
  const value = await run();
  return { value, ms: Date.now() - started };
};

describe.runIf(serverUrl)('database deadlines through a black-holing proxy', { timeout: 180_000 }, () => {
  let created: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let t: TestApp;
  const handled: number[] = [];
  const ping = defineJob<{ n: number }>({
    name: 'test-deadline-ping',
    work: { pollingIntervalSeconds: 0.5 },
    async handle(ctx, data) {
      await ctx.database.execute('select 1');
      handled.push(data.n);
    },
  });

  beforeAll(async () => {
    created = await emptyPostgresDatabase();
    const server = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const database = await openDatabase({ kind: 'postgres', url: proxy.via(created.url), poolSize: 3, deadlines: DEADLINES, jobsDeadlines: DEADLINES });
    // No session memo: every signed-in request reads the database, as a cold process would.
    t = await createTestApp('postgres', { database, jobDefinitions: [ping], env: { SESSION_CACHE_MS: '0' } });
  });
  afterAll(async () => {
    proxy?.restore();
    await t?.close().catch(() => undefined);
    await proxy?.close();
    await created?.drop();
  });

  it('answers 503 with Retry-After within seconds while the database is a black hole, stays live, and heals once it answers again', async () => {
    const { cookie } = await t.signUp();
    expect((await t.request({ method: 'GET', url: '/api/user', cookie })).statusCode).toBe(200);
    // Warm every pool slot, so the black hole holds connections that were open and idle, as after real traffic.
    await Promise.all(Array.from({ length: 3 }, () => t.request({ method: 'GET', url: '/api/user', cookie })));

    allowServerErrors();
    proxy.blackHole();
    // More requests than pool slots: some wait on silent connections, the rest for a slot.
    const answers = await Promise.all(Array.from({ length: 6 }, () => timed(() => t.request({ method: 'GET', url: '/api/user', cookie }))));
    for (const { value, ms } of answers) {
      expect(value.statusCode).toBe(503);
      expect(value.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      expect(value.headers['retry-after']).toBe('5');
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    // Liveness never asks the database; readiness says 503 within its 2 s.
    const live = await timed(() => t.request({ method: 'GET', url: '/api/health' }));
    expect(live.value.statusCode).toBe(200);
    expect(live.value.json()).toEqual({ status: 'ok', database: 'postgres' });
    expect(live.ms).toBeLessThan(500);
    const ready = await timed(() => t.request({ method: 'GET', url: '/api/ready' }));
    expect(ready.value.statusCode).toBe(503);
    expect(ready.value.json()).toMatchObject({ reason: 'database_unreachable' });
    expect(ready.ms).toBeLessThan(3000);
    expect(proxy.swallowed()).toBeGreaterThan(0);

    // The new primary answers; the old connections stay silent for good. No restart.
    proxy.restore();
    await until(async () => (await t.request({ method: 'GET', url: '/api/ready' })).statusCode === 200, 'readiness after the failover', { limitMs: 20_000 });
    expect((await t.request({ method: 'GET', url: '/api/user', cookie })).statusCode).toBe(200);
    // A write, and every slot usable: more requests at once than the pool has connections.
    await t.signUp();
    const after = await Promise.all(Array.from({ length: 6 }, () => t.request({ method: 'GET', url: '/api/user', cookie })));
    expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('loses no pool slot to transactions caught by the black hole, whichever statement they were at', async () => {
    await until(async () => (await t.request({ method: 'GET', url: '/api/ready' })).statusCode === 200, 'ready before the test', { limitMs: 20_000 });
    // Every slot open and idle, as after traffic.
    await Promise.all(Array.from({ length: 3 }, () => t.ctx.db.transaction(async (tx) => tx.execute(sql`select 1`))));
    proxy.blackHole();
    // Some stick at BEGIN (drizzle then never releases the client), others wait for a slot.
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () =>
        timed(() =>
          t.ctx.db
            .transaction(async (tx) => tx.execute(sql`select 1`))
            .then(
              () => 'committed',
              () => 'failed',
            ),
        ),
      ),
    );
    for (const { value, ms } of outcomes) {
      expect(value).toBe('failed');
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    proxy.restore();
    // All three slots come back: more transactions at once than the pool has connections, each within a connect timeout.
    await until(
      async () => {
        const again = await Promise.all(
          Array.from({ length: 6 }, () =>
            t.ctx.db
              .transaction(async (tx) => tx.execute(sql`select 1`))
              .then(
                () => true,
                () => false,
              ),
          ),
        );
        return again.every(Boolean);
      },
      'every pool slot usable after the failover',
      { limitMs: 20_000 },
    );
  });

  it('answers 503 at once while the database refuses connections, and heals when it is back', async () => {
    const { cookie } = await t.signUp();
    allowServerErrors();
    proxy.cut();
    const refused = await timed(() => t.request({ method: 'GET', url: '/api/user', cookie }));
    expect(refused.value.statusCode).toBe(503);
    expect(refused.ms).toBeLessThan(ANSWER_WITHIN_MS);
    proxy.restore();
    await until(async () => (await t.request({ method: 'GET', url: '/api/user', cookie })).statusCode === 200, 'a signed-in read after the outage', {
      limitMs: 20_000,
    });
  });

  it("the job queue's client gives up within its deadline in a black hole, and works again once the database answers", async () => {
    expect(await t.ctx.jobs.send(ping, { n: 1 })).toEqual(expect.any(String));
    allowServerErrors();
    proxy.blackHole();
    const stuck = await timed(() =>
      t.ctx.jobs.send(ping, { n: 2 }).then(
        () => 'sent' as const,
        (error: unknown) => error as Error,
      ),
    );
    expect(stuck.value).toBeInstanceOf(Error);
    expect(stuck.ms).toBeLessThan(ANSWER_WITHIN_MS);
    proxy.restore();
    await until(async () => (await t.ctx.jobs.send(ping, { n: 3 }).catch(() => null)) !== null, 'a job sent after the failover', { limitMs: 20_000 });
    await t.ctx.jobs.work({ only: [ping.name] });
    await until(() => handled.includes(1) && handled.includes(3), 'the jobs worked after the failover', { limitMs: 30_000 });
    // Stopped here: the next test's black hole is not the queue's business.
    await t.ctx.jobs.stop();
  });

  it('the LISTEN connection notices a silent server by its heartbeat, and listens again on the new one', async () => {
    const events: string[] = [];
    const heard: string[] = [];
    const listener = listenToChannel(proxy.via(created.url), 'test_deadline_channel', {
      deadlines: DEADLINES,
      heartbeatMs: 300,
      retryMs: 100,
      maxRetryMs: 500,
      onMessage: (payload) => heard.push(payload),
      onUp: () => events.push('up'),
      onDown: () => events.push('down'),
    });
    try {
      await until(() => events.includes('up'), 'LISTEN in place');
      proxy.blackHole();
      const started = Date.now();
      await until(() => events.includes('down'), 'the listener reporting the silent server', { limitMs: 10_000 });
      // Heartbeat interval + the client's wait for its answer (connect timeout + margin) + slack.
      expect(Date.now() - started).toBeLessThan(300 + 3000 + 2500);
      proxy.restore();
      await until(() => events.lastIndexOf('up') > events.indexOf('down'), 'LISTEN again after the failover', { limitMs: 20_000 });
      const direct = new pg.Client({ connectionString: created.url });
      await direct.connect();
      await direct.query(`select pg_notify('test_deadline_channel', 'after')`);
      await direct.end();
      await until(() => heard.includes('after'), 'a notification on the new connection');
    } finally {
      await listener.close();
    }
  });
});
