import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundFailed } from '../../src/adapters/outbound';
import { defineJob } from '../../src/server/jobs';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/**
 * Issue 30 point 6: a job still running when its worker stops gets JOBS_STOP_GRACE_MS, then its
 * signal is aborted and the fetches it makes through ctx.outbound stop with it, instead of the
 * handler running on after the queue has failed its job.
 */
let server: Server;
let port: number;
const requests: { closedEarly: Promise<boolean> }[] = [];
let requested: () => void = () => {};

beforeAll(async () => {
  // A feed that never answers.
  server = createServer((req, res) => {
    requests.push({ closedEarly: new Promise((resolve) => res.on('close', () => resolve(!res.writableEnded))) });
    requested();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe.each(databaseKinds)('a job asked to stop on %s', (kind) => {
  let t: TestApp;
  const outcomes: { error: unknown; aborted: boolean }[] = [];
  const slow = defineJob<{ n: number }>({
    name: 'test-slow-fetch',
    queue: { retryLimit: 1, retryDelay: 60 },
    work: { pollingIntervalSeconds: 0.5 },
    async handle(ctx, _data, meta) {
      const error = await ctx.outbound.fetch(`http://127.0.0.1:${port}/slow`, { limits: { timeoutMs: 120_000 } }).then(
        () => null,
        (e: unknown) => e,
      );
      outcomes.push({ error, aborted: meta.signal.aborted });
      if (error) throw error;
    },
  });

  beforeAll(async () => {
    t = await createTestApp(kind, {
      jobDefinitions: [slow],
      env: { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port}`, JOBS_STOP_GRACE_MS: '1000', SHUTDOWN_TIMEOUT_MS: '5000' },
    });
  });
  afterAll(() => t.close());

  it('aborts its signal after the grace, and its fetch stops with it', async () => {
    const seen = new Promise<void>((resolve) => (requested = resolve));
    await t.ctx.jobs.send(slow, { n: 1 });
    await t.ctx.jobs.work();
    await seen;
    await t.ctx.jobs.stop();
    // The handler has returned by now: its fetch was cut (the server saw the connection go) with a clear reason.
    await expect.poll(() => outcomes.length).toBe(1);
    expect(outcomes[0]!.aborted).toBe(true);
    expect(outcomes[0]!.error).toBeInstanceOf(OutboundFailed);
    expect(outcomes[0]!.error).toMatchObject({ kind: 'stopped' });
    expect(await requests.at(-1)!.closedEarly).toBe(true);
    // Released, not lost: the queue holds the job for another worker's retry.
    const state = await t.database.execute(`select state from pgboss.job where name = 'test-slow-fetch'`);
    expect(state.rows.map((r) => r.state)).toEqual(['retry']);
  });
});
