import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, databaseKinds, sessionCookie, type TestApp } from '../helpers/test-app';

describe.each(databaseKinds)('accounts and sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ADMIN_SIGNUP_CODE: 'let-me-be-admin-please' } });
  });
  afterAll(() => t.close());

  it('signs up without a username: none is generated, the phone is normalised and a session starts', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: { fullName: 'Maya Chen', phoneNumber: '(415) 555-0177', password: 'sunlit harbour walk', smsConsent: true },
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({ username: null, email: null, phoneNumber: '+14155550177', isAdmin: false, onboardingCompleted: false, smsConsent: true });
    expect(user).not.toHaveProperty('passwordHash');
    const me = await t.request({ method: 'GET', url: '/api/user', cookie: sessionCookie(res) });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('keeps a chosen username (lowercased) and refuses it, under its field, when another account has it', async () => {
    const a = await t.signUp({ fullName: 'Sam Lee', phoneNumber: '+14155551234', username: 'SamLee' });
    expect(a.user.username).toBe('samlee');
    const before = await countRows(t.database, 'users');
    const b = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: { fullName: 'Sam Lee', phoneNumber: '+16505551234', password: 'sunlit harbour walk', smsConsent: true, username: 'samlee' },
    });
    expect(b.statusCode).toBe(409);
    expect(b.json()).toMatchObject({ code: 'CONFLICT', field: 'username' });
    expect(b.json().message).toContain('This username is taken');
    expect(await countRows(t.database, 'users')).toBe(before);
  });

  it('grants admin only for the server-side sign-up code and ignores a client asking for isAdmin', async () => {
    const admin = await t.signUp({ adminPassword: 'let-me-be-admin-please' });
    expect(admin.user.isAdmin).toBe(true);
    const wrong = await t.signUp({ adminPassword: 'guess' });
    expect(wrong.user.isAdmin).toBe(false);
    const forged = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: { fullName: 'Eve', phoneNumber: '+14155550999', password: 'sunlit harbour walk', smsConsent: true, isAdmin: true },
    });
    // decisions.md: "A client's isAdmin is ignored."
    expect(forged.statusCode).toBe(201);
    expect(forged.json()).toMatchObject({ isAdmin: false });
    const row = await t.database.execute('select is_admin from users where phone_number = $1', ['+14155550999']);
    expect(row.rows[0]!.is_admin).toBe(false);
  });

  it.each([
    [
      { phoneNumber: '+14155550111', password: 'sunlit harbour walk', smsConsent: true },
      'Registration failed: Please provide both your full name and phone number.',
    ],
    [
      { fullName: '   ', phoneNumber: '+14155550111', password: 'sunlit harbour walk', smsConsent: true },
      'Registration failed: Please provide both your full name and phone number.',
    ],
    [
      { fullName: 'Ann', phoneNumber: '+14155550111', password: 'sunlit harbour walk', smsConsent: false },
      'SMS Consent Required: Please agree to receive text messages to continue.',
    ],
    [{ fullName: 'Ann', phoneNumber: 'not a phone', password: 'sunlit harbour walk', smsConsent: true }, 'Please enter a valid phone number'],
    [{ fullName: 'Ann', phoneNumber: '+14155550111', password: 'short', smsConsent: true }, 'Password must be at least 8 characters'],
    [{ fullName: 'Ann', phoneNumber: '+14155550111', password: 'password123', smsConsent: true }, 'That password is too common'],
    [{ fullName: 'Ann', phoneNumber: '+14155550111', password: 'sunlit harbour walk', smsConsent: true, role: 'x' }, 'Unknown field: role'],
    [{ fullName: 42, phoneNumber: '+14155550111', password: 'sunlit harbour walk', smsConsent: true }, 'Registration failed'],
    [
      { fullName: 'Ann', phoneNumber: '+14155550111', password: 'sunlit harbour walk', smsConsent: true, username: '4155550111' },
      'Username must start with a letter',
    ],
    [{ fullName: 'Ann', phoneNumber: '+14155550111', password: 'sunlit harbour walk', smsConsent: true, email: 'not-an-email' }, 'Enter an email address'],
  ])('refuses bad sign-up %# with a clear 400 and writes nothing', async (payload, message) => {
    const before = await countRows(t.database, 'users');
    const res = await t.request({ method: 'POST', url: '/api/users', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await countRows(t.database, 'users')).toBe(before);
  });

  it('refuses a phone number that already has an account', async () => {
    await t.signUp({ phoneNumber: '+14155550222' });
    const res = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: { fullName: 'Again', phoneNumber: '415-555-0222', password: 'sunlit harbour walk', smsConsent: true },
    });
    expect(res.statusCode).toBe(409);
  });

  it('signs in, rotates the session, and signs out', async () => {
    const { user, cookie: first } = await t.signUp({ fullName: 'Rita Moreno', phoneNumber: '+14155550333', password: 'velvet evening jacket' });
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      cookie: first,
      payload: { username: user.username, password: 'velvet evening jacket' },
    });
    expect(login.statusCode).toBe(200);
    const second = sessionCookie(login);
    expect(second).not.toBe(first);
    expect((await t.request({ method: 'GET', url: '/api/user', cookie: first })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/user', cookie: second })).statusCode).toBe(200);
    const out = await t.request({ method: 'POST', url: '/api/logout', cookie: second });
    expect(out.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user', cookie: second })).statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown user identically', async () => {
    await t.signUp({ fullName: 'Known User', phoneNumber: '+14155550444', username: 'knownuser0444' });
    const wrong = await t.request({ method: 'POST', url: '/api/login', payload: { username: 'knownuser0444', password: 'not the password' } });
    const unknown = await t.request({ method: 'POST', url: '/api/login', payload: { username: 'nobody9999', password: 'not the password' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Login failed: Please check your credentials and try again.');
  });

  it('slows the address guessing a username after 5 failures, and still lets the owner in from theirs', async () => {
    const { user } = await t.signUp({ fullName: 'Lock Me', phoneNumber: '+14155550555', password: 'velvet evening jacket' });
    const guess = (password: string, remoteAddress: string) =>
      t.request({ method: 'POST', url: '/api/login', remoteAddress, payload: { username: user.username, password } });
    for (let i = 0; i < 5; i++) expect((await guess('wrong guess here', '203.0.113.66')).statusCode).toBe(401);
    expect((await guess('velvet evening jacket', '203.0.113.66')).statusCode).toBe(429);
    expect((await guess('velvet evening jacket', '198.51.100.7')).statusCode).toBe(200);
  });

  it('rejects a session cookie that is not in the database', async () => {
    const res = await t.request({ method: 'GET', url: '/api/user', cookie: 'ww_session=forged-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('stores only a hash of the session token', async () => {
    const { cookie } = await t.signUp();
    const token = cookie.split('=')[1]!;
    const rows = await t.database.execute(`select token_hash from sessions where token_hash = $1`, [token]);
    expect(rows.rows).toHaveLength(0);
  });
});

describe.each(databaseKinds)('per-IP limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('limits sign-ups from one address to 10 an hour', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/users',
        remoteAddress: '127.9.9.9',
        payload: { fullName: 'X', phoneNumber: 'bad', password: 'x', smsConsent: true },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
