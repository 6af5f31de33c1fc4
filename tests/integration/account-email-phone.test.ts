import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutboxMails } from '../../src/server/services/mail/outbox-store';
import { drainJobs, MAIL_QUEUES } from '../helpers/jobs';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const codeFrom = (body: string) => /\b(\d{6})\b/.exec(body)?.[1];
/** The password every test account signs up with: identity changes ask for it (ADR 0101). */
const PASSWORD = 'a long test passphrase';

/** Issue 27: email verification links, the profile's fields, and a phone change that needs the code. */
describe.each(databaseKinds)('email verification and profile changes on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-21T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now, env: { PUBLIC_URL: 'https://wearwise.example' } });
  });
  afterAll(() => t.close());

  /** The newest mails to an address as the dev mail viewer's key holder reads them (stored copies are masked: ADR 0100). */
  const mailsTo = async (email: string) =>
    (await t.request({ method: 'GET', url: `/api/dev/mail/messages?to=${encodeURIComponent(email)}` })).json() as { subject: string; text: string }[];
  /** The newest link mailed to an address, after the mail jobs ran. */
  async function linkTo(email: string): Promise<string> {
    await drainJobs(t, MAIL_QUEUES);
    const [mail] = await mailsTo(email);
    const link = /https:\/\/wearwise\.example\/verify-email\?token=(\S+)/.exec(mail?.text ?? '');
    if (!link) throw new Error(`no verification link mailed to ${email}`);
    return decodeURIComponent(link[1]!);
  }
  const verify = (token: string) => t.request({ method: 'POST', url: '/api/email/verify', payload: { token } });
  const me = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/user', cookie })).json();

  it('mails a link at sign-up that verifies the email once; a second use says it was used', async () => {
    const { user, cookie } = await t.signUp({ email: 'Ines@Example.com' });
    expect(user).toMatchObject({ email: 'ines@example.com', emailVerifiedAt: null });
    const token = await linkTo('ines@example.com');
    const ok = await verify(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'verified', email: 'ines@example.com' });
    expect((await me(cookie)).emailVerifiedAt).toBe(now.toISOString());
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('already used');
  });

  it('refuses an expired link and a forged one, and verifies nothing', async () => {
    const { cookie } = await t.signUp({ email: 'late@example.com' });
    const token = await linkTo('late@example.com');
    const forged = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await verify(forged)).json().message).toContain('not valid');
    expect((await verify('12.abc')).statusCode).toBe(400);
    now = new Date(now.getTime() + 25 * 3_600_000);
    const expired = await verify(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toContain('expired');
    expect((await me(cookie)).emailVerifiedAt).toBeNull();
  });

  it('resends a link on request; a changed email needs its own link and the old one no longer verifies', async () => {
    const { cookie } = await t.signUp({ email: 'first@example.com' });
    const oldToken = await linkTo('first@example.com');
    const resend = await t.request({ method: 'POST', url: '/api/user/email/verification', cookie });
    expect(resend.statusCode).toBe(202);

    const saved = await t.request({
      method: 'PATCH',
      url: `/api/users/${(await me(cookie)).id}/settings/profile`,
      cookie,
      payload: { email: 'Second@Example.com', currentPassword: PASSWORD },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ email: 'second@example.com', emailVerifiedAt: null });
    const superseded = await verify(oldToken);
    expect(superseded.statusCode).toBe(400);
    expect(superseded.json().message).toContain('no longer on your account');
    expect((await verify(await linkTo('second@example.com'))).statusCode).toBe(200);
    expect((await me(cookie)).emailVerifiedAt).not.toBeNull();
    // Verified: nothing to resend.
    expect((await t.request({ method: 'POST', url: '/api/user/email/verification', cookie })).statusCode).toBe(400);
  });

  it('saves name, age and height with each error under its field; an email verified on another account is a 409 on email', async () => {
    await t.signUp({ email: 'owner@example.com' });
    expect((await verify(await linkTo('owner@example.com'))).statusCode).toBe(200);
    const { user, cookie } = await t.signUp();
    const url = `/api/users/${user.id}/settings/profile`;
    const ok = await t.request({ method: 'PATCH', url, cookie, payload: { fullName: 'Noor Haddad', age: 34, height: 66 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ fullName: 'Noor Haddad', age: 34, height: 66 });
    const bad = await t.request({ method: 'PATCH', url, cookie, payload: { age: 7 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'age', message: 'Age must be at least 13' });
    const taken = await t.request({ method: 'PATCH', url, cookie, payload: { email: 'OWNER@example.com', currentPassword: PASSWORD } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'email' });
    expect((await t.request({ method: 'PATCH', url, cookie, payload: {} })).statusCode).toBe(400);
  });

  it('saves gender and the departments shopped from the profile; a value outside the lists is a 400 on its field and changes nothing', async () => {
    const { user, cookie } = await t.signUp();
    const url = `/api/users/${user.id}/settings/profile`;
    const ok = await t.request({ method: 'PATCH', url, cookie, payload: { gender: 'Non-binary', departments: 'both' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ gender: 'non_binary', departments: 'both' });
    const bad = await t.request({ method: 'PATCH', url, cookie, payload: { departments: 'kidswear', fullName: 'Not Saved' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'departments', message: 'Choose womenswear, menswear or both' });
    expect((await t.request({ method: 'PATCH', url, cookie, payload: { gender: 'robot' } })).statusCode).toBe(400);
    expect(await me(cookie)).toMatchObject({ gender: 'non_binary', departments: 'both', fullName: user.fullName });
    const menswear = await t.request({ method: 'PATCH', url, cookie, payload: { departments: 'menswear' } });
    expect(menswear.json()).toMatchObject({ gender: 'non_binary', departments: 'menswear' });
  });

  it('chooses, changes and clears a username from the profile; one in use is a 409 on username, and sign-in follows it', async () => {
    await t.signUp({ username: 'wren.taken' });
    const { user, cookie } = await t.signUp({ username: null, phoneNumber: '+14155550720' });
    expect(user.username).toBeNull();
    const url = `/api/users/${user.id}/settings/profile`;
    const login = (username: string) => t.request({ method: 'POST', url: '/api/login', payload: { username, password: 'a long test passphrase' } });

    const chosen = await t.request({ method: 'PATCH', url, cookie, payload: { username: '  Noor.H ', currentPassword: PASSWORD } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ username: 'noor.h' });
    expect((await login('NOOR.H')).statusCode).toBe(200);

    const taken = await t.request({ method: 'PATCH', url, cookie, payload: { username: 'Wren.Taken', currentPassword: PASSWORD } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'username', message: 'This username is taken. Please choose another.' });
    const bad = await t.request({ method: 'PATCH', url, cookie, payload: { username: '12ab', currentPassword: PASSWORD } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'username', message: 'Username must start with a letter' });
    expect((await me(cookie)).username).toBe('noor.h');

    // Blank clears it: the phone still signs in, the old name no longer does.
    const cleared = await t.request({ method: 'PATCH', url, cookie, payload: { username: '', currentPassword: PASSWORD } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ username: null });
    expect((await login('noor.h')).statusCode).toBe(401);
    expect((await login('(415) 555-0720')).statusCode).toBe(200);
  });

  it('changes the phone only with the code texted to the new number; wrong codes run out', async () => {
    const { user, cookie } = await t.signUp({ phoneNumber: '+14155550701', password: 'a long test passphrase' });
    const start = await t.request({
      method: 'POST',
      url: '/api/user/phone/code',
      cookie,
      payload: { phoneNumber: '(415) 555-0702', currentPassword: PASSWORD },
    });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ ok: true, phoneNumber: '+14155550702' });
    expect((await me(cookie)).phoneNumber).toBe('+14155550701');

    const texts = (await t.request({ method: 'GET', url: '/api/dev/phone/messages' })).json() as { to: string; body: string }[];
    const code = codeFrom(texts.find((m) => m.to === '+14155550702')!.body)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const miss = await t.request({ method: 'POST', url: '/api/user/phone', cookie, payload: { code: wrong } });
    expect(miss.statusCode).toBe(400);
    expect(miss.json()).toMatchObject({ field: 'code' });
    expect((await me(cookie)).phoneNumber).toBe('+14155550701');
    // Stored as an HMAC, never the code itself.
    const row = await t.database.execute('select code_hash from phone_change_codes where user_id = $1', [user.id]);
    expect(String(row.rows[0]!.code_hash)).not.toContain(code);

    const moved = await t.request({ method: 'POST', url: '/api/user/phone', cookie, payload: { code } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().phoneNumber).toBe('+14155550702');
    expect((await t.request({ method: 'POST', url: '/api/login', payload: { username: '415-555-0702', password: 'a long test passphrase' } })).statusCode).toBe(
      200,
    );
    // Used: the same code does nothing more.
    expect((await t.request({ method: 'POST', url: '/api/user/phone', cookie, payload: { code } })).statusCode).toBe(400);

    // A code is good for five tries only, then even the right one is refused.
    await t.request({ method: 'POST', url: '/api/user/phone/code', cookie, payload: { phoneNumber: '+14155550703', currentPassword: PASSWORD } });
    const texts2 = (await t.request({ method: 'GET', url: '/api/dev/phone/messages' })).json() as { to: string; body: string }[];
    const code2 = codeFrom(texts2.find((m) => m.to === '+14155550703')!.body)!;
    const wrong2 = code2 === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await t.request({ method: 'POST', url: '/api/user/phone', cookie, payload: { code: wrong2 } });
    expect((await t.request({ method: 'POST', url: '/api/user/phone', cookie, payload: { code: code2 } })).statusCode).toBe(400);
    expect((await me(cookie)).phoneNumber).toBe('+14155550702');
  });

  it('refuses a new number another account has, and an expired code', async () => {
    await t.signUp({ phoneNumber: '+14155550711' });
    const { cookie } = await t.signUp({ phoneNumber: '+14155550712' });
    const taken = await t.request({ method: 'POST', url: '/api/user/phone/code', cookie, payload: { phoneNumber: '+14155550711', currentPassword: PASSWORD } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'phoneNumber' });

    await t.request({ method: 'POST', url: '/api/user/phone/code', cookie, payload: { phoneNumber: '+14155550713', currentPassword: PASSWORD } });
    const texts = (await t.request({ method: 'GET', url: '/api/dev/phone/messages' })).json() as { to: string; body: string }[];
    const code = codeFrom(texts.find((m) => m.to === '+14155550713')!.body)!;
    now = new Date(now.getTime() + 11 * 60_000);
    expect((await t.request({ method: 'POST', url: '/api/user/phone', cookie, payload: { code } })).statusCode).toBe(400);
  });

  it('resets the password by a code mailed to a verified email only; an unverified one gets nothing', async () => {
    const { cookie } = await t.signUp({ email: 'lost-phone@example.com', password: 'a long test passphrase' });
    const ask = (email: string) => t.request({ method: 'POST', url: '/api/password-reset/request', payload: { email } });
    // Unverified: the same answer, but no mail.
    expect((await ask('lost-phone@example.com')).statusCode).toBe(200);
    await drainJobs(t, MAIL_QUEUES);
    expect((await latestOutboxMails(t.ctx.db)).filter((m) => m.to === 'lost-phone@example.com' && m.subject.includes('reset'))).toHaveLength(0);

    expect((await verify(await linkTo('lost-phone@example.com'))).statusCode).toBe(200);
    const answer = await ask('Lost-Phone@example.com');
    expect(answer.json().message).toContain('by email');
    await drainJobs(t, MAIL_QUEUES);
    const mail = (await mailsTo('lost-phone@example.com')).find((m) => m.subject.includes('reset'));
    const code = codeFrom(mail!.text)!;
    // The stored copy holds no usable code.
    const stored = (await latestOutboxMails(t.ctx.db)).find((m) => m.to === 'lost-phone@example.com' && m.subject.includes('reset'));
    expect(stored!.text).not.toContain(code);
    expect(codeFrom(stored!.text)).toBeUndefined();
    const done = await t.request({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { email: 'lost-phone@example.com', code, newPassword: 'a new long passphrase' },
    });
    expect(done.statusCode).toBe(200);
    // Signed out everywhere, and the new password works with the email.
    expect((await t.request({ method: 'GET', url: '/api/user', cookie })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/login', payload: { username: 'lost-phone@example.com', password: 'a new long passphrase' } })).statusCode,
    ).toBe(200);
    // Both or neither of phone and email is refused.
    expect((await t.request({ method: 'POST', url: '/api/password-reset/request', payload: {} })).statusCode).toBe(400);
  });
});

describe('the outbox page in embedded mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { configOverrides: { embedded: true } });
  });
  afterAll(() => t.close());

  it('lists the mails with their links, written by any process to the database', async () => {
    await t.signUp({ email: 'outbox@example.com' });
    await drainJobs(t, MAIL_QUEUES);
    const res = await t.request({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('outbox@example.com');
    expect(res.body).toMatch(/<a href="http:\/\/localhost:\d+\/verify-email\?token=[^"]+">/);
    // In the database, so another process's outbox page sees it too.
    expect((await t.database.execute('select count(*)::int as n from outbox_mails')).rows[0]!.n).toBe(1);
  });
});
