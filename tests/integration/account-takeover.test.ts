import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { pruneAccountChanges } from '../../src/server/services/account/account-changes';
import { drainJobs, MAIL_QUEUES, TEXT_QUEUES } from '../helpers/jobs';
import { createTestApp, databaseKinds, sessionCookie, type TestApp } from '../helpers/test-app';

/** The password every test account signs up with. */
const PASSWORD = 'a long test passphrase';
const HOUR = 3_600_000;
/** A test app works the queues of its first drain only: every drain here names them all. */
const QUEUES = [...MAIL_QUEUES, ...TEXT_QUEUES];

type Mail = { to: string; subject: string; text: string };
type Text = { to: string; body: string };

/** Issue 37 items 2, 3 and 7 (ADR 0101): a stolen session is not a takeover; mail budgets; no squatting or enumeration. */
describe.each(databaseKinds)('account takeover defences on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-21T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now, env: { PUBLIC_URL: 'https://wearwise.example' } });
  });
  afterAll(() => t.close());

  const mailsTo = async (email: string): Promise<Mail[]> => {
    await drainJobs(t, QUEUES);
    return (await t.request({ method: 'GET', url: `/api/dev/mail/messages?to=${encodeURIComponent(email)}` })).json();
  };
  const textsTo = async (to: string): Promise<Text[]> => {
    await drainJobs(t, QUEUES);
    return ((await t.request({ method: 'GET', url: '/api/dev/phone/messages' })).json() as Text[]).filter((m) => m.to === to);
  };
  const linkIn = (text: string | undefined, path: string) => {
    const m = new RegExp(`https://wearwise\\.example/${path}\\?token=(\\S+)`).exec(text ?? '');
    if (!m) throw new Error(`no ${path} link in: ${text}`);
    return decodeURIComponent(m[1]!);
  };
  const verifyLatest = async (email: string) => {
    const mail = (await mailsTo(email)).find((m) => m.subject.startsWith('Verify'));
    return t.request({ method: 'POST', url: '/api/email/verify', payload: { token: linkIn(mail?.text, 'verify-email') } });
  };
  const me = (cookie: string) => t.request({ method: 'GET', url: '/api/user', cookie });
  const profile = (id: number, cookie: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PATCH', url: `/api/users/${id}/settings/profile`, cookie, payload });
  const login = (username: string, password = PASSWORD) => t.request({ method: 'POST', url: '/api/login', payload: { username, password } });
  const undo = (token: string) => t.request({ method: 'POST', url: '/api/account/changes/undo', payload: { token } });
  const requestReset = (body: Record<string, string>) => t.request({ method: 'POST', url: '/api/password-reset/request', payload: body });

  async function verifiedAccount(email: string, phoneNumber?: string) {
    const account = await t.signUp({ email, ...(phoneNumber ? { phoneNumber } : {}) });
    expect((await verifyLatest(email)).statusCode).toBe(200);
    return account;
  }

  it('changes nothing without the current password, or with a wrong one: email, username and phone alike', async () => {
    const { user, cookie } = await verifiedAccount('keeper@example.com');
    const missing = await profile(user.id, cookie, { email: 'thief@example.com', fullName: 'Not Saved' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'currentPassword', message: 'Enter your current password to change your email, phone number or username.' });
    const wrong = await profile(user.id, cookie, { email: 'thief@example.com', fullName: 'Not Saved', currentPassword: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', field: 'currentPassword' });
    expect((await profile(user.id, cookie, { username: 'thief.name' })).statusCode).toBe(400);
    expect((await profile(user.id, cookie, { username: 'thief.name', currentPassword: 'nope nope nope' })).statusCode).toBe(401);
    expect((await me(cookie)).json()).toMatchObject({ email: 'keeper@example.com', fullName: user.fullName, username: user.username });
    expect((await me(cookie)).json().emailVerifiedAt).not.toBeNull();
    // No notice, no verification mail to the thief's address: nothing happened.
    expect(await mailsTo('thief@example.com')).toEqual([]);

    const phoneNumber = '+14155550901';
    const noPassword = await t.request({ method: 'POST', url: '/api/user/phone/code', cookie, payload: { phoneNumber } });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ field: 'currentPassword' });
    const badPassword = await t.request({
      method: 'POST',
      url: '/api/user/phone/code',
      cookie,
      payload: { phoneNumber, currentPassword: 'wrong wrong wrong' },
    });
    expect(badPassword.statusCode).toBe(401);
    expect(await textsTo(phoneNumber)).toEqual([]);
    // Other fields still save without it.
    expect((await profile(user.id, cookie, { fullName: 'Kept Name' })).statusCode).toBe(200);
  });

  it('tells the old email of a change, with a link that puts it back and signs out everywhere; the new email cannot reset the password meanwhile', async () => {
    const { user, cookie } = await verifiedAccount('owner.mail@example.com');
    const other = sessionCookie(await login('owner.mail@example.com'));
    // The thief, holding a session that knows the password (or the owner, changing it).
    const changed = await profile(user.id, cookie, { email: 'new.mail@example.com', currentPassword: PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect((await verifyLatest('new.mail@example.com')).statusCode).toBe(200);

    const [notice] = (await mailsTo('owner.mail@example.com')).filter((m) => m.subject.includes('was changed'));
    expect(notice!.subject).toBe('The email address on your Wearwise account was changed');
    expect(notice!.text).toContain('ne•••@example.com');
    expect(notice!.text).not.toContain('new.mail@example.com');

    // The new email asks for a reset at once: it gets word of the wait, and no code.
    expect((await requestReset({ email: 'new.mail@example.com' })).statusCode).toBe(200);
    const [wait] = (await mailsTo('new.mail@example.com')).filter((m) => m.subject.includes('password reset'));
    expect(wait!.subject).toBe('Your Wearwise password reset request');
    expect(wait!.text).toContain('cannot reset the password yet');
    expect(wait!.text).not.toMatch(/\b\d{6}\b/);
    const rows = await t.database.execute('select count(*)::int as n from password_reset_codes where user_id = $1', [user.id]);
    expect(rows.rows[0]!.n).toBe(0);

    const token = linkIn(notice!.text, 'undo-change');
    const undone = await undo(token);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ status: 'undone', kind: 'email', restored: 'ow•••@example.com', sessionsEnded: true });
    // Every session ended: the thief's and the owner's.
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    // The old email is back and verified: it signs in and resets; the new one does neither.
    const back = await login('owner.mail@example.com');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ email: 'owner.mail@example.com' });
    expect(back.json().emailVerifiedAt).not.toBeNull();
    expect((await login('new.mail@example.com')).statusCode).toBe(401);
    expect((await requestReset({ email: 'owner.mail@example.com' })).statusCode).toBe(200);
    expect((await mailsTo('owner.mail@example.com')).some((m) => m.subject === 'Your Wearwise password reset code')).toBe(true);
    // The link works once.
    const again = await undo(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('already undone');
    expect((await undo(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).json().message).toContain('not valid');
  });

  it('lets a just-changed email reset the password once the wait is over, and refuses the undo after seven days', async () => {
    const { user, cookie } = await verifiedAccount('slow.owner@example.com');
    expect((await profile(user.id, cookie, { email: 'slow.new@example.com', currentPassword: PASSWORD })).statusCode).toBe(200);
    expect((await verifyLatest('slow.new@example.com')).statusCode).toBe(200);
    const [notice] = (await mailsTo('slow.owner@example.com')).filter((m) => m.subject.includes('was changed'));
    now = new Date(now.getTime() + 25 * HOUR);
    expect((await requestReset({ email: 'slow.new@example.com' })).statusCode).toBe(200);
    expect((await mailsTo('slow.new@example.com')).some((m) => m.subject === 'Your Wearwise password reset code')).toBe(true);
    now = new Date(now.getTime() + 7 * 24 * HOUR);
    const late = await undo(linkIn(notice!.text, 'undo-change'));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ field: 'token' });
    expect(late.json().message).toContain('expired');
    expect((await me(cookie)).json()).toMatchObject({ email: 'slow.new@example.com' });
    // Past the undo window the row decides nothing: the hourly prune deletes it.
    expect(await pruneAccountChanges(t.ctx)).toBeGreaterThanOrEqual(1);
    const left = await t.database.execute('select count(*)::int as n from account_changes where user_id = $1', [user.id]);
    expect(left.rows[0]!.n).toBe(0);
  });

  it("voids a later change when an earlier one is undone, so the thief's own notice cannot put their address back", async () => {
    const { user, cookie } = await verifiedAccount('first.owner@example.com');
    expect((await profile(user.id, cookie, { email: 'second.thief@example.com', currentPassword: PASSWORD })).statusCode).toBe(200);
    expect((await verifyLatest('second.thief@example.com')).statusCode).toBe(200);
    expect((await profile(user.id, cookie, { email: 'third.thief@example.com', currentPassword: PASSWORD })).statusCode).toBe(200);
    const noticeTo = async (email: string) => (await mailsTo(email)).find((m) => m.subject.includes('was changed'))!.text;
    const ownersLink = linkIn(await noticeTo('first.owner@example.com'), 'undo-change');
    const thiefsLink = linkIn(await noticeTo('second.thief@example.com'), 'undo-change');
    expect((await undo(ownersLink)).statusCode).toBe(200);
    const voided = await undo(thiefsLink);
    expect(voided.statusCode).toBe(400);
    expect(voided.json().message).toContain('An earlier change was undone');
    expect((await login('first.owner@example.com')).json()).toMatchObject({ id: user.id, email: 'first.owner@example.com' });
  });

  it('refuses to put back a number another account has taken since, with a clear 409', async () => {
    const { cookie } = await t.signUp({ phoneNumber: '+14155550951' });
    await t.request({ method: 'POST', url: '/api/user/phone/code', cookie, payload: { phoneNumber: '+14155550952', currentPassword: PASSWORD } });
    const code = /\b(\d{6})\b/.exec((await textsTo('+14155550952'))[0]!.body)![1]!;
    expect((await t.request({ method: 'POST', url: '/api/user/phone', cookie, payload: { code } })).statusCode).toBe(200);
    const notice = (await textsTo('+14155550951')).find((m) => m.body.includes('undo-change'))!;
    await t.signUp({ phoneNumber: '+14155550951' });
    const refused = await undo(linkIn(notice.body, 'undo-change'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('now belongs to another account');
    // Nothing changed: the account keeps the new number and its session.
    expect((await me(cookie)).json()).toMatchObject({ phoneNumber: '+14155550952' });
  });

  it('texts the old number of a phone change, with a link that puts it back; the new number waits to reset the password', async () => {
    const oldNumber = '+14155550911';
    const newNumber = '+14155550912';
    const { user, cookie } = await t.signUp({ phoneNumber: oldNumber });
    expect(
      (await t.request({ method: 'POST', url: '/api/user/phone/code', cookie, payload: { phoneNumber: newNumber, currentPassword: PASSWORD } })).statusCode,
    ).toBe(200);
    const code = /\b(\d{6})\b/.exec((await textsTo(newNumber))[0]!.body)![1]!;
    expect((await t.request({ method: 'POST', url: '/api/user/phone', cookie, payload: { code } })).json()).toMatchObject({ phoneNumber: newNumber });

    const notice = (await textsTo(oldNumber)).find((m) => m.body.includes('undo-change'));
    expect(notice!.body).toContain('a number ending in 0912');
    expect(notice!.body).not.toContain(newNumber);
    // The stored copy of the text hides the link's token.
    const stored = await t.database.execute(`select body from sms_messages where to_number = $1 and purpose = 'account_notice'`, [oldNumber]);
    expect(String(stored.rows[0]!.body)).not.toContain(linkIn(notice!.body, 'undo-change').split('.')[1]!);

    expect((await requestReset({ phoneNumber: newNumber })).statusCode).toBe(200);
    const wait = (await textsTo(newNumber))[0]!;
    expect(wait.body).toContain('cannot reset the password until');
    expect(wait.body).not.toMatch(/\b\d{6}\b/);

    expect((await undo(linkIn(notice!.body, 'undo-change'))).json()).toMatchObject({ status: 'undone', kind: 'phone', restored: 'a number ending in 0911' });
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await login(oldNumber)).json()).toMatchObject({ id: user.id, phoneNumber: oldNumber });
  });

  it('tells the phone when a first email is added, and the undo takes it off again', async () => {
    const { user, cookie } = await t.signUp({ phoneNumber: '+14155550971' });
    expect((await profile(user.id, cookie, { email: 'added.first@example.com', currentPassword: PASSWORD })).statusCode).toBe(200);
    const notice = (await textsTo('+14155550971')).find((m) => m.body.includes('undo-change'))!;
    expect(notice.body).toContain('ad•••@example.com');
    expect((await undo(linkIn(notice.body, 'undo-change'))).json()).toEqual({ status: 'undone', kind: 'email', restored: null, sessionsEnded: true });
    expect((await login('+14155550971')).json()).toMatchObject({ id: user.id, email: null });
  });

  it('caps verification mails per account over every address and per address over every account, switching back and forth', async () => {
    const a = await t.signUp();
    const switches: number[] = [];
    for (const email of ['flip@example.com', 'flop@example.com', 'flip@example.com', 'flop@example.com', 'flip@example.com', 'flop@example.com']) {
      switches.push((await profile(a.user.id, a.cookie, { email, currentPassword: PASSWORD })).statusCode);
      // The links go out at once, as a worker sends them within the second.
      await drainJobs(t, QUEUES);
    }
    expect(switches).toEqual([200, 200, 200, 200, 200, 429]);
    // Refused, so nothing changed: the email is the fifth one.
    expect((await me(a.cookie)).json()).toMatchObject({ email: 'flip@example.com' });
    // The resend spends the same account budget.
    expect((await t.request({ method: 'POST', url: '/api/user/email/verification', cookie: a.cookie })).statusCode).toBe(429);

    // flip@ had three links this hour: a second account cannot send it a fourth, whatever it does.
    const b = await t.signUp();
    const refused = await profile(b.user.id, b.cookie, { email: 'flip@example.com', currentPassword: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ field: 'email' });
    expect((await me(b.cookie)).json().email).toBeNull();
    const verifications = (await mailsTo('flip@example.com')).filter((m) => m.subject.startsWith('Verify'));
    expect(verifications).toHaveLength(3);
    expect((await mailsTo('flop@example.com')).filter((m) => m.subject.startsWith('Verify'))).toHaveLength(2);

    // An hour later the budgets are back.
    now = new Date(now.getTime() + HOUR + 60_000);
    expect((await profile(b.user.id, b.cookie, { email: 'flip@example.com', currentPassword: PASSWORD })).statusCode).toBe(200);
  });

  it('sends one address at most ten mails a day, whatever asks for them', async () => {
    await verifiedAccount('daily.cap@example.com');
    // Three reset codes an hour may be asked for; over five hours that would be fifteen mails.
    for (let hour = 0; hour < 5; hour++) {
      for (let i = 0; i < 3; i++) expect((await requestReset({ email: 'daily.cap@example.com' })).statusCode).toBe(200);
      await drainJobs(t, QUEUES);
      now = new Date(now.getTime() + HOUR + 60_000);
    }
    // One verification link and nine codes: the tenth mail was the last of the day.
    expect(await mailsTo('daily.cap@example.com')).toHaveLength(10);
  });

  it('never opens a mail with the name the account holder typed', async () => {
    const lure = 'URGENT from Wearwise security: call +1 900 555 0100 now';
    await t.signUp({ fullName: lure, email: 'lured@example.com' });
    const [verification] = await mailsTo('lured@example.com');
    expect(verification!.text).not.toContain('URGENT');
    expect(verification!.text.startsWith('Someone added this email address to a Wearwise account.')).toBe(true);
  });

  it('rate-limits profile changes like sign-in, counted in the database', async () => {
    const { user, cookie } = await t.signUp();
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await profile(user.id, cookie, { age: 20 + i })).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('lets nobody squat an email: an unverified claim blocks neither sign-up nor verification, and goes when the owner verifies', async () => {
    const squatter = await t.signUp({ email: 'real.owner@example.com' });
    // Its link is sent before the owner signs up: the mail queue may send two waiting links in either order.
    expect(await mailsTo('real.owner@example.com')).toHaveLength(1);
    // The unverified claim signs nobody in.
    expect((await login('real.owner@example.com')).statusCode).toBe(401);
    const owner = await t.signUp({ email: 'Real.Owner@example.com' });
    expect(owner.user.email).toBe('real.owner@example.com');
    // The owner opens the newest link (their own); the squatter's claim is dropped.
    const links = (await mailsTo('real.owner@example.com')).filter((m) => m.subject.startsWith('Verify'));
    expect(links).toHaveLength(2);
    const [ownersLink, squattersLink] = links;
    expect((await t.request({ method: 'POST', url: '/api/email/verify', payload: { token: linkIn(ownersLink!.text, 'verify-email') } })).statusCode).toBe(200);
    expect((await me(squatter.cookie)).json().email).toBeNull();
    const late = await t.request({ method: 'POST', url: '/api/email/verify', payload: { token: linkIn(squattersLink!.text, 'verify-email') } });
    expect(late.statusCode).toBe(400);
    expect((await login('real.owner@example.com')).json()).toMatchObject({ id: owner.user.id });
    // Verified now: another account is told it is taken, and only behind the password.
    const third = await t.signUp();
    expect((await profile(third.user.id, third.cookie, { email: 'real.owner@example.com', currentPassword: PASSWORD })).statusCode).toBe(409);
    const signUp = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: { fullName: 'Late', phoneNumber: '+14155550931', password: PASSWORD, smsConsent: true, email: 'real.owner@example.com' },
    });
    expect(signUp.statusCode).toBe(409);
  });

  it("caps phone-change codes to one stranger's number across accounts", async () => {
    const stranger = '+14155550941';
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { cookie } = await t.signUp();
      answers.push(
        (await t.request({ method: 'POST', url: '/api/user/phone/code', cookie, payload: { phoneNumber: stranger, currentPassword: PASSWORD } })).statusCode,
      );
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await textsTo(stranger)).toHaveLength(5);
  });
});

describe.runIf(databaseKinds.includes('postgres'))('mail budgets across two processes on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp('postgres');
    const shared = await openDatabase({ kind: 'postgres', url: a.database.jobsTarget.kind === 'postgres' ? a.database.jobsTarget.url : '', poolSize: 4 });
    b = await createTestApp('postgres', { database: shared });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('counts one address once, whichever process sends the link', async () => {
    const answers: number[] = [];
    for (const [i, app] of [a, b, a, b].entries()) {
      const { user, cookie } = await app.signUp({ phoneNumber: `+1415555096${i}` });
      answers.push(
        (
          await app.request({
            method: 'PATCH',
            url: `/api/users/${user.id}/settings/profile`,
            cookie,
            payload: { email: 'shared@example.com', currentPassword: PASSWORD },
          })
        ).statusCode,
      );
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('limits profile changes over both processes together', async () => {
    const { user, cookie } = await a.signUp({ phoneNumber: '+14155550981' });
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) {
      const app = i % 2 === 0 ? a : b;
      answers.push((await app.request({ method: 'PATCH', url: `/api/users/${user.id}/settings/profile`, cookie, payload: { age: 20 + i } })).statusCode);
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(20);
    expect(answers[20]).toBe(429);
  });
});
