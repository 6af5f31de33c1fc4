import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_PHONE } from '../../src/server/plugins/dev-tool-guard';
import { adminEnv, operatorLogin } from '../helpers/administration';
import { drainJobs } from '../helpers/jobs';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/** The same key with its last character changed to one it is not: always wrong, whatever the key ends in. */
const otherLastCharacter = (key: string) => key.slice(0, -1) + (key.endsWith('x') ? 'y' : 'x');

const codeFrom = (body: string) => /\b(\d{6})\b/.exec(body)?.[1];

describe.each(databaseKinds)('dev phone access on %s', (kind) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: adminEnv });
    key = t.ctx.config.devPhoneKey;
  });
  afterAll(() => t.close());

  /** An anonymous caller: no session, no dev phone key unless given. */
  const anonymous = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, devPhoneKey: false, headers });

  it("does not hand a stranger the victim's reset code: the feed and the page are 404 without the key", async () => {
    const victim = await t.signUp({ phoneNumber: '+14155550801', password: 'victim long password' });
    expect((await t.request({ method: 'POST', url: '/api/password-reset/request', payload: { phoneNumber: '+14155550801' } })).statusCode).toBe(200);
    await drainJobs(t);
    for (const url of [
      '/api/dev/phone/messages',
      '/dev/phone',
      '/dev/phone/',
      '/%64ev/phone',
      '/api/dev/%70hone/messages',
      '/api/dev/phone/threads/1',
      '/dev/phone/anything-added-later',
    ]) {
      const res = await anonymous(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('reset code');
    }
    // A wrong key, as query, header or cookie, is no key.
    for (const res of [
      await anonymous('/api/dev/phone/messages?key=wrong'),
      await anonymous('/api/dev/phone/messages', { [DEV_PHONE.header]: otherLastCharacter(key) }),
      await anonymous('/api/dev/phone/messages', { cookie: `${DEV_PHONE.cookie}=${key}x` }),
    ])
      expect(res.statusCode).toBe(404);
    // The one who holds the key sees the code (the victim's own developer).
    const withKey = await anonymous(`/api/dev/phone/messages?key=${encodeURIComponent(key)}`);
    expect(withKey.statusCode).toBe(200);
    const text = (withKey.json() as { to: string; body: string }[]).find((m) => m.to === '+14155550801');
    expect(codeFrom(text!.body)).toMatch(/^\d{6}$/);
    expect(victim.user.id).toBeGreaterThan(0);
  });

  it('opens with one click on the printed link and stays open for the page and its feed (httpOnly cookie)', async () => {
    const page = await anonymous(`/dev/phone?key=${encodeURIComponent(key)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const cookie = page.cookies.find((c) => c.name === DEV_PHONE.cookie)!;
    expect(cookie).toMatchObject({ value: key, httpOnly: true, sameSite: 'Strict', path: '/' });
    // The page's reload (no query) and its JSON feed ride on the cookie.
    expect((await anonymous('/dev/phone', { cookie: `${DEV_PHONE.cookie}=${cookie.value}` })).statusCode).toBe(200);
    expect((await anonymous('/api/dev/phone/messages', { cookie: `${DEV_PHONE.cookie}=${cookie.value}` })).statusCode).toBe(200);
    expect((await anonymous('/api/dev/phone/messages', { [DEV_PHONE.header]: key })).statusCode).toBe(200);
  });

  it("opens for the operator console's bearer token, and a token that is not one is no key", async () => {
    const { token, headers } = await operatorLogin(t);
    expect((await anonymous('/api/dev/phone/messages', headers)).statusCode).toBe(200);
    expect((await anonymous('/api/dev/phone/messages', { authorization: `Bearer ${token}x` })).statusCode).toBe(404);
    expect((await anonymous('/api/dev/phone/messages', { authorization: 'Bearer ' })).statusCode).toBe(404);
    // Signed out of the console, the token no longer opens it.
    expect((await t.request({ method: 'POST', url: '/api/administration/logout', headers, devPhoneKey: false })).statusCode).toBeLessThan(300);
    expect((await anonymous('/api/dev/phone/messages', headers)).statusCode).toBe(404);
  });

  it('is 404 even with the key when the dev phone is off', async () => {
    const off = await createTestApp(kind, { env: { DEV_PHONE: 'false' } });
    try {
      const k = off.ctx.config.devPhoneKey;
      expect(off.ctx.config.devPhoneEnabled).toBe(false);
      for (const url of [`/dev/phone?key=${k}`, `/api/dev/phone/messages?key=${k}`]) {
        expect((await off.request({ method: 'GET', url, devPhoneKey: false })).statusCode, url).toBe(404);
      }
    } finally {
      await off.close();
    }
  }, 120_000); // a second app on a fresh database: slow on a busy machine
});
