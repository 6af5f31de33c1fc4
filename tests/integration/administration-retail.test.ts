import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, operatorLogin } from '../helpers/administration';
import { countRows, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const API_KEY = 'sk_live_VERYSECRETkey1234';
const API_SECRET = 'shh-secret-value-5678';
const AUTH_TOKEN = 'tok_abcdefghijklmnop9012';

describe.each(databaseKinds)('retailers, affiliate programs and product sources on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  let logs = '';

  beforeAll(async () => {
    // Everything the app logs, at the most verbose level, to prove no secret is ever written.
    const stream = new Writable({
      write(chunk, _enc, done) {
        logs += String(chunk);
        done();
      },
    });
    t = await createTestApp(kind, { env: adminEnv, logger: { level: 'trace', stream } });
    auth = (await operatorLogin(t)).headers;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const retailer = (over: object = {}) => ({ key: 'shopify', name: 'Shopify Store', baseUrl: 'https://shop.example.com', ...over });

  it('creates a retailer with the defaults, seals its secrets and answers only masks', async () => {
    const res = await call('POST', '/api/admin/retailers', retailer({ apiKey: API_KEY, apiSecret: API_SECRET, authToken: AUTH_TOKEN }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      key: 'shopify',
      enabled: true,
      logoUrl: null,
      hasApiKey: true,
      apiKeyMask: '••••1234',
      hasApiSecret: true,
      apiSecretMask: '••••5678',
      hasAuthToken: true,
      authTokenMask: '••••9012',
    });
    const stored = JSON.stringify((await t.database.execute('select * from retailers')).rows);
    for (const s of [API_KEY, API_SECRET, AUTH_TOKEN]) expect(stored).not.toContain(s);
    expect(stored).toContain('v1.');
  });

  it('keeps a secret on an omitted or masked value, replaces it with a new one, and clears it with null', async () => {
    const created = (await call('POST', '/api/admin/retailers', retailer({ key: 'keeper', apiKey: API_KEY, apiSecret: API_SECRET }))).json();
    // The screen sends back the full object it got, masks included.
    const kept = await call('PUT', `/api/admin/retailers/${created.id}`, { ...created, name: 'Renamed', apiKey: created.apiKeyMask });
    expect(kept.json()).toMatchObject({ name: 'Renamed', apiKeyMask: '••••1234', apiSecretMask: '••••5678', hasAuthToken: false });
    const replaced = await call('PUT', `/api/admin/retailers/${created.id}`, { ...retailer({ key: 'keeper' }), apiKey: 'new-key-value-0000', apiSecret: null });
    expect(replaced.json()).toMatchObject({ apiKeyMask: '••••0000', hasApiSecret: false, apiSecretMask: null });
  });

  it('answers every validation message of the spec as the 400 message, storing nothing', async () => {
    const before = await countRows(t.database, 'retailers');
    for (const [payload, message] of [
      [retailer({ key: 'a' }), 'Key must be at least 2 characters'],
      [retailer({ key: 'k'.repeat(51) }), 'Key must be at most 50 characters'],
      [retailer({ name: ' x ' }), 'Name must be at least 2 characters'],
      [retailer({ name: 'n'.repeat(101) }), 'Name must be at most 100 characters'],
      [retailer({ baseUrl: 'not a url' }), 'Must be a valid URL'],
      [retailer({ baseUrl: 'javascript:alert(1)' }), 'Must be a valid URL'],
      [retailer({ baseUrl: 'ftp://files.example.com' }), 'Must be a valid URL'],
      [retailer({ logoUrl: 'javascript:alert(1)' }), 'Must be a valid URL'],
      [{ name: 'No key', baseUrl: 'https://x.example.com' }, 'Key must be at least 2 characters'],
    ] as const) {
      const res = await call('POST', '/api/admin/retailers', payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload)).toEqual([400, message]);
    }
    expect(await countRows(t.database, 'retailers')).toBe(before);
    const dup = await call('POST', '/api/admin/retailers', retailer());
    expect([dup.statusCode, dup.json().message]).toEqual([409, 'A retailer with the key "shopify" already exists']);
    expect((await call('POST', '/api/admin/retailers', retailer({ key: 'logo', logoUrl: '' }))).json().logoUrl).toBeNull();
  });

  it('validates affiliate configurations and defaults cookieDuration to 30', async () => {
    const shop = (await call('GET', '/api/admin/retailers')).json()[0];
    const ok = await call('POST', '/api/admin/affiliates', { retailerId: shop.id, template: 'https://x/{productId}?tag={trackingId}', commission: '5%' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ cookieDuration: 30, enabled: true, commission: '5%', retailerName: shop.name, programId: null });
    const before = await countRows(t.database, 'affiliate_configs');
    for (const [payload, status, message] of [
      [{ retailerId: 0, template: 'https://x/{productId}' }, 400, 'Please select a retailer'],
      [{ template: 'https://x/{productId}' }, 400, 'Please select a retailer'],
      [{ retailerId: shop.id, template: 'abcd' }, 400, 'Template must be at least 5 characters'],
      [{ retailerId: shop.id, template: 'https://x', cookieDuration: -1 }, 400, 'Cookie duration cannot be negative'],
      [{ retailerId: 999999, template: 'https://x/{productId}' }, 400, 'The selected retailer does not exist'],
    ] as const) {
      const res = await call('POST', '/api/admin/affiliates', payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload)).toEqual([status, message]);
    }
    expect(await countRows(t.database, 'affiliate_configs')).toBe(before);
    const edited = await call('PUT', `/api/admin/affiliates/${ok.json().id}`, { ...ok.json(), cookieDuration: 0, enabled: false });
    expect(edited.json()).toMatchObject({ cookieDuration: 0, enabled: false });
    expect((await call('PUT', '/api/admin/affiliates/424242', { retailerId: shop.id, template: 'https://x' })).statusCode).toBe(404);
    const summary = (await call('GET', '/api/administration/affiliates')).json();
    expect(summary).toHaveLength(1);
  });

  it('validates product sources: defaults, priority 0 to 100, and query parameters', async () => {
    const shop = (await call('GET', '/api/admin/retailers')).json()[0];
    const ok = await call('POST', '/api/admin/product-sources', { retailerId: shop.id, name: 'New arrivals', queryParams: { sort: 'newest' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ type: 'collection', priority: 10, enabled: true, queryParams: { sort: 'newest' } });
    for (const [payload, message] of [
      [{ retailerId: shop.id, name: 'A' }, 'Name must be at least 2 characters'],
      [{ retailerId: shop.id, name: 'Ok name', type: 'x' }, 'Type must be at least 2 characters'],
      [{ retailerId: shop.id, name: 'Ok name', priority: 101 }, 'Priority must be between 0 and 100'],
      [{ retailerId: shop.id, name: 'Ok name', priority: -1 }, 'Priority must be between 0 and 100'],
      [{ retailerId: -3, name: 'Ok name' }, 'Please select a retailer'],
    ] as const) {
      const res = await call('POST', '/api/admin/product-sources', payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload)).toEqual([400, message]);
    }
    expect((await call('PUT', `/api/admin/product-sources/${ok.json().id}`, { ...ok.json(), priority: 100, queryParams: {} })).json()).toMatchObject({
      priority: 100,
      queryParams: {},
    });
  });

  it('deletes a retailer with its affiliate configurations and product sources; an unknown id is a 404', async () => {
    const shop = (await call('GET', '/api/admin/retailers')).json().find((r: { key: string }) => r.key === 'shopify');
    expect((await call('DELETE', `/api/admin/retailers/${shop.id}`)).json()).toEqual({ ok: true });
    expect(await countRows(t.database, 'affiliate_configs')).toBe(0);
    expect(await countRows(t.database, 'product_sources')).toBe(0);
    expect((await call('DELETE', `/api/admin/retailers/${shop.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/affiliates/77')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/product-sources/77')).statusCode).toBe(404);
    const audit = (await t.database.execute(`select action from admin_audit_log where action like 'retailer.%' order by id`)).rows.map((r) => r.action);
    expect(audit).toContain('retailer.delete');
  });

  it('never returns or logs a secret', async () => {
    const all = JSON.stringify([
      (await call('GET', '/api/admin/retailers')).json(),
      (await call('GET', '/api/administration/retailers')).json(),
      (await t.database.execute('select * from admin_audit_log')).rows,
    ]);
    for (const s of [API_KEY, API_SECRET, AUTH_TOKEN, 'new-key-value-0000']) {
      expect(all).not.toContain(s);
      expect(logs).not.toContain(s);
    }
    expect(logs.length).toBeGreaterThan(1000);
  });
});

describe.each(databaseKinds)('hostile input to every admin route, signed in as the operator, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: adminEnv });
  });
  afterAll(() => t.close());

  it('answers a clear 4xx (or succeeds), never a 5xx', async () => {
    const { headers } = await operatorLogin(t);
    const bodies: unknown[] = [
      [],
      'text',
      { key: ['a'], name: { x: 1 }, baseUrl: 12, retailerId: 1e300, priority: 'NaN', cookieDuration: -1e308, queryParams: [] },
      { name: 'x'.repeat(100_000), prompt: '\u0000', template: '\ud800', retailerId: '9'.repeat(40) },
      { confirmUsername: null, mode: 'nope', message: 5 },
    ];
    for (const route of t.app.adminRoutes) {
      const [method, pattern] = route.split(' ') as [string, string];
      for (const id of ['1', '0', '-5', '99999999999999', 'abc', '%00']) {
        const url = pattern.replace(/:[a-zA-Z]+/g, id);
        for (const payload of method === 'GET' ? [undefined] : bodies) {
          const res = await t.request({ method: method as 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
          expect(res.statusCode, `${route} ${url} ${JSON.stringify(payload)?.slice(0, 80)}`).toBeLessThan(500);
        }
      }
    }
  });
});
