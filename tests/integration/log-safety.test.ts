import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowServerErrors } from '../helpers/server-errors';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/**
 * Issue 39: a failed query logs no bound value (names, phones, emails, password hashes), its
 * SQLSTATE and code stay readable fields, and a 500's body carries the id of the request, the
 * same as its x-request-id header, for the person to quote (ADR 0105).
 */
describe.each(databaseKinds)('log lines an operator can use and nobody can mine on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    // Every new account fails in the database, after the app bound every personal value to the insert.
    await t.database.execute(`create function refuse_new_users() returns trigger language plpgsql as $$
      begin raise exception 'no new accounts today' using errcode = 'P0001'; end $$`);
    await t.database.execute(`create trigger refuse_new_users before insert on users for each row execute function refuse_new_users()`);
  });
  afterAll(() => t.close());

  it('a failing sign-up answers 500 with the request id and logs the SQLSTATE but none of the personal data', async () => {
    allowServerErrors();
    const person = {
      fullName: 'Zelda Quixote-Marlowe',
      phoneNumber: '+14155557391',
      email: 'zelda.quixote@example.com',
      password: 'correct horse battery staple 91',
    };
    const res = await t.request({ method: 'POST', url: '/api/users', payload: { ...person, username: 'zeldaq', smsConsent: true } });
    expect(res.statusCode).toBe(500);
    const body = res.json() as { code: string; message: string; requestId?: string };
    expect(body.code).toBe('INTERNAL');
    expect(body.requestId).toBeTruthy();
    expect(body.requestId).toBe(res.headers['x-request-id']);

    const logged = lines.join('\n');
    const failure = lines.map((l) => JSON.parse(l) as { msg?: string; reqId?: string; err?: Record<string, unknown> }).find((l) => l.msg === 'unhandled error');
    expect(failure).toBeDefined();
    expect(failure!.reqId).toBe(body.requestId);
    // The query text may be logged; the values bound to it may not, in any layer of the error.
    expect(String(failure!.err!.query ?? '')).toMatch(/insert into "users"/i);
    expect(failure!.err!.sqlState).toBe('P0001');
    expect((failure!.err!.cause as { code?: string }).code).toBe('P0001');
    for (const secret of ['Zelda', 'Quixote', '4155557391', 'zelda.quixote', 'example.com', 'zeldaq', '$argon2', 'horse battery']) {
      expect(logged, `the log holds ${secret}`).not.toContain(secret);
    }
  });

  it('a request id the caller sent comes back in the 500 body', async () => {
    allowServerErrors();
    const res = await t.request({
      method: 'POST',
      url: '/api/users',
      headers: { 'x-request-id': 'support-ticket-4711' },
      payload: { fullName: 'Second Person', phoneNumber: '+14155557392', password: 'correct horse battery staple 92', smsConsent: true },
    });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe('support-ticket-4711');
    expect(res.json()).toMatchObject({ code: 'INTERNAL', requestId: 'support-ticket-4711' });
  });

  it('a 4xx body is unchanged: no request id where the person can fix it themselves', async () => {
    const res = await t.request({ method: 'POST', url: '/api/users', payload: { fullName: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).not.toHaveProperty('requestId');
  });
});
