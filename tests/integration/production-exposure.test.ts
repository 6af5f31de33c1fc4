import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const TOKEN = 'metrics-token-for-exposure-tests-0123';
const productionStandIns = { NODE_ENV: 'production', SMS_PROVIDER: 'simulator', PAYMENTS_PROVIDER: 'sandbox', MAIL_PROVIDER: 'outbox', UPLOADS_SHARED: 'true' };

/** Issue 37 item 10: production tells a stranger neither its vendors nor its API map (ADR 0100). */
describe.each(databaseKinds)('what production tells a stranger, on %s', (kind) => {
  let prod: TestApp;
  let dev: TestApp;
  beforeAll(async () => {
    prod = await createTestApp(kind, { env: { ...productionStandIns, METRICS_TOKEN: TOKEN } });
    dev = await createTestApp(kind, { env: { METRICS_TOKEN: TOKEN } });
  }, 120_000);
  afterAll(async () => {
    await prod?.close();
    await dev?.close();
  });

  const ready = (t: TestApp, authorization?: string) =>
    t.request({ method: 'GET', url: '/api/ready', ...(authorization ? { headers: { authorization } } : {}) });

  it('answers /api/ready with its status alone, and the providers only to the metrics token', async () => {
    const anonymous = await ready(prod);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ status: 'ready' });
    expect(anonymous.body).not.toMatch(/simulator|sandbox|outbox|pglite|postgres/);
    for (const wrong of [`Bearer ${TOKEN}x`, 'Bearer ', TOKEN, `Basic ${TOKEN}`]) expect((await ready(prod, wrong)).json(), wrong).toEqual({ status: 'ready' });
    const operator = await ready(prod, `Bearer ${TOKEN}`);
    expect(operator.statusCode).toBe(200);
    expect(operator.json()).toMatchObject({
      status: 'ready',
      database: kind,
      schema: 'current',
      providers: { sms: 'simulator', mail: 'outbox', payments: 'sandbox' },
    });
    // Outside production the developer reads it all without a token, as before.
    expect((await ready(dev)).json()).toMatchObject({ status: 'ready', database: kind, providers: { mail: 'outbox' } });
  });

  it('serves no API docs in production unless API_DOCS=true', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
      const res = await prod.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('openapi');
    }
    expect((await dev.request({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const asked = await createTestApp(kind, { env: { ...productionStandIns, API_DOCS: 'true' } });
    try {
      const spec = await asked.request({ method: 'GET', url: '/api/docs/json' });
      expect(spec.statusCode).toBe(200);
      expect(spec.json()).toHaveProperty('openapi');
      expect((await asked.request({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
    } finally {
      await asked.close();
    }
  }, 120_000);
});
