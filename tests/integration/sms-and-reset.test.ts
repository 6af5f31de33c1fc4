import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../helpers/jobs';
import { createTestApp, databaseKinds, sessionCookie, type TestApp } from '../helpers/test-app';

const codeFrom = (body: string) => /\b(\d{6})\b/.exec(body)?.[1];

describe.each(databaseKinds)('SMS and password reset on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-21T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now });
  });
  afterAll(() => t.close());

  async function lastText(to: string) {
    await drainJobs(t);
    const res = await t.request({ method: 'GET', url: '/api/dev/phone/messages' });
    return (res.json() as { to: string; body: string; purpose: string }[]).find((m) => m.to === to);
  }

  it('starts the text consultation and lists it in the conversation', async () => {
    const a = await t.signUp({ fullName: 'Jo March', phoneNumber: '+14155550601' });
    const res = await t.request({
      method: 'POST',
      url: '/api/sms/start-onboarding',
      cookie: a.cookie,
      payload: { userId: a.user.id, phoneNumber: '+14155550601' },
    });
    expect(res.statusCode).toBe(200);
    const text = await lastText('+14155550601');
    expect(text?.purpose).toBe('consultation');
    expect(text?.body).toContain('Hi Jo!');
    const convo = await t.request({ method: 'GET', url: `/api/sms/conversations/${a.user.id}`, cookie: a.cookie });
    expect(convo.statusCode).toBe(200);
    // The program confirmation (frequency, rates, STOP/HELP), then the first question.
    expect(convo.json()).toEqual([
      expect.objectContaining({
        messageType: 'outbound',
        messageBody: expect.stringContaining('Up to 4 automated msgs/mo'),
        createdAt: expect.any(String),
        id: expect.any(Number),
      }),
      expect.objectContaining({ messageType: 'outbound', messageBody: text!.body, createdAt: expect.any(String), id: expect.any(Number) }),
    ]);
  });

  it('never starts or lists texts for another user', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const start = await t.request({ method: 'POST', url: '/api/sms/start-onboarding', cookie: a.cookie, payload: { userId: b.user.id } });
    expect(start.statusCode).toBe(404);
    const list = await t.request({ method: 'GET', url: `/api/sms/conversations/${b.user.id}`, cookie: a.cookie });
    expect(list.statusCode).toBe(404);
  });

  it('answers 401 to an anonymous caller before validating the body or params', async () => {
    const start = await t.request({ method: 'POST', url: '/api/sms/start-onboarding', payload: { userId: 'not a number' } });
    expect(start.statusCode).toBe(401);
    expect(start.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const list = await t.request({ method: 'GET', url: '/api/sms/conversations/0x185' });
    expect(list.statusCode).toBe(401);
  });

  it('resets a password with the texted code, signs out everywhere, and the old password stops working', async () => {
    const { user, cookie } = await t.signUp({ fullName: 'Reset Me', phoneNumber: '+14155550602', password: 'first long password' });
    const req = await t.request({ method: 'POST', url: '/api/password-reset/request', payload: { phoneNumber: '(415) 555-0602' } });
    expect(req.statusCode).toBe(200);
    const code = codeFrom((await lastText('+14155550602'))!.body)!;
    expect(code).toMatch(/^\d{6}$/);
    const confirm = await t.request({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { phoneNumber: '+14155550602', code, newPassword: 'second long password' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user', cookie })).statusCode).toBe(401);
    const oldLogin = await t.request({ method: 'POST', url: '/api/login', payload: { username: user.username, password: 'first long password' } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.request({ method: 'POST', url: '/api/login', payload: { username: user.username, password: 'second long password' } });
    expect(newLogin.statusCode).toBe(200);
    sessionCookie(newLogin);
    const reuse = await t.request({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { phoneNumber: '+14155550602', code, newPassword: 'third long password' },
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('answers 200 for an unknown number and sends nothing', async () => {
    const res = await t.request({ method: 'POST', url: '/api/password-reset/request', payload: { phoneNumber: '+14155550699' } });
    expect(res.statusCode).toBe(200);
    expect(await lastText('+14155550699')).toBeUndefined();
  });

  it('allows 5 wrong attempts, then refuses even the right code', async () => {
    await t.signUp({ phoneNumber: '+14155550603' });
    await t.request({ method: 'POST', url: '/api/password-reset/request', payload: { phoneNumber: '+14155550603' } });
    const code = codeFrom((await lastText('+14155550603'))!.body)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/password-reset/confirm',
        payload: { phoneNumber: '+14155550603', code: wrong, newPassword: 'another long password' },
      });
      expect(res.statusCode).toBe(400);
    }
    const right = await t.request({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { phoneNumber: '+14155550603', code, newPassword: 'another long password' },
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('That code is invalid or has expired. Request a new one.');
  });

  it('expires a code after 10 minutes', async () => {
    await t.signUp({ phoneNumber: '+14155550604' });
    await t.request({ method: 'POST', url: '/api/password-reset/request', payload: { phoneNumber: '+14155550604' } });
    const code = codeFrom((await lastText('+14155550604'))!.body)!;
    now = new Date(now.getTime() + 10 * 60_000 + 1000);
    const res = await t.request({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { phoneNumber: '+14155550604', code, newPassword: 'another long password' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses malformed reset input with a 400', async () => {
    for (const payload of [{ phoneNumber: 'abc' }, {}, { phoneNumber: '+14155550604', extra: 1 }]) {
      const res = await t.request({ method: 'POST', url: '/api/password-reset/request', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const res = await t.request({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { phoneNumber: '+14155550604', code: '12ab56', newPassword: 'another long password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter the 6-digit code');
  });

  it('refuses SMS settings that enable texts without a phone number', async () => {
    const a = await t.signUp();
    await t.database.execute(`update users set phone_number = null where id = $1`, [a.user.id]);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/users/${a.user.id}/sms-settings`,
      cookie: a.cookie,
      payload: { smsEnabled: true, dailyOutfitTime: '08:00', timezone: 'America/New_York' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Phone Number Required: Please add your phone number in your profile to receive SMS messages.');
  });
});
