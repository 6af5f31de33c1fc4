import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, sessionCookie, type TestApp } from '../helpers/test-app';

/** Routes anyone may call. Everything else in the features below must say `auth: 'user'`. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/config',
  'POST /api/login',
  'POST /api/users',
  'POST /api/logout',
  'POST /api/password-reset/request',
  'POST /api/password-reset/confirm',
  'GET /uploads/:name',
]);
/** The signed-in features on main when issue 8 was done; routes added under them are held to the rule too. */
const USER_FEATURES = [
  '/api/user',
  '/api/users',
  '/api/clothing-items',
  '/api/closet-images',
  '/api/ai-stylist',
  '/api/outfits',
  '/api/recommendations',
  '/api/sms/start-onboarding',
  '/api/sms/conversations',
];

const GARBAGE = '{"userId":"0x185","items":[{"name":' + '"x",'.repeat(50) + '"nested":{"a":[1,2,{"b":null}]}}';

describe.each(databaseKinds)('route rules on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("marks every signed-in feature's route auth 'user'", () => {
    const routes = t.app.routeAccess.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(20);
    const unguarded = routes.filter(
      (r) =>
        r.auth !== 'user' &&
        r.auth !== 'user-or-operator' &&
        !PUBLIC.has(`${r.method} ${r.url}`) &&
        USER_FEATURES.some((p) => r.url === p || r.url.startsWith(p + '/')),
    );
    expect(unguarded.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    for (const p of PUBLIC)
      expect(
        routes.some((r) => `${r.method} ${r.url}` === p && r.auth === undefined),
        p,
      ).toBe(true);
  });

  it("answers 401 to an anonymous request with a garbage body on every route with auth 'user'", async () => {
    const routes = t.app.routeAccess.filter((r) => (r.auth === 'user' || r.auth === 'user-or-operator') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      // Params filled with values their schemas refuse, so a validated route would answer 400.
      const url = route.url.replace(/:[A-Za-z]+/g, '0x185') + (route.method === 'GET' ? '?year=soon&month=13&extra=1' : '');
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      const res = await t.request({
        method: route.method as 'POST',
        url,
        ...(hasBody ? { payload: GARBAGE, headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(401);
      expect(res.json(), `${route.method} ${route.url}`).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('parses ids strictly: 0x185, 389.0, 1e0, %20389 and friends are 400, never item 389', async () => {
    const a = await t.signUp();
    const created = await t.request({
      method: 'POST',
      url: '/api/clothing-items',
      cookie: a.cookie,
      payload: { name: 'Shirt', category: 'Tops', color: 'Blue' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const hex = `0x${id.toString(16)}`;
    for (const spelling of [hex, `${id}.0`, `${id}e0`, `%20${id}`, `${id}%20`, `+${id}`, `0${id}`, `${id}n`, '0', '-1', '2147483648', '99999999999']) {
      const res = await t.request({ method: 'PATCH', url: `/api/clothing-items/${spelling}`, cookie: a.cookie, payload: { name: 'Changed' } });
      expect(res.statusCode, spelling).toBe(400);
      expect(res.json(), spelling).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid id' });
    }
    for (const url of [`/api/users/${a.user.id}.0`, `/api/clothing-items/0x${a.user.id.toString(16)}`, `/api/users/%20${a.user.id}/style-preferences`]) {
      expect((await t.request({ method: 'GET', url, cookie: a.cookie })).statusCode, url).toBe(400);
    }
    const item = await t.request({ method: 'GET', url: `/api/clothing-items/${a.user.id}`, cookie: a.cookie });
    expect(item.json()[0]).toMatchObject({ id, name: 'Shirt' });
  });

  it('refuses a state-changing request from a foreign origin whatever spelling its path uses', async () => {
    const a = await t.signUp({ password: 'origin test password' });
    for (const url of ['/api/login', '/%61pi/login', '/api/%6Cogin', '/%61%70%69/login']) {
      const res = await t.request({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example' },
        payload: { username: a.user.username, password: 'origin test password' },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 'CSRF_REJECTED' });
      expect(
        res.cookies.find((c) => c.name === 'ww_session'),
        url,
      ).toBeUndefined();
    }
    // The same request from the app itself still works, through the decoded path too.
    const ok = await t.request({ method: 'POST', url: '/%61pi/login', payload: { username: a.user.username, password: 'origin test password' } });
    expect(ok.statusCode).toBe(200);
    sessionCookie(ok);
  });

  it('answers concurrent deletes of one item with one 200, then 404s', async () => {
    const a = await t.signUp();
    for (let round = 0; round < 3; round++) {
      const created = await t.request({
        method: 'POST',
        url: '/api/clothing-items',
        cookie: a.cookie,
        payload: { name: `Tee ${round}`, category: 'Tops', color: 'White' },
      });
      const id = created.json().id as number;
      const answers = await Promise.all(Array.from({ length: 6 }, () => t.request({ method: 'DELETE', url: `/api/clothing-items/${id}`, cookie: a.cookie })));
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 404, 404, 404, 404, 404]);
    }
  });
});
