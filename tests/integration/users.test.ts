import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

describe.each(databaseKinds)('user calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('reads your own record and answers 404 for anyone else', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const mine = await t.request({ method: 'GET', url: `/api/users/${a.user.id}`, cookie: a.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().onboardingCompleted).toBe(false);
    const theirs = await t.request({ method: 'GET', url: `/api/users/${b.user.id}`, cookie: a.cookie });
    expect(theirs.statusCode).toBe(404);
    const missing = await t.request({ method: 'GET', url: `/api/users/999999`, cookie: a.cookie });
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
  });

  it('needs a session for every user call', async () => {
    const a = await t.signUp();
    for (const [method, url] of [
      ['GET', `/api/users/${a.user.id}`],
      ['PATCH', `/api/users/${a.user.id}/complete-onboarding`],
      ['GET', `/api/sms/conversations/${a.user.id}`],
    ] as const) {
      const res = await t.request({ method, url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('rejects ids that are not positive integers with a 400', async () => {
    const a = await t.signUp();
    for (const id of ['abc', '-1', '1.5', '0']) {
      const res = await t.request({ method: 'GET', url: `/api/users/${id}`, cookie: a.cookie });
      expect(res.statusCode, id).toBe(400);
    }
  });

  it('completes onboarding for yourself only', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const other = await t.request({ method: 'PATCH', url: `/api/users/${b.user.id}/complete-onboarding`, cookie: a.cookie });
    expect(other.statusCode).toBe(404);
    const check = await t.request({ method: 'GET', url: `/api/users/${b.user.id}`, cookie: b.cookie });
    expect(check.json().onboardingCompleted).toBe(false);
    const res = await t.request({ method: 'PATCH', url: `/api/users/${a.user.id}/complete-onboarding`, cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().onboardingCompleted).toBe(true);
    const me = await t.request({ method: 'GET', url: '/api/user', cookie: a.cookie });
    expect(me.json().onboardingCompleted).toBe(true);
  });

  it('updates the profile and refuses bad values without writing', async () => {
    const a = await t.signUp();
    const ok = await t.request({
      method: 'PATCH',
      url: `/api/users/${a.user.id}/update-profile`,
      cookie: a.cookie,
      payload: {
        fullName: 'New Name',
        gender: 'female',
        age: 29,
        height: 66,
        weight: 130,
        bodyType: 'Curvy',
        skinTone: 'Olive',
        hairColor: 'Auburn',
        homeLocation: '94107',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ fullName: 'New Name', gender: 'female', age: 29, height: 66, bodyType: 'Curvy', homeLocation: '94107' });
    for (const payload of [{ age: 'thirty' }, { age: 29.5 }, { gender: 'robot' }, { bodyType: 'Square' }, { fullName: '   ' }, { favouriteColour: 'red' }]) {
      const bad = await t.request({ method: 'PATCH', url: `/api/users/${a.user.id}/update-profile`, cookie: a.cookie, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_ERROR');
    }
    const after = await t.request({ method: 'GET', url: '/api/user', cookie: a.cookie });
    expect(after.json()).toMatchObject({ fullName: 'New Name', age: 29, gender: 'female', bodyType: 'Curvy' });
  });

  it("saves SMS settings with HH:MM and any IANA time zone (the account's one zone)", async () => {
    const a = await t.signUp();
    const ok = await t.request({
      method: 'PATCH',
      url: `/api/users/${a.user.id}/sms-settings`,
      cookie: a.cookie,
      payload: { smsEnabled: false, dailyOutfitTime: '07:30', timezone: 'America/Phoenix' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ smsEnabled: false, dailyOutfitTime: '07:30', timezone: 'America/Phoenix' });
    for (const payload of [
      { smsEnabled: true, dailyOutfitTime: '7:30', timezone: 'America/Phoenix' },
      { smsEnabled: true, dailyOutfitTime: '24:00', timezone: 'America/Phoenix' },
      { smsEnabled: true, dailyOutfitTime: '08:00', timezone: 'Europe/Atlantis' },
      { smsEnabled: true, dailyOutfitTime: '08:00', timezone: '+01:00' },
      { smsEnabled: 'yes', dailyOutfitTime: '08:00', timezone: 'America/Phoenix' },
    ]) {
      const bad = await t.request({ method: 'PATCH', url: `/api/users/${a.user.id}/sms-settings`, cookie: a.cookie, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const after = await t.request({ method: 'GET', url: '/api/user', cookie: a.cookie });
    expect(after.json()).toMatchObject({ dailyOutfitTime: '07:30', timezone: 'America/Phoenix' });
  });
});

describe.each(databaseKinds)('bad input on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers malformed JSON with a clear 400', async () => {
    const res = await t.request({ method: 'POST', url: '/api/users', headers: { 'content-type': 'application/json' }, payload: '{"fullName": "x",' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INVALID_JSON', message: 'The request body is not valid JSON' });
  });

  it('answers a JSON array or string body with a 400', async () => {
    for (const payload of ['[]', '"hello"', 'null']) {
      const res = await t.request({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it('answers an unsupported content type with a 415', async () => {
    const res = await t.request({ method: 'POST', url: '/api/login', headers: { 'content-type': 'text/plain' }, payload: 'username=a' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversized body with a 413 and writes nothing', async () => {
    const before = await countRows(t.database, 'users');
    const res = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: { fullName: 'x'.repeat(9 * 1024 * 1024), phoneNumber: '+14155550100', password: 'sunlit harbour walk', smsConsent: true },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await countRows(t.database, 'users')).toBe(before);
  });

  it('refuses state changes without a same-origin Origin header (CSRF)', async () => {
    const before = await countRows(t.database, 'users');
    const payload = { fullName: 'Csrf', phoneNumber: '+14155550101', password: 'sunlit harbour walk', smsConsent: true };
    const none = await t.app.inject({ method: 'POST', url: '/api/users', payload });
    const foreign = await t.app.inject({ method: 'POST', url: '/api/users', headers: { origin: 'https://evil.example' }, payload });
    expect(none.statusCode).toBe(403);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('CSRF_REJECTED');
    expect(await countRows(t.database, 'users')).toBe(before);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('sends security headers with a content security policy, on answers and errors alike', async () => {
    for (const url of ['/api/health', '/api/nope', '/uploads/missing.jpg']) {
      const res = await t.request({ method: 'GET', url });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob: https:");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests'); // only in production, over https
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('serves the API docs page under a policy that lets swagger-ui style itself but run only its own script files', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp.match(/script-src [^;]*/)![0]).not.toContain('unsafe-inline');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('serves the OpenAPI description', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/users', '/api/users/{userId}/sms-settings', '/api/password-reset/confirm']),
    );
  });
});
