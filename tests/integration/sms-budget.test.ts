import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { drainJobs } from '../helpers/jobs';
import { signUpWithPhone, textIn, textsTo } from '../helpers/sms';
import { createTestApp, databaseKinds, ORIGIN, testConfig, type TestApp } from '../helpers/test-app';

const HOUR = 60 * 60_000;

describe.each(databaseKinds)('texts with a budget on %s', (kind) => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let now = new Date('2026-11-25T15:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now });
    // A second app instance on the same database: another process of the fleet.
    second = await buildApp({ config: testConfig(), database: t.database, logger: false, now: () => now });
    await second.ready();
  }, 300_000);
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  const testOutfit = (app: TestApp['app'], cookie: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/sms/send-daily-outfit', remoteAddress, headers: { origin: ORIGIN, host: 'localhost:80', cookie }, payload: {} });
  const count = async (to: string, purpose: string) => (await textsTo(t, to)).filter((m) => m.purpose === purpose).length;

  it('sends 3 test outfits a day per account: 16 requests from four addresses on two app instances send 3', async () => {
    const { cookie } = await signUpWithPhone(t, '+14155552901');
    await textIn(t, '+14155552901', 'Hi there');
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => testOutfit(i % 2 === 0 ? t.app : second, cookie, `198.51.100.${(i % 4) + 10}`)));
    expect(answers.filter((r) => r.statusCode === 200 && r.json().sent === true)).toHaveLength(3);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(13);
    expect(refused[0]!.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/3 test outfits a day/) });
    expect(await count('+14155552901', 'test')).toBe(3);
    // The next day the account has three again.
    now = new Date(now.getTime() + 24 * HOUR + 1000);
    expect((await testOutfit(second, cookie, '198.51.100.10')).json()).toMatchObject({ sent: true });
  });

  it('texts a number that never replied only the first consultation texts and reset codes, until it replies', async () => {
    const phone = '+14155552902';
    const { user, cookie } = await signUpWithPhone(t, phone);
    // Someone typed this number at sign-up: the test outfit is not sent to it.
    const outfit = await testOutfit(t.app, cookie, '198.51.100.20');
    expect(outfit.json()).toEqual({ sent: false, message: expect.stringMatching(/^Reply to any text from us first/) });
    // The first consultation texts go: they ask the number to reply.
    const start = await t.request({ method: 'POST', url: '/api/sms/start-onboarding', cookie, payload: { userId: user.id } });
    expect(start.json()).toEqual({ ok: true, sent: true });
    expect(await count(phone, 'consultation')).toBe(2);
    // No answer for a day: starting again sends nothing more to an unconfirmed number.
    now = new Date(now.getTime() + 25 * HOUR);
    const again = await t.request({ method: 'POST', url: '/api/sms/start-onboarding', cookie, payload: { userId: user.id } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/Reply to our first text/);
    expect(await count(phone, 'consultation')).toBe(2);
    // A reset code still goes: the holder asked for it.
    await t.request({ method: 'POST', url: '/api/password-reset/request', payload: { phoneNumber: phone } });
    await drainJobs(t);
    expect(await count(phone, 'password_reset')).toBe(1);
    expect(await count(phone, 'test')).toBe(0);
    // The holder replies: from now on the number gets what it asks for.
    await textIn(t, phone, 'Smart casual mostly');
    expect((await testOutfit(t.app, cookie, '198.51.100.20')).json()).toMatchObject({ sent: true });
  });

  it('answers HELP once an hour per number, and STOP always', async () => {
    const phone = '+14155552903';
    for (let i = 0; i < 12; i++) await textIn(t, phone, 'HELP');
    expect(await count(phone, 'help')).toBe(1);
    now = new Date(now.getTime() + HOUR + 1000);
    await textIn(t, phone, 'help');
    await textIn(t, phone, 'HELP');
    expect(await count(phone, 'help')).toBe(2);
    await textIn(t, phone, 'STOP');
    expect(await count(phone, 'opt_out')).toBe(1);
  });

  it('sends one number at most 20 texts a day across every purpose', async () => {
    const phone = '+14155552904';
    await signUpWithPhone(t, phone);
    // Reset codes, 3 an hour, over eight hours: 24 asked, 20 sent.
    for (let hour = 0; hour < 8; hour++) {
      for (let i = 0; i < 3; i++) {
        const res = await t.request({ method: 'POST', url: '/api/password-reset/request', payload: { phoneNumber: phone } });
        expect(res.statusCode).toBe(200);
      }
      await drainJobs(t);
      now = new Date(now.getTime() + HOUR + 1000);
    }
    expect(await count(phone, 'password_reset')).toBe(20);
    // STOP's confirmation is never withheld, even from a number at its limit.
    await textIn(t, phone, 'STOP');
    expect(await count(phone, 'opt_out')).toBe(1);
  });

  it('accepts sign-up numbers only from SMS_COUNTRIES (US and Canada by default), with a clear message', async () => {
    for (const phoneNumber of ['+442079460958', '+18765550134']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/users',
        payload: { fullName: 'Far Away', password: 'a long test passphrase', smsConsent: true, phoneNumber },
      });
      expect(res.statusCode, phoneNumber).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_ERROR',
        field: 'phoneNumber',
        message: 'We can only text numbers in United States or Canada. Please use a phone number from one of those countries.',
      });
    }
    expect((await signUpWithPhone(t, '+14165550134')).user.id).toBeGreaterThan(0);
  });
});
