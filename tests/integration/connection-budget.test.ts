import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * README, Deploy, Connections (ADR 0109): a process holds at most its app pool, its pg-boss pool
 * and one LISTEN connection. Counted on the server (pg_stat_activity) while both pools are asked
 * for more than they hold.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the connections one process holds on PostgreSQL', () => {
  let t: TestApp;
  let observer: pg.Client;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    observer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await observer.connect();
  });
  afterAll(async () => {
    await observer.end();
    await t.close();
  });

  it('never exceeds DATABASE_POOL_SIZE + JOBS_POOL_SIZE + 1 (the session evictions LISTEN)', async () => {
    // The test database's pools: freshDatabase opens the app pool with 4, the queue takes its default 4.
    const appPool = 4;
    const jobsPool = 4;
    const name = ((await t.database.execute('select current_database() as name')).rows[0] as { name: string }).name;
    const count = async () =>
      (
        await observer.query<{ total: number; jobs: number; listening: number }>(
          `select count(*)::int as total,
                  count(*) filter (where application_name = 'wearwise-jobs')::int as jobs,
                  count(*) filter (where query ilike 'listen %')::int as listening
             from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
          [name],
        )
      ).rows[0]!;

    // More statements than the app pool holds, and reset requests that each enqueue a job.
    const busy = Promise.all(Array.from({ length: 3 * appPool }, () => t.database.execute('select pg_sleep(0.4)')));
    const resets = Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.request({ method: 'POST', url: '/api/password-reset/request', remoteAddress: `192.0.2.${i + 40}`, payload: { phoneNumber: `+1415555${3100 + i}` } }),
      ),
    );
    let peak = { total: 0, jobs: 0, listening: 0 };
    const done = Promise.all([busy, resets]);
    let finished = false;
    void done.finally(() => (finished = true));
    while (!finished) {
      const now = await count();
      peak = { total: Math.max(peak.total, now.total), jobs: Math.max(peak.jobs, now.jobs), listening: Math.max(peak.listening, now.listening) };
      await new Promise((r) => setTimeout(r, 20));
    }
    for (const res of await resets) expect(res.statusCode).toBe(200);
    expect(peak.listening).toBe(1);
    expect(peak.jobs).toBeGreaterThan(0);
    expect(peak.jobs).toBeLessThanOrEqual(jobsPool);
    // The app pool was full (more asked than it holds), and nothing beyond the three budgets was open.
    expect(peak.total).toBeGreaterThanOrEqual(appPool + 1);
    expect(peak.total).toBeLessThanOrEqual(appPool + jobsPool + 1);
  }, 60_000);
});
