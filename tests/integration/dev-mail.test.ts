import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../../src/server/job-list';
import { DEV_MAIL } from '../../src/server/plugins/dev-tool-guard';
import { adminEnv, operatorLogin } from '../helpers/administration';
import { drainJobs, MAIL_QUEUES } from '../helpers/jobs';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/** The same key with its last character changed to one it is not: always wrong, whatever the key ends in. */
const otherLastCharacter = (key: string) => key.slice(0, -1) + (key.endsWith('x') ? 'y' : 'x');

const codeFrom = (body: string) => /code is (\d{6})\b/.exec(body)?.[1];

const productionStandIns = { NODE_ENV: 'production', SMS_PROVIDER: 'simulator', PAYMENTS_PROVIDER: 'sandbox', MAIL_PROVIDER: 'outbox', UPLOADS_SHARED: 'true' };

/** Issue 37 items 1 and 4: the outbox's viewer opens like the dev phone, and never in production (ADR 0100). */
describe.each(databaseKinds)('dev mail access on %s', (kind) => {
  let t: TestApp;
  let key: string;
  const victimEmail = 'victim-mail@example.com';
  beforeAll(async () => {
    t = await createTestApp(kind, { env: adminEnv });
    key = t.ctx.config.devMailKey;
    // A victim with a verified email, who (or whose attacker) asked for a reset code by email.
    await t.signUp({ email: victimEmail, password: 'victim long password' });
    await drainJobs(t, MAIL_QUEUES);
    const [link] = (await t.request({ method: 'GET', url: `/api/dev/mail/messages?to=${encodeURIComponent(victimEmail)}` })).json() as { text: string }[];
    const token = /verify-email\?token=(\S+)/.exec(link!.text)![1]!;
    expect((await t.request({ method: 'POST', url: '/api/email/verify', payload: { token: decodeURIComponent(token) } })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/password-reset/request', payload: { email: victimEmail } })).statusCode).toBe(200);
    await drainJobs(t, MAIL_QUEUES);
  });
  afterAll(() => t.close());

  /** An anonymous caller: no session, no dev mail key unless given. */
  const anonymous = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, devMailKey: false, headers });

  it("does not hand a stranger the victim's reset code: the page and its feed are 404 without the key", async () => {
    for (const url of ['/dev/mail', '/dev/mail/', '/%64ev/mail', '/api/dev/mail/messages', '/api/dev/%6Dail/messages', '/dev/mail/anything-added-later']) {
      const res = await anonymous(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain(victimEmail);
    }
    // A wrong key, as query, header or cookie, is no key; nor is the dev phone's key.
    for (const res of [
      await anonymous('/api/dev/mail/messages?key=wrong'),
      await anonymous(`/dev/mail?key=${encodeURIComponent(otherLastCharacter(key))}`),
      await anonymous('/api/dev/mail/messages', { [DEV_MAIL.header]: otherLastCharacter(key) }),
      await anonymous('/api/dev/mail/messages', { cookie: `${DEV_MAIL.cookie}=${key}x` }),
      await anonymous(`/api/dev/mail/messages?key=${encodeURIComponent(t.ctx.config.devPhoneKey)}`),
    ])
      expect(res.statusCode).toBe(404);
  });

  it('opens with one click on the printed link: the page shows the live code, the reset works, and the cookie keeps it open', async () => {
    const page = await anonymous(`/dev/mail?key=${encodeURIComponent(key)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    const code = codeFrom(page.body);
    expect(code).toMatch(/^\d{6}$/);
    const cookie = page.cookies.find((c) => c.name === DEV_MAIL.cookie)!;
    expect(cookie).toMatchObject({ value: key, httpOnly: true, sameSite: 'Strict', path: '/' });
    // The page's reload (no query) and the JSON feed ride on the cookie, or on the header.
    expect(codeFrom((await anonymous('/dev/mail', { cookie: `${DEV_MAIL.cookie}=${cookie.value}` })).body)).toBe(code);
    const feed = await anonymous(`/api/dev/mail/messages?to=${encodeURIComponent(victimEmail)}`, { [DEV_MAIL.header]: key });
    expect(feed.statusCode).toBe(200);
    expect(codeFrom((feed.json() as { subject: string; text: string }[]).find((m) => m.subject.includes('reset'))!.text)).toBe(code);
    // The developer completes the reset with it.
    const confirm = await t.request({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { email: victimEmail, code, newPassword: 'a brand new passphrase' },
    });
    expect(confirm.statusCode).toBe(200);
  });

  it("opens for the operator console's bearer token, showing the stored copies with codes and link tokens masked", async () => {
    expect((await t.request({ method: 'POST', url: '/api/password-reset/request', payload: { email: victimEmail } })).statusCode).toBe(200);
    await drainJobs(t, MAIL_QUEUES);
    const { token, headers } = await operatorLogin(t);
    const feed = await anonymous(`/api/dev/mail/messages?to=${encodeURIComponent(victimEmail)}`, headers);
    expect(feed.statusCode).toBe(200);
    const mails = feed.json() as { subject: string; text: string }[];
    const reset = mails.find((m) => m.subject.includes('reset'))!;
    expect(reset.text).toContain('code is ••••••.');
    expect(reset.text).not.toMatch(/\d{6}/);
    expect(mails.find((m) => m.subject.includes('Verify'))!.text).toMatch(/verify-email\?token=•+\s/);
    const page = await anonymous('/dev/mail', headers);
    expect(page.statusCode).toBe(200);
    expect(codeFrom(page.body)).toBeUndefined();
    expect((await anonymous('/api/dev/mail/messages', { authorization: `Bearer ${token}x` })).statusCode).toBe(404);
    expect((await anonymous('/dev/mail', { authorization: 'Bearer ' })).statusCode).toBe(404);
  });

  it('keeps no usable code in the database: the outbox row is masked and its live copy sealed', async () => {
    const rows = (await t.database.execute(`select text, sealed_text from outbox_mails where "to" = $1 and subject like '%reset%'`, [victimEmail])).rows as {
      text: string;
      sealed_text: string | null;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.text).not.toMatch(/\d{6}/);
      expect(row.sealed_text).toMatch(/^v1\./);
      expect(row.sealed_text).not.toMatch(/code is \d{6}/);
    }
  });

  it('is pruned by the hourly job: mails older than MAIL_OUTBOX_RETENTION_DAYS (7) go, newer ones stay', async () => {
    const job = jobDefinitions.find((d) => d.name === 'prune-counters')!;
    expect(job.schedule?.cron).toMatch(/^\d+ \* \* \* \*$/);
    expect(t.ctx.config.mailOutboxRetentionDays).toBe(7);
    const day = 86_400_000;
    const now = t.ctx.now().getTime();
    for (const [subject, age] of [
      ['eight days old', 8 * day],
      ['six days old', 6 * day],
    ] as const)
      await t.database.execute(`insert into outbox_mails ("to", "from", subject, text, created_at) values ('old@example.com', 'x', $1, 'y', $2)`, [
        subject,
        new Date(now - age).toISOString(),
      ]);
    const before = (await t.database.execute('select count(*)::int as n from outbox_mails')).rows[0]!.n as number;
    await job.handle(t.ctx, undefined as never, { id: 'test', retryCount: 0, signal: new AbortController().signal });
    const left = (await t.database.execute(`select subject from outbox_mails where "to" = 'old@example.com'`)).rows.map((r) => r.subject);
    expect(left).toEqual(['six days old']);
    // The mails of this test run (minutes old) are all still there.
    expect((await t.database.execute('select count(*)::int as n from outbox_mails')).rows[0]!.n).toBe(before - 1);
  });

  it('is 404 even with the key when DEV_MAIL=false, and then keeps no sealed copy at all', async () => {
    const off = await createTestApp(kind, { env: { DEV_MAIL: 'false' } });
    try {
      const k = off.ctx.config.devMailKey;
      expect(off.ctx.config.devMailEnabled).toBe(false);
      for (const url of [`/dev/mail?key=${k}`, `/api/dev/mail/messages?key=${k}`]) {
        expect((await off.request({ method: 'GET', url, devMailKey: false })).statusCode, url).toBe(404);
      }
      await off.signUp({ email: 'off@example.com' });
      await drainJobs(off, MAIL_QUEUES);
      const rows = (await off.database.execute('select text, sealed_text from outbox_mails')).rows as { text: string; sealed_text: string | null }[];
      expect(rows).toHaveLength(1);
      expect(rows[0]!.text).toMatch(/verify-email\?token=•+\s/);
      expect(rows[0]!.sealed_text).toBeNull();
    } finally {
      await off.close();
    }
  }, 120_000);

  it('is 404 in production even with the key or an operator token, whatever the configuration says', async () => {
    const prod = await createTestApp(kind, { env: { ...productionStandIns, ...adminEnv } });
    // A configuration forced on (as a later switch might) is refused by the guard itself.
    const forced = await createTestApp(kind, { env: { ...productionStandIns, ...adminEnv }, configOverrides: { devMailEnabled: true } });
    try {
      for (const app of [prod, forced]) {
        const k = app.ctx.config.devMailKey;
        const { headers } = await operatorLogin(app);
        for (const url of [`/dev/mail?key=${encodeURIComponent(k)}`, `/api/dev/mail/messages?key=${encodeURIComponent(k)}`, '/api/dev/mail/messages']) {
          expect((await app.request({ method: 'GET', url, headers: { [DEV_MAIL.header]: k } })).statusCode, url).toBe(404);
          expect((await app.request({ method: 'GET', url, headers, devMailKey: false })).statusCode, url).toBe(404);
        }
      }
    } finally {
      await prod.close();
      await forced.close();
    }
  }, 120_000);
});
