import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../helpers/jobs';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const codeFrom = (body: string) => /\b(\d{6})\b/.exec(body)?.[1];
const INVALID_CODE = 'That code is invalid or has expired. Request a new one.';

describe.each(databaseKinds)('password reset hardening on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-21T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now });
  });
  afterAll(() => t.close());

  async function codeFor(phone: string) {
    const res = await t.request({ method: 'POST', url: '/api/password-reset/request', payload: { phoneNumber: phone } });
    expect(res.statusCode).toBe(200);
    await drainJobs(t);
    const feed = await t.request({ method: 'GET', url: '/api/dev/phone/messages' });
    return codeFrom((feed.json() as { to: string; body: string }[]).find((m) => m.to === phone)!.body)!;
  }
  const confirm = (phoneNumber: string, code: string, newPassword = 'a brand new passphrase') =>
    t.request({ method: 'POST', url: '/api/password-reset/confirm', payload: { phoneNumber, code, newPassword } });

  it('counts 40 concurrent wrong codes as 40: the code is spent and the right one no longer works', async () => {
    await t.signUp({ phoneNumber: '+14155550901' });
    const code = await codeFor('+14155550901');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 40 }, () => confirm('+14155550901', wrong)));
    expect(answers.every((r) => r.statusCode === 400)).toBe(true);
    const rows = await t.database.execute(`select attempts from password_reset_codes c join users u on u.id = c.user_id where u.phone_number = '+14155550901'`);
    expect(rows.rows[0]!.attempts).toBe(5);
    const right = await confirm('+14155550901', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(INVALID_CODE);
  });

  it('lets exactly one of several concurrent right answers reset the password', async () => {
    await t.signUp({ phoneNumber: '+14155550902' });
    const code = await codeFor('+14155550902');
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => confirm('+14155550902', code, `parallel passphrase ${i}`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
  });

  it('judges the code before the password, and answers an unknown number exactly like a wrong code', async () => {
    await t.signUp({ phoneNumber: '+14155550903' });
    await codeFor('+14155550903');
    // 'password' is refused by the policy: a known number must not say so before the code is right.
    const known = await confirm('+14155550903', '123456', 'password');
    const unknown = await confirm('+14155550999', '123456', 'password');
    expect(known.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ code: 'BAD_REQUEST', message: INVALID_CODE, field: 'code' });
    const knownLong = await confirm('+14155550903', '123456', 'a perfectly fine passphrase');
    const unknownLong = await confirm('+14155550999', '123456', 'a perfectly fine passphrase');
    expect(knownLong.json()).toEqual(unknownLong.json());
  });

  it('with the right code, a refused password says why and keeps the attempt, so a better one still works', async () => {
    await t.signUp({ phoneNumber: '+14155550904' });
    const code = await codeFor('+14155550904');
    for (let i = 0; i < 6; i++) {
      const weak = await confirm('+14155550904', code, 'password');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().field).toBe('newPassword');
    }
    expect((await confirm('+14155550904', code, 'a much better passphrase')).statusCode).toBe(200);
  });

  it('sends at most 3 reset texts per number per hour, and answers known and unknown numbers alike', async () => {
    await t.signUp({ phoneNumber: '+14155550905' });
    const ask = (phoneNumber: string, i: number) =>
      t.request({ method: 'POST', url: '/api/password-reset/request', remoteAddress: `192.0.2.${i + 20}`, payload: { phoneNumber } });
    const known = [];
    const unknown = [];
    for (let i = 0; i < 5; i++) {
      known.push(await ask('+14155550905', i));
      unknown.push(await ask('+14155550998', i));
    }
    expect(known.map((r) => r.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expect(unknown.map((r) => r.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expect(known[3]!.json()).toEqual(unknown[3]!.json());
    await drainJobs(t);
    const texts = await t.database.execute(`select count(*)::int as n from sms_messages where to_number = '+14155550905' and purpose = 'password_reset'`);
    expect(texts.rows[0]!.n).toBe(3);
    now = new Date(now.getTime() + 61 * 60_000);
    expect((await ask('+14155550905', 9)).statusCode).toBe(200);
  });

  it('takes the per-number quota atomically: 10 concurrent requests send 3 texts', async () => {
    await t.signUp({ phoneNumber: '+14155550906' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.request({ method: 'POST', url: '/api/password-reset/request', remoteAddress: `192.0.2.${i + 100}`, payload: { phoneNumber: '+14155550906' } }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });
});
