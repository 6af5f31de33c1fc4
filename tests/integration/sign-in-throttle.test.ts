import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_POLICY } from '../../src/domain/sign-in-throttle';
import { drainJobs } from '../helpers/jobs';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const codeFrom = (body: string) => /\b(\d{6})\b/.exec(body)?.[1];

describe.each(databaseKinds)('sign-in throttling on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-21T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => now });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, remoteAddress: string) =>
    t.request({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });

  it('counts 40 concurrent wrong passwords from one address as 40: 5 are checked, the rest are slowed', async () => {
    const { user } = await t.signUp({ phoneNumber: '+14155551001', password: 'owner passphrase one' });
    // Each started on its own turn of the event loop (@fastify/rate-limit's in-memory store reads a
    // shared counter late, so requests started in one tick would all be refused by it), all in flight at once.
    const inFlight = [];
    for (let i = 0; i < 40; i++) {
      inFlight.push(login(user.username, 'a wrong guess', '203.0.113.1'));
      await new Promise((r) => setImmediate(r));
    }
    const answers = await Promise.all(inFlight);
    const bodies = answers.map((r) => r.json() as { code: string; message: string });
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(SIGN_IN_POLICY.freeFailures);
    // The rest are slowed: by the throttle, or beyond 20 by the per-address limit in front of it.
    expect(bodies.filter((b) => b.code === 'RATE_LIMITED' && b.message.startsWith('Too many sign-in attempts')).length).toBeGreaterThan(0);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(40 - SIGN_IN_POLICY.freeFailures);
    const row = await t.database.execute(`select failures from sign_in_failures where username = $1 and address = '203.0.113.1'`, [user.username]);
    expect(row.rows[0]!.failures).toBe(SIGN_IN_POLICY.freeFailures);
    // Even the right password waits at that address...
    expect((await login(user.username, 'owner passphrase one', '203.0.113.1')).statusCode).toBe(429);
    // ...while the owner, elsewhere, signs straight in.
    expect((await login(user.username, 'owner passphrase one', '198.51.100.1')).statusCode).toBe(200);
  });

  it('makes each further guess wait twice as long, and a wait that has passed allows one more', async () => {
    const { user } = await t.signUp({ phoneNumber: '+14155551002', password: 'owner passphrase two' });
    for (let i = 0; i < 5; i++) expect((await login(user.username, 'guess', '203.0.113.2')).statusCode).toBe(401);
    expect((await login(user.username, 'guess', '203.0.113.2')).statusCode).toBe(429);
    now = new Date(now.getTime() + 1000);
    expect((await login(user.username, 'guess', '203.0.113.2')).statusCode).toBe(401);
    now = new Date(now.getTime() + 1000);
    expect((await login(user.username, 'guess', '203.0.113.2')).statusCode).toBe(429);
    now = new Date(now.getTime() + 1000);
    expect((await login(user.username, 'owner passphrase two', '203.0.113.2')).statusCode).toBe(200);
    // A success starts that address again from zero.
    expect((await login(user.username, 'guess', '203.0.113.2')).statusCode).toBe(401);
  });

  it('past the per-username ceiling, guessing addresses are refused but the owner still signs in', async () => {
    const { user } = await t.signUp({ phoneNumber: '+14155551003', password: 'owner passphrase three' });
    // A spread-out guesser has used the ceiling up: 20 addresses x 5 failures, a second ago...
    const recent = new Date(now.getTime() - 1000).toISOString();
    for (let i = 0; i < SIGN_IN_POLICY.usernameCeiling / 5; i++) {
      await t.database.execute(`insert into sign_in_failures (username, address, failures, last_failure_at) values ($1, $2, 5, $3)`, [
        user.username,
        `203.0.113.${120 + i}`,
        recent,
      ]);
    }
    // ...and one more address of theirs has failed once.
    await t.database.execute(`insert into sign_in_failures (username, address, failures, last_failure_at) values ($1, '203.0.113.100', 1, $2)`, [
      user.username,
      recent,
    ]);
    // One failure below the free five, yet refused: the username is under attack.
    expect((await login(user.username, 'guess', '203.0.113.100')).statusCode).toBe(429);
    expect((await login(user.username, 'owner passphrase three', '198.51.100.3')).statusCode).toBe(200);
  });

  it('a password reset proves the owner and clears every count against the username', async () => {
    const { user } = await t.signUp({ phoneNumber: '+14155551004', password: 'owner passphrase four' });
    for (let i = 0; i < 6; i++) await login(user.username, 'guess', '203.0.113.4');
    expect((await login(user.username, 'owner passphrase four', '203.0.113.4')).statusCode).toBe(429);
    await t.request({ method: 'POST', url: '/api/password-reset/request', payload: { phoneNumber: '+14155551004' } });
    await drainJobs(t);
    const feed = (await t.request({ method: 'GET', url: '/api/dev/phone/messages' })).json() as { to: string; body: string }[];
    const code = codeFrom(feed.find((m) => m.to === '+14155551004')!.body)!;
    const reset = await t.request({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { phoneNumber: '+14155551004', code, newPassword: 'owner passphrase five' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.username, 'owner passphrase five', '203.0.113.4')).statusCode).toBe(200);
  });
});
