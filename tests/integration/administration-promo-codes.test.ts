import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, operatorLogin, signUpAdmin } from '../helpers/administration';
import { countRows, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const URL = '/api/administration/promo-codes';

describe.each(databaseKinds)('the operator console promo codes on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  const clock = new Date('2026-11-23T15:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(kind, { env: adminEnv, now: () => clock });
    auth = (await operatorLogin(t)).headers;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  const list = async () => (await call('GET', URL)).json() as { id: number; code: string; redemptions: number; isActive: boolean }[];
  const byCode = async (code: string) => (await list()).find((p) => p.code === code);
  const redeem = (cookie: string, promoCode: string) => t.request({ method: 'POST', url: '/api/create-subscription', cookie, payload: { promoCode } });
  const status = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/subscription/status', cookie })).json();
  const refused = { success: false, isLifetimeFree: false, message: expect.any(String) };

  it('refuses every promo code route without credentials (401) and to a plain user (403); an isAdmin session may', async () => {
    const created = (await call('POST', URL, { code: 'GUARDED' })).json();
    const user = await t.signUp();
    const before = await countRows(t.database, 'promo_codes');
    for (const [method, url] of [
      ['GET', URL],
      ['POST', URL],
      ['PUT', `${URL}/${created.id}`],
      ['DELETE', `${URL}/${created.id}`],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? { payload: { code: 'SNEAKY' } } : {};
      const anon = await t.request({ method, url, ...payload });
      expect([anon.statusCode, anon.json().code], `${method} ${url} anonymous`).toEqual([401, 'UNAUTHENTICATED']);
      const plain = await t.request({ method, url, cookie: user.cookie, ...payload });
      expect(plain.statusCode, `${method} ${url} as a plain user`).toBe(403);
      const forged = await t.request({ method, url, headers: { authorization: 'Bearer ' + 'z'.repeat(43) }, ...payload });
      expect(forged.statusCode, `${method} ${url} with a made-up token`).toBe(401);
    }
    expect(await countRows(t.database, 'promo_codes')).toBe(before);
    expect((await byCode('GUARDED'))?.code).toBe('GUARDED');
    const admin = await signUpAdmin(t);
    const viaSession = await t.request({ method: 'GET', url: URL, cookie: admin.cookie });
    expect(viaSession.statusCode).toBe(200);
    expect(viaSession.json().map((p: { code: string }) => p.code)).toContain('GUARDED');
  });

  it('creates with the defaults (201), lists, updates and deletes, auditing each change; an unknown id is a 404', async () => {
    const res = await call('POST', URL, { code: '  Launch2026 ', description: ' Launch week ' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      code: 'Launch2026',
      description: 'Launch week',
      kind: 'lifetime',
      percentOff: null,
      durationMonths: null,
      freeMonths: null,
      lifetimeFree: true,
      maxRedemptions: null,
      expiresAt: null,
      isActive: true,
      redemptions: 0,
      createdAt: expect.any(String),
    });
    expect(await byCode('Launch2026')).toEqual(created);

    const put = await call('PUT', `${URL}/${created.id}`, {
      ...created,
      code: 'LAUNCH2026',
      maxRedemptions: 50,
      expiresAt: '2026-12-31T23:59:59.000+01:00',
      isActive: false,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      id: created.id,
      code: 'LAUNCH2026',
      maxRedemptions: 50,
      expiresAt: '2026-12-31T22:59:59.000Z',
      isActive: false,
      redemptions: 0,
    });
    // Clearing the limit and the expiry: null means unlimited and never.
    const cleared = await call('PUT', `${URL}/${created.id}`, { code: 'LAUNCH2026', maxRedemptions: null, expiresAt: null });
    expect(cleared.json()).toMatchObject({ maxRedemptions: null, expiresAt: null, isActive: true, description: '' });

    expect((await call('PUT', `${URL}/987654`, { code: 'NOBODY' })).statusCode).toBe(404);
    expect((await call('DELETE', `${URL}/${created.id}`)).json()).toEqual({ ok: true });
    expect(await byCode('LAUNCH2026')).toBeUndefined();
    const again = await call('DELETE', `${URL}/${created.id}`);
    expect([again.statusCode, again.json().message]).toEqual([404, 'Promo code not found']);

    const audit = (
      await t.database.execute(`select action, actor, detail from admin_audit_log where action like 'promo-code.%' and detail->>'id' = $1 order by id`, [
        String(created.id),
      ])
    ).rows as { action: string; actor: string }[];
    expect(audit.map((r) => r.action)).toEqual(['promo-code.create', 'promo-code.update', 'promo-code.update', 'promo-code.delete']);
    expect(audit.every((r) => r.actor === 'operator')).toBe(true);
  });

  it('answers 400 with a clear message for bad input, storing nothing', async () => {
    const before = await countRows(t.database, 'promo_codes');
    for (const [payload, message] of [
      [{}, 'Code is required'],
      [{ code: 'ab' }, 'Code must be at least 3 characters'],
      [{ code: 'x'.repeat(65) }, 'Code must be at most 64 characters'],
      [{ code: 'HAS SPACE' }, 'Use letters, digits, dashes and underscores only'],
      [{ code: 'OKCODE', description: 'd'.repeat(501) }, 'Description must be at most 500 characters'],
      [{ code: 'OKCODE', maxRedemptions: 0 }, 'Must be at least 1, or empty for unlimited'],
      [{ code: 'OKCODE', maxRedemptions: 2.5 }, 'Max redemptions must be a whole number, or empty for unlimited'],
      [{ code: 'OKCODE', maxRedemptions: '10' }, 'Max redemptions must be a whole number, or empty for unlimited'],
      [{ code: 'OKCODE', expiresAt: 'next tuesday' }, 'Must be a date and time (ISO 8601)'],
      [{ code: 'OKCODE', isActive: 'yes' }, 'Active must be true or false'],
    ] as const) {
      const res = await call('POST', URL, payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload).slice(0, 80)).toEqual([400, message]);
    }
    for (const id of ['abc', '0', '-1', '1.5']) expect((await call('PUT', `${URL}/${id}`, { code: 'OKCODE' })).statusCode).toBe(400);
    expect(await countRows(t.database, 'promo_codes')).toBe(before);
  });

  it('keeps codes unique ignoring case: 409 on create and on a rename, while a code may change its own case', async () => {
    const first = (await call('POST', URL, { code: 'Summer' })).json();
    const dup = await call('POST', URL, { code: 'sUMMER' });
    expect([dup.statusCode, dup.json().message]).toEqual([409, 'A promo code "sUMMER" already exists (codes ignore case).']);
    const other = (await call('POST', URL, { code: 'Winter' })).json();
    const rename = await call('PUT', `${URL}/${other.id}`, { code: 'SUMMER' });
    expect(rename.statusCode).toBe(409);
    expect((await byCode('Winter'))?.id).toBe(other.id);
    const own = await call('PUT', `${URL}/${first.id}`, { code: 'SUMMER' });
    expect([own.statusCode, own.json().code]).toEqual([200, 'SUMMER']);
    // Two operators creating the same code at once: the database's unique index lets exactly one through.
    const racing = await Promise.all(['autumn', 'AUTUMN', 'Autumn'].map((code) => call('POST', URL, { code })));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('shows redemptions in its answers after users redeem, and what the operator sets decides what redeems', async () => {
    const promo = (await call('POST', URL, { code: 'FRIENDS', maxRedemptions: 2 })).json();
    const [a, b, c] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
    expect((await redeem(a.cookie, ' friends ')).json()).toEqual({ success: true, isLifetimeFree: true });
    expect((await byCode('FRIENDS'))?.redemptions).toBe(1);

    // Switched off by the operator: refused, counted nothing.
    expect((await call('PUT', `${URL}/${promo.id}`, { ...promo, isActive: false })).json()).toMatchObject({ isActive: false, redemptions: 1 });
    expect((await redeem(b.cookie, 'FRIENDS')).json()).toEqual(refused);
    // Expired a minute ago.
    await call('PUT', `${URL}/${promo.id}`, { ...promo, expiresAt: new Date(clock.getTime() - 60_000).toISOString() });
    expect((await redeem(b.cookie, 'FRIENDS')).json()).toEqual(refused);
    // Back on with a future expiry: redeems, which uses it up.
    await call('PUT', `${URL}/${promo.id}`, { ...promo, expiresAt: new Date(clock.getTime() + 86_400_000).toISOString() });
    expect((await redeem(b.cookie, 'Friends')).json()).toEqual({ success: true, isLifetimeFree: true });
    expect((await redeem(c.cookie, 'FRIENDS')).json()).toEqual(refused);
    expect(await status(c.cookie)).toMatchObject({ hasSubscription: false, subscriptionStatus: null });
    const used = await call('GET', URL);
    expect(used.json().find((p: { id: number }) => p.id === promo.id)).toMatchObject({ redemptions: 2, maxRedemptions: 2 });
    // An edit keeps the count: it is the users' doing, not a field the console sets.
    expect((await call('PUT', `${URL}/${promo.id}`, { ...promo, redemptions: 0, maxRedemptions: 3 })).json()).toMatchObject({ redemptions: 2 });
    expect((await redeem(c.cookie, 'FRIENDS')).json()).toEqual({ success: true, isLifetimeFree: true });
    expect((await byCode('FRIENDS'))?.redemptions).toBe(3);

    // Deleting the code keeps the access it gave.
    expect((await call('DELETE', `${URL}/${promo.id}`)).statusCode).toBe(200);
    expect(await status(a.cookie)).toEqual({
      hasSubscription: true,
      subscriptionStatus: 'active',
      trialEndDate: null,
      stripeSubscriptionId: null,
      notice: null,
      trialAvailable: true,
    });
  });
});
