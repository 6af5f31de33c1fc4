import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestApp, databaseKinds, freshDatabase, ORIGIN, testConfig, type TestApp } from '../helpers/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = 'metrics-token-for-tests-0123456789';

describe.each(databaseKinds)('request ids, metrics and readiness on %s', (kind) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop: () => Promise<void>;
  const lines: { raw: string; json: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    const fresh = await freshDatabase(kind);
    drop = fresh.drop;
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const raw of chunk.toString().split('\n').filter(Boolean)) lines.push({ raw, json: JSON.parse(raw) as Record<string, unknown> });
        done();
      },
    });
    app = await buildApp({ config: testConfig({}, { METRICS_TOKEN: TOKEN }), database: fresh.database, logger: { level: 'info', stream } });
    // What a service does: log through the app's logger (ctx.log), not the request's, before and after I/O.
    app.get('/api/test-service-log', async () => {
      app.ctx.log.info('service line before I/O');
      await app.ctx.database.execute('select 1');
      app.ctx.log.warn('service line after I/O');
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { origin: ORIGIN, ...headers } });

  it('answers every request with x-request-id: the caller’s own safe one kept, else a new one', async () => {
    expect((await get('/api/health')).headers['x-request-id']).toMatch(UUID);
    expect((await get('/api/health', { 'x-request-id': 'lb-7f3a:42' })).headers['x-request-id']).toBe('lb-7f3a:42');
    // Errors carry it too, and an unsafe value (spaces, markup, too long) is replaced, never echoed.
    const missing = await get('/api/no-such-thing', { 'x-request-id': 'trace-404' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('trace-404');
    for (const unsafe of ['two words', '<script>', 'x'.repeat(200)]) {
      expect((await get('/api/health', { 'x-request-id': unsafe })).headers['x-request-id']).toMatch(UUID);
    }
  });

  it('puts the request id on every log line of that request, the services’ lines included, once', async () => {
    lines.length = 0;
    const res = await get('/api/test-service-log', { 'x-request-id': 'trace-services-1' });
    expect(res.statusCode).toBe(200);
    const messages = lines.map((l) => l.json.msg);
    expect(messages).toEqual(expect.arrayContaining(['service line before I/O', 'service line after I/O', 'request completed']));
    // One line per request (issue 45), naming it and its answer.
    const requestLines = lines.filter((l) => l.json.req !== undefined);
    expect(requestLines.map((l) => l.json.msg)).toEqual(['request completed']);
    expect(requestLines[0]!.json).toMatchObject({ req: { method: 'GET', url: '/api/test-service-log' }, res: { statusCode: 200 } });
    expect(requestLines[0]!.json.responseTime).toEqual(expect.any(Number));
    for (const line of lines) {
      expect(line.json.reqId).toBe('trace-services-1');
      expect(line.raw.match(/"reqId"/g)).toHaveLength(1);
    }
    // Outside a request, nothing is stamped.
    lines.length = 0;
    app.ctx.log.info('no request here');
    expect(lines[0]!.json.reqId).toBeUndefined();
  });

  it('serves Prometheus text on /metrics to the bearer METRICS_TOKEN only', async () => {
    await get('/api/health');
    expect((await get('/metrics')).statusCode).toBe(401);
    const wrong = await get('/metrics', { authorization: 'Bearer not-the-token-at-all-0000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    const res = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} [1-9]/m);
    // A path nobody routes is one label, not one series per address.
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} [1-9]/m);
    expect(text).toMatch(/^wearwise_job_queue_jobs\{queue="sms-daily-outfit-send",state="failed"\} 0$/m);
    expect(text).toMatch(/^# TYPE wearwise_texts_sent gauge$/m);
    expect(text).toMatch(/^wearwise_daily_texts_interrupted 0$/m);
    expect(text).toMatch(/^wearwise_texts_unknown 0$/m);
  });

  it('is ready while the database answers and the schema is current, and 503 from the moment it shuts down', async () => {
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: kind, schema: 'current' });
    // The stand-ins a test runs on are named, as an operator would see them in production.
    expect(ready.json().providers).toMatchObject({ database: kind, sms: 'simulator', payments: 'sandbox', stylist: 'local' });
    app.lifecycle.beginShutdown();
    const stopping = await get('/api/ready');
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toMatchObject({ status: 'not_ready', code: 'NOT_READY', reason: 'shutting_down' });
    // Liveness is another question: the process still answers it.
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('without METRICS_TOKEN on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers /metrics 404, as any unknown address', async () => {
    const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'No such endpoint: GET /metrics' });
  });
});
