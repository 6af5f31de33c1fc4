import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs, MAIL_QUEUES } from '../helpers/jobs';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/** Issue 27: POST /api/login takes a phone number (any common format), an email or a username in `username`. */
describe.each(databaseKinds)('sign-in by phone, email or username on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** Opens the verification link mailed to an address: only a verified email signs in (ADR 0101). */
  async function verifyEmail(email: string) {
    await drainJobs(t, MAIL_QUEUES);
    const [mail] = (await t.request({ method: 'GET', url: `/api/dev/mail/messages?to=${encodeURIComponent(email)}` })).json() as { text: string }[];
    const token = decodeURIComponent(/verify-email\?token=(\S+)/.exec(mail!.text)![1]!);
    expect((await t.request({ method: 'POST', url: '/api/email/verify', payload: { token } })).statusCode).toBe(200);
  }

  const login = (username: string, password: string, remoteAddress?: string) =>
    t.request({ method: 'POST', url: '/api/login', payload: { username, password }, ...(remoteAddress ? { remoteAddress } : {}) });

  it('signs in by phone number in three formats, by email in any case, and by username', async () => {
    const { user } = await t.signUp({ phoneNumber: '(415) 555-0188', email: 'Maya.Chen@Example.com', username: 'mayac', password: 'linen summer walk' });
    expect(user).toMatchObject({ phoneNumber: '+14155550188', email: 'maya.chen@example.com', username: 'mayac' });
    // Unverified, the email signs nobody in: it may be a stranger's address.
    expect((await login('maya.chen@example.com', 'linen summer walk')).statusCode).toBe(401);
    await verifyEmail('maya.chen@example.com');
    for (const typed of ['(415) 555-0188', '+1 415-555-0188', '4155550188', 'MAYA.CHEN@example.COM', ' MayaC ']) {
      const res = await login(typed, 'linen summer walk');
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().id, typed).toBe(user.id);
    }
  });

  it('signs in by phone an account that chose no username', async () => {
    const { user } = await t.signUp({ phoneNumber: '+14155550189', username: null, password: 'linen summer walk' });
    expect(user.username).toBeNull();
    expect((await login('415.555.0189', 'linen summer walk')).json().id).toBe(user.id);
  });

  it('answers a wrong password for each kind exactly like an unknown identifier', async () => {
    await t.signUp({ phoneNumber: '+14155550190', email: 'known@example.com', username: 'knownone', password: 'linen summer walk' });
    const answers = await Promise.all(
      ['(415) 555-0190', 'known@example.com', 'knownone', '(415) 555-0999', 'nobody@example.com', 'nobodyhere', '12345'].map((id) =>
        login(id, 'not the password'),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(answers[0]!.json());
    }
    expect(answers[0]!.json().message).toBe('Login failed: Please check your credentials and try again.');
  });

  it('throttles on the normalised identifier: guesses in different phone formats count together', async () => {
    await t.signUp({ phoneNumber: '+14155550191', password: 'linen summer walk' });
    const formats = ['(415) 555-0191', '415-555-0191', '+14155550191', '4155550191', '415 555 0191'];
    for (const f of formats) expect((await login(f, 'wrong guess', '203.0.113.91')).statusCode).toBe(401);
    expect((await login('+1 (415) 555-0191', 'linen summer walk', '203.0.113.91')).statusCode).toBe(429);
    const rows = await t.database.execute(`select username, failures from sign_in_failures where address = '203.0.113.91'`);
    expect(rows.rows).toEqual([{ username: '+14155550191', failures: 5 }]);
    // The owner from their own address is not locked out.
    expect((await login('(415) 555-0191', 'linen summer walk', '198.51.100.91')).statusCode).toBe(200);
  });

  it('refuses an email another account verified, under the email field', async () => {
    await t.signUp({ phoneNumber: '+14155550192', email: 'taken@example.com' });
    await verifyEmail('taken@example.com');
    const res = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: { fullName: 'Other', phoneNumber: '+14155550193', password: 'linen summer walk', smsConsent: true, email: 'TAKEN@example.com' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', field: 'email' });
  });
});
