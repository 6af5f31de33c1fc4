import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { defineJob } from '../../src/server/jobs';
import { createTestApp, databaseKinds, testConfig, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

const handled: { queue: string; value: number; retryCount: number }[] = [];

const echo = defineJob<{ value: number }>({
  name: 'test-echo',
  work: { pollingIntervalSeconds: 0.5, batchSize: 5 },
  async handle(ctx, data, meta) {
    // Handlers get the app's context: the same database services use.
    const r = await ctx.database.execute('select 1 as one');
    expect(r.rows[0]!.one).toBe(1);
    handled.push({ queue: 'test-echo', value: data.value, retryCount: meta.retryCount });
  },
});

const flaky = defineJob<{ value: number }>({
  name: 'test-flaky',
  queue: { retryLimit: 1, retryDelay: 0 },
  work: { pollingIntervalSeconds: 0.5 },
  async handle(_ctx, data, meta) {
    handled.push({ queue: 'test-flaky', value: data.value, retryCount: meta.retryCount });
    throw new Error('always fails');
  },
});

describe.each(databaseKinds)('job queue on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { jobDefinitions: [echo, flaky] });
  });
  afterAll(() => t.close());

  it('reports empty queues without starting pg-boss', async () => {
    expect(await t.ctx.jobs.stats()).toEqual([
      { name: 'test-echo', queued: 0, active: 0, failed: 0, total: 0 },
      { name: 'test-flaky', queued: 0, active: 0, failed: 0, total: 0 },
    ]);
    const installed = await t.database.execute(`select count(*)::int as n from information_schema.schemata where schema_name = 'pgboss'`);
    expect(installed.rows[0]!.n).toBe(0);
  });

  it('refuses a queue it does not run', async () => {
    const stray = defineJob<{ x: number }>({ name: 'not-registered', handle: async () => undefined });
    await expect(t.ctx.jobs.send(stray, { x: 1 })).rejects.toThrow(/Unknown job queue/);
  });

  it('queues jobs sent before any worker, then a second worker process on the same database shares them: each job runs once', async () => {
    handled.length = 0;
    for (let value = 1; value <= 20; value++) expect(await t.ctx.jobs.send(echo, { value })).toEqual(expect.any(String));
    expect((await t.ctx.jobs.stats()).find((s) => s.name === 'test-echo')!.queued).toBe(20);

    // A second app on the same database is what `npm run worker` is: its own pg-boss, same tables.
    const second = await buildApp({ config: testConfig(), database: t.database, logger: false, jobDefinitions: [echo, flaky] });
    await second.ready();
    try {
      await Promise.all([t.ctx.jobs.work(), second.ctx.jobs.work()]);
      await until(() => handled.filter((h) => h.queue === 'test-echo').length >= 20, '20 echo jobs');
      await new Promise((r) => setTimeout(r, 1200)); // a duplicate would show up within a poll or two
      const values = handled.filter((h) => h.queue === 'test-echo').map((h) => h.value);
      expect(values.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    } finally {
      await second.close();
    }
  });

  it('retries a failing job up to its retry limit, then counts it as failed', async () => {
    handled.length = 0;
    await t.ctx.jobs.send(flaky, { value: 7 });
    await until(() => handled.filter((h) => h.queue === 'test-flaky').length >= 2, 'two attempts');
    await new Promise((r) => setTimeout(r, 1200));
    expect(handled.filter((h) => h.queue === 'test-flaky').map((h) => h.retryCount)).toEqual([0, 1]);
    const stats = await t.ctx.jobs.stats();
    expect(stats.find((s) => s.name === 'test-flaky')).toMatchObject({ failed: 1, queued: 0, active: 0 });
  });
});
