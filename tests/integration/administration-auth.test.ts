import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, adminEnv, operatorLogin, signUpAdmin } from '../helpers/administration';
import { countRows, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const TABLES = [
  'retailers',
  'affiliate_configs',
  'product_sources',
  'ai_prompts',
  'ai_prompt_versions',
  'users',
  'clothing_items',
  'admin_tokens',
  'promo_codes',
];

/** A body that passes every admin route's validation, so a refusal can only come from the guard. */
const VALID_BODY = {
  key: 'shopify',
  name: 'Valid Name',
  baseUrl: 'https://shop.example.com',
  prompt: 'You are a stylist.',
  template: 'https://shop.example.com/p/{productId}?tag={trackingId}',
  retailerId: 1,
  type: 'collection',
  confirmUsername: 'demo',
  mode: 'chat',
  message: 'hello',
  code: 'VALID-CODE',
};

describe.each(databaseKinds)('operator sign-in and the admin guard on %s', (kind) => {
  let t: TestApp;
  let clock = new Date('2026-05-01T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, { env: adminEnv, now: () => clock });
  });
  afterAll(() => t.close());

  const login = (password: unknown, remoteAddress = '10.1.1.1') =>
    t.request({ method: 'POST', url: '/api/administration/login', payload: password === undefined ? {} : { password }, remoteAddress });
  const status = (token: string) => t.request({ method: 'GET', url: '/api/administration/status', headers: { authorization: `Bearer ${token}` } });
  const auditRows = async (ip: string) =>
    (await t.database.execute(`select action, outcome, actor, at from admin_audit_log where ip = $1 order by id`, [ip])).rows as {
      action: string;
      outcome: string;
      actor: string | null;
      at: Date;
    }[];

  it('answers the right password with a token and a wrong or empty one with success false; a missing field is a 400', async () => {
    const right = await login(ADMIN_PASSWORD, '10.1.1.1');
    expect(right.statusCode).toBe(200);
    const body = right.json();
    expect(body.success).toBe(true);
    expect(body.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await login('wrong password', '10.1.1.1').then((r) => [r.statusCode, r.json()])).toEqual([200, { success: false }]);
    expect(await login('', '10.1.1.1').then((r) => [r.statusCode, r.json()])).toEqual([200, { success: false }]);
    expect((await login(undefined, '10.1.1.1')).statusCode).toBe(400);
    // The token itself is never stored.
    const stored = await t.database.execute(`select token_hash from admin_tokens`);
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(body.sessionToken);
    expect((await auditRows('10.1.1.1')).map((r) => [r.action, r.outcome])).toEqual([
      ['login', 'success'],
      ['login', 'failure'],
      ['login', 'failure'],
    ]);
  });

  it('refuses every login from an address after 10 wrong passwords in 15 minutes, the right one included, until the window passes', async () => {
    const ip = '10.2.2.2';
    for (let i = 0; i < 10; i++) expect((await login(`guess ${i}`, ip)).json()).toEqual({ success: false });
    const locked = await login(ADMIN_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    expect((await login(ADMIN_PASSWORD, '10.2.2.3')).json().success).toBe(true);
    const rows = await auditRows(ip);
    expect(rows).toHaveLength(11);
    expect(rows.at(-1)).toMatchObject({ action: 'login', outcome: 'throttled' });
    clock = new Date(clock.getTime() + 15 * 60 * 1000 + 1000);
    const ok = await login(ADMIN_PASSWORD, ip);
    expect(ok.json().success).toBe(true);
    // The console shows the attempts, newest first.
    const audit = await t.request({ method: 'GET', url: '/api/administration/audit', headers: { authorization: `Bearer ${ok.json().sessionToken}` } });
    expect(audit.json().slice(0, 3)).toMatchObject([
      { ip, action: 'login', outcome: 'success', actor: 'operator' },
      { ip: '10.2.2.3', action: 'login', outcome: 'success' },
      { ip, action: 'login', outcome: 'throttled', actor: null },
    ]);
  });

  it('counts concurrent wrong passwords exactly: of 24 at once, 10 are judged and 14 refused, and then the right one is refused too', async () => {
    const ip = '10.2.9.9';
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => login(`concurrent guess ${i}`, ip)));
    expect(answers.filter((a) => a.statusCode === 200 && a.json().success === false)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(14);
    expect((await login(ADMIN_PASSWORD, ip)).statusCode).toBe(429);
    const outcomes = (await auditRows(ip)).map((r) => r.outcome);
    expect(outcomes.filter((o) => o === 'failure')).toHaveLength(10);
    expect(outcomes.filter((o) => o === 'throttled')).toHaveLength(15);
  });

  it('keeps a token alive while used, expires it after 8 idle hours, and logout revokes only that token', async () => {
    const a = await operatorLogin(t);
    const b = await operatorLogin(t);
    const s = await status(a.token);
    expect(s.statusCode).toBe(200);
    expect(s.json()).toEqual({ authenticated: true, expiresAt: new Date(clock.getTime() + 8 * 3600_000).toISOString() });

    clock = new Date(clock.getTime() + 7 * 3600_000);
    expect((await status(a.token)).statusCode).toBe(200); // used: another 8 hours from now
    clock = new Date(clock.getTime() + 7 * 3600_000);
    expect((await status(a.token)).statusCode).toBe(200);
    expect((await status(b.token)).statusCode).toBe(401); // b idle for 14 hours

    const out = await t.request({ method: 'POST', url: '/api/administration/logout', headers: a.headers, payload: {} });
    expect(out.json()).toEqual({ success: true });
    expect((await status(a.token)).statusCode).toBe(401);
    const c = await operatorLogin(t);
    expect((await status(c.token)).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/administration/logout', headers: a.headers, payload: {} })).statusCode).toBe(401);
  });

  it('lets an isAdmin user in with their session, and no one else', async () => {
    const admin = await signUpAdmin(t);
    expect(admin.user.isAdmin).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/admin/retailers', cookie: admin.cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/administration/ai-prompts', cookie: admin.cookie })).statusCode).toBe(200);
    // A session is not an operator token: the panel's own status check still wants the token.
    expect((await t.request({ method: 'GET', url: '/api/administration/status', cookie: admin.cookie })).statusCode).toBe(401);
  });

  it('refuses every admin route without credentials, with a made-up, expired or revoked token (401) and as a non-admin user (403), changing nothing', async () => {
    const routes = t.app.adminRoutes;
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const expected of [
      'GET /api/admin/retailers',
      'DELETE /api/admin/product-sources/:id',
      'POST /api/administration/ai-prompts',
      'GET /api/administration/affiliates',
      'POST /api/administration/promo-codes',
      'DELETE /api/administration/promo-codes/:id',
    ]) {
      expect(routes).toContain(expected);
    }
    expect(routes).not.toContain('POST /api/administration/login');

    const expired = await operatorLogin(t);
    const revoked = await operatorLogin(t);
    await t.request({ method: 'POST', url: '/api/administration/logout', headers: revoked.headers, payload: {} });
    clock = new Date(clock.getTime() + 8 * 3600_000 + 60_000);
    const user = await t.signUp();
    const before = await Promise.all(TABLES.map((table) => countRows(t.database, table)));

    const callers: [string, Record<string, string>, string | undefined, number][] = [
      ['nobody', {}, undefined, 401],
      ['made-up token', { authorization: 'Bearer ' + 'x'.repeat(43) }, undefined, 401],
      ['malformed header', { authorization: 'Basic abc' }, undefined, 401],
      ['expired token', expired.headers, undefined, 401],
      ['revoked token', revoked.headers, undefined, 401],
      ['non-admin user', {}, user.cookie, 403],
      ['non-admin user with a made-up token', { authorization: 'Bearer ' + 'y'.repeat(43) }, user.cookie, 403],
    ];
    for (const route of routes) {
      const [method, pattern] = route.split(' ') as [string, string];
      const url = pattern.replace(/:[a-zA-Z]+/g, '1');
      for (const [who, headers, cookie, code] of callers) {
        const res = await t.request({
          method: method as 'GET',
          url,
          headers,
          ...(cookie ? { cookie } : {}),
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: VALID_BODY }),
        });
        expect(res.statusCode, `${route} as ${who}`).toBe(code);
      }
    }
    expect(await Promise.all(TABLES.map((table) => countRows(t.database, table)))).toEqual(before);
  });

  it('guards unknown paths under the admin prefixes too', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/not-a-route' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/administration/nothing-here' })).statusCode).toBe(401);
  });
});
