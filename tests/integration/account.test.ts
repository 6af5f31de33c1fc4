import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowServerErrors } from '../helpers/server-errors';
import { openDatabase } from '../../src/db/client';
import { dataExportJob } from '../../src/server/services/account/data-export/export-job';
import { pruneDataExports } from '../../src/server/services/account/data-export/prune-exports';
import { hashToken } from '../../src/server/services/auth/sessions';
import { createClosetTestApp, photoForm, shirtJpeg } from '../helpers/closet';
import { startFakeStripe, STRIPE_TEST_ENV, type FakeStripe } from '../helpers/fake-stripe';
import { drainJobs } from '../helpers/jobs';
import { createTestApp, databaseKinds, sessionCookie, type TestApp } from '../helpers/test-app';

const PASSWORD = 'a long test passphrase';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DAY = 86_400_000;

/** A second browser signing in to the same account. */
async function signInAgain(t: TestApp, username: string, userAgent = IPHONE, password = PASSWORD) {
  const res = await t.request({ method: 'POST', url: '/api/login', headers: { 'user-agent': userAgent }, payload: { username, password } });
  return res.statusCode === 200 ? sessionCookie(res) : null;
}

const me = (t: TestApp, cookie: string) => t.request({ method: 'GET', url: '/api/user', cookie }).then((r) => r.statusCode);

/** Every (table, column) holding a user id, read from the catalog: whatever a feature adds is checked too. */
async function rowsMentioningUser(t: TestApp, userId: number): Promise<string[]> {
  const cols = await t.database.execute(
    `select table_name as t, column_name as c from information_schema.columns
      where table_schema = 'public' and data_type = 'integer' and (column_name = 'user_id' or column_name like '%\\_user\\_id')`,
  );
  const found: string[] = [];
  for (const r of cols.rows) {
    const n = await t.database.execute(`select count(*)::int as n from "${String(r.t)}" where "${String(r.c)}" = $1`, [userId]);
    if (Number(n.rows[0]!.n) > 0) found.push(`${String(r.t)}.${String(r.c)}`);
  }
  const users = await t.database.execute('select count(*)::int as n from users where id = $1', [userId]);
  if (Number(users.rows[0]!.n) > 0) found.push('users.id');
  return found;
}

async function closetItemWithPhoto(t: TestApp, cookie: string) {
  const up = await t.request({ method: 'POST', url: '/api/closet-images', cookie, payload: photoForm(await shirtJpeg('#7a1f3d')) });
  expect(up.statusCode).toBe(201);
  const { imageKey, imageUrl } = up.json() as { imageKey: string; imageUrl: string };
  const item = await t.request({
    method: 'POST',
    url: '/api/clothing-items',
    cookie,
    payload: { name: 'Burgundy tee', category: 'Tops', color: 'Burgundy', imageUrl },
  });
  expect(item.statusCode).toBe(201);
  return { imageKey, bytes: (await t.ctx.storage.get(imageKey))!.body };
}

describe.each(databaseKinds)('account settings on %s', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createClosetTestApp(kind, () => new Date(clock));
  });
  afterAll(() => t.close());

  describe('password', () => {
    it('a password change signs out the other browser, keeps this one, and the new password signs in', async () => {
      const { cookie, user } = await t.signUp();
      const other = (await signInAgain(t, user.username))!;
      expect(await me(t, other)).toBe(200);

      const res = await t.request({
        method: 'POST',
        url: '/api/user/password',
        cookie,
        payload: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, otherSessionsEnded: 1 });
      expect(await me(t, other)).toBe(401);
      expect(await me(t, cookie)).toBe(200);
      expect(await signInAgain(t, user.username)).toBeNull();
      expect(await signInAgain(t, user.username, MAC, 'a brand new passphrase')).not.toBeNull();
    });

    it('a wrong current password answers 401 like a failed sign-in and changes nothing', async () => {
      const { cookie, user } = await t.signUp();
      const other = (await signInAgain(t, user.username))!;
      const res = await t.request({
        method: 'POST',
        url: '/api/user/password',
        cookie,
        payload: { currentPassword: 'not my password', newPassword: 'a brand new passphrase' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', field: 'currentPassword' });
      expect(await me(t, other)).toBe(200);
      expect(await me(t, cookie)).toBe(200);
      expect(await signInAgain(t, user.username, MAC)).not.toBeNull();
    });

    it('refuses a new password the policy refuses, under its field, and changes nothing', async () => {
      const { cookie, user } = await t.signUp();
      const other = (await signInAgain(t, user.username))!;
      for (const newPassword of ['password123', 'short', user.username]) {
        const res = await t.request({ method: 'POST', url: '/api/user/password', cookie, payload: { currentPassword: PASSWORD, newPassword } });
        expect(res.statusCode).toBe(400);
        expect(res.json().field).toBe('newPassword');
      }
      expect(await me(t, other)).toBe(200);
      expect(await signInAgain(t, user.username, MAC)).not.toBeNull();
    });

    it('throttles guesses of the current password like sign-in guesses', async () => {
      const { cookie } = await t.signUp();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await t.request({
          method: 'POST',
          url: '/api/user/password',
          cookie,
          remoteAddress: '198.51.100.41',
          payload: { currentPassword: `guess number ${i}`, newPassword: 'a brand new passphrase' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses[0]).toBe(401);
      expect(statuses).toContain(429);
    });
  });

  describe('sessions', () => {
    it('lists the sessions with their device and this one marked, and signs out one or all the others', async () => {
      const first = await t.request({
        method: 'POST',
        url: '/api/users',
        headers: { 'user-agent': MAC },
        payload: { fullName: 'Session Person', phoneNumber: '+14155559801', password: PASSWORD, smsConsent: true },
      });
      const cookie = sessionCookie(first);
      // No username was chosen: the phone number signs in (issue 27.1).
      const phone = (await signInAgain(t, '(415) 555-9801', IPHONE))!;
      const third = (await signInAgain(t, '+14155559801', 'curl/8.5.0'))!;

      const list = await t.request({ method: 'GET', url: '/api/user/sessions', cookie });
      expect(list.statusCode).toBe(200);
      const sessions = list.json().sessions as { id: string; device: string; current: boolean; kind: string }[];
      expect(sessions).toHaveLength(3);
      expect(sessions.filter((s) => s.current)).toEqual([expect.objectContaining({ device: 'Chrome on macOS', kind: 'desktop' })]);
      expect(sessions.map((s) => s.device).sort()).toEqual(['Chrome on macOS', 'Safari on iPhone', 'curl']);
      expect(JSON.stringify(list.json())).not.toContain(hashToken(cookie.slice(cookie.indexOf('=') + 1)));

      const iphone = sessions.find((s) => s.device === 'Safari on iPhone')!;
      expect((await t.request({ method: 'DELETE', url: `/api/user/sessions/${iphone.id}`, cookie })).statusCode).toBe(200);
      expect(await me(t, phone)).toBe(401);
      expect(await me(t, third)).toBe(200);
      // Another user's session id looks exactly like a missing one.
      const stranger = await t.signUp();
      const curl = sessions.find((s) => s.device === 'curl')!;
      expect((await t.request({ method: 'DELETE', url: `/api/user/sessions/${curl.id}`, cookie: stranger.cookie })).statusCode).toBe(404);
      expect(await me(t, third)).toBe(200);

      const others = await t.request({ method: 'DELETE', url: '/api/user/sessions/others', cookie });
      expect(others.json()).toEqual({ ok: true, ended: 1 });
      expect(await me(t, third)).toBe(401);
      expect(await me(t, cookie)).toBe(200);
      expect((await t.request({ method: 'GET', url: '/api/user/sessions', cookie })).json().sessions).toHaveLength(1);
    });
  });

  describe('subscription', () => {
    it('shows the plan, cancels at the end of the period, and says why there is no billing portal in the sandbox', async () => {
      const { cookie } = await t.signUp();
      const free = await t.request({ method: 'GET', url: '/api/user/subscription', cookie });
      expect(free.json()).toMatchObject({ plan: 'free', canCancel: false, portal: { available: false } });
      expect((await t.request({ method: 'POST', url: '/api/user/subscription/cancel', cookie })).statusCode).toBe(409);

      expect((await t.request({ method: 'POST', url: '/api/create-subscription', cookie, payload: {} })).statusCode).toBe(200);
      const premium = (await t.request({ method: 'GET', url: '/api/user/subscription', cookie })).json();
      expect(premium).toMatchObject({ plan: 'premium', status: 'trialing', canCancel: true, cancelAtPeriodEnd: false, endsAt: null });
      expect(premium.renewsAt).toEqual(expect.any(String));
      expect(premium.portal.reason).toMatch(/test mode/);

      const cancelled = await t.request({ method: 'POST', url: '/api/user/subscription/cancel', cookie });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({
        plan: 'premium',
        cancelAtPeriodEnd: true,
        canCancel: false,
        canResume: true,
        renewsAt: null,
        endsAt: premium.renewsAt,
      });
      expect((await t.request({ method: 'POST', url: '/api/user/subscription/portal', cookie })).statusCode).toBe(409);

      // Issue 43.3: Resume undoes the Cancel while the period runs; Cancel works again after it.
      const resumed = await t.request({ method: 'POST', url: '/api/user/subscription/resume', cookie });
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json()).toMatchObject({ cancelAtPeriodEnd: false, canCancel: true, canResume: false, endsAt: null, renewsAt: premium.renewsAt });
      expect((await t.request({ method: 'POST', url: '/api/user/subscription/resume', cookie })).statusCode).toBe(200);
      expect((await t.request({ method: 'POST', url: '/api/user/subscription/cancel', cookie })).json()).toMatchObject({
        cancelAtPeriodEnd: true,
        canResume: true,
      });
    });
  });

  describe('download my data', () => {
    it('queues a job (202), answers 404 until the zip is ready, then the zip holds the JSON and the photo bytes', async () => {
      const { cookie, user } = await t.signUp({ fullName: 'Export Person' });
      const photo = await closetItemWithPhoto(t, cookie);

      const asked = await t.request({ method: 'POST', url: '/api/user/export', cookie });
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toMatchObject({ status: 'queued', downloadUrl: null });
      // Asking again while it is being made answers the same export, not a second one.
      expect((await t.request({ method: 'POST', url: '/api/user/export', cookie })).json().requestedAt).toBe(asked.json().requestedAt);
      expect((await t.request({ method: 'GET', url: '/api/user/export', cookie })).statusCode).toBe(404);

      await drainJobs(t, [dataExportJob.name]);
      const status = (await t.request({ method: 'GET', url: '/api/user/export/status', cookie })).json();
      expect(status).toMatchObject({ status: 'ready', progress: 100, photoCount: 1, downloadUrl: '/api/user/export' });

      const res = await t.request({ method: 'GET', url: '/api/user/export', cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="wearwise-data-\d{4}-\d{2}-\d{2}\.zip"$/);
      const files = unzipSync(new Uint8Array(res.rawPayload));
      const data = JSON.parse(strFromU8(files['data.json']!));
      expect(data.user).toMatchObject({ id: user.id, fullName: 'Export Person' });
      expect(JSON.stringify(data)).not.toMatch(/password_hash|passwordHash|argon2/);
      expect(data.tables.clothing_items).toEqual([expect.objectContaining({ name: 'Burgundy tee', image_key: photo.imageKey })]);
      expect(Buffer.from(files[`photos/${photo.imageKey}`]!).equals(photo.bytes)).toBe(true);

      // Someone else's session never reaches it, and the zip is not public by URL.
      const stranger = await t.signUp();
      expect((await t.request({ method: 'GET', url: '/api/user/export', cookie: stranger.cookie })).statusCode).toBe(404);
      const key = (await t.database.execute('select storage_key from data_exports where user_id = $1', [user.id])).rows[0]!.storage_key as string;
      expect((await t.request({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);

      // Seven days on, the maintenance job deletes the row and the file.
      clock += 8 * DAY;
      try {
        expect(await pruneDataExports(t.ctx)).toBeGreaterThanOrEqual(1);
        expect(await t.ctx.storage.get(key)).toBeNull();
        expect((await t.request({ method: 'GET', url: '/api/user/export', cookie })).statusCode).toBe(404);
      } finally {
        clock -= 8 * DAY;
      }
    });
  });

  describe('delete my account', () => {
    it('refuses a wrong password with a 4xx and changes nothing', async () => {
      const { cookie, user } = await t.signUp();
      const photo = await closetItemWithPhoto(t, cookie);
      const res = await t.request({ method: 'DELETE', url: '/api/user', cookie, payload: { password: 'not my password' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', field: 'password' });
      expect(await me(t, cookie)).toBe(200);
      expect(await rowsMentioningUser(t, user.id)).toContain('clothing_items.user_id');
      expect(await t.ctx.storage.get(photo.imageKey)).not.toBeNull();
    });

    it('leaves no row with the user id in any table and no file in storage, cancels the subscription and signs out everywhere', async () => {
      const { cookie, user } = await t.signUp();
      const other = (await signInAgain(t, user.username))!;
      const photo = await closetItemWithPhoto(t, cookie);
      expect((await t.request({ method: 'POST', url: '/api/create-subscription', cookie, payload: {} })).statusCode).toBe(200);
      const subscriptionId = (await t.database.execute('select subscription_id from subscriptions where user_id = $1', [user.id])).rows[0]!
        .subscription_id as string;
      await t.request({ method: 'POST', url: '/api/user/export', cookie });
      await drainJobs(t, [dataExportJob.name]);
      const exportKey = (await t.database.execute('select storage_key from data_exports where user_id = $1', [user.id])).rows[0]!.storage_key as string;
      expect(await t.ctx.storage.get(exportKey)).not.toBeNull();

      const res = await t.request({ method: 'DELETE', url: '/api/user', cookie, payload: { password: PASSWORD } });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'ww_session')?.value).toBe('');

      expect(await rowsMentioningUser(t, user.id)).toEqual([]);
      expect(await t.ctx.storage.get(photo.imageKey)).toBeNull();
      expect(await t.ctx.storage.get(exportKey)).toBeNull();
      expect((await t.ctx.payments.retrieveSubscription(subscriptionId))?.status).toBe('canceled');
      expect(await me(t, cookie)).toBe(401);
      expect(await me(t, other)).toBe(401);
      expect(await signInAgain(t, user.username)).toBeNull();
    });

    it('the operator deletes through the same code path (the subscription is cancelled there too)', async () => {
      const { cookie, user } = await t.signUp();
      expect((await t.request({ method: 'POST', url: '/api/create-subscription', cookie, payload: {} })).statusCode).toBe(200);
      const subscriptionId = (await t.database.execute('select subscription_id from subscriptions where user_id = $1', [user.id])).rows[0]!
        .subscription_id as string;
      const { deleteUserAccount } = await import('../../src/server/services/administration/database/users');
      await deleteUserAccount(t.ctx, user.id, { confirmUsername: user.username });
      expect((await t.ctx.payments.retrieveSubscription(subscriptionId))?.status).toBe('canceled');
      expect(await rowsMentioningUser(t, user.id)).toEqual([]);
    });
  });
});

describe.each(databaseKinds)('subscription and deletion against a fake of Stripe on %s', (kind) => {
  let t: TestApp;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(kind, { env: STRIPE_TEST_ENV(fake.url) });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const subscribe = async () => {
    const { cookie, user } = await t.signUp();
    expect((await t.request({ method: 'POST', url: '/api/create-subscription', cookie, payload: {} })).statusCode).toBe(200);
    const id = (await t.database.execute('select subscription_id from subscriptions where user_id = $1', [user.id])).rows[0]!.subscription_id as string;
    return { cookie, user, id };
  };

  it('opens the customer portal back to /settings, Cancel asks Stripe to end at the period end, and Resume undoes it', async () => {
    const { cookie, user, id } = await subscribe();
    expect((await t.request({ method: 'GET', url: '/api/user/subscription', cookie })).json().portal).toEqual({ available: true, reason: null });
    const portal = await t.request({ method: 'POST', url: '/api/user/subscription/portal', cookie });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const portalCall = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(portalCall.params.get('return_url')).toMatch(/\/settings#subscription$/);

    const cancelled = await t.request({ method: 'POST', url: '/api/user/subscription/cancel', cookie });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelAtPeriodEnd: true, canCancel: false });
    expect(fake.subscriptions.get(id)).toMatchObject({ status: 'trialing', cancel_at_period_end: true });

    // Issue 43.3: Resume through the real SDK sets cancel_at_period_end false; a second Cancel after it is a new call, not a replay.
    const resumed = await t.request({ method: 'POST', url: '/api/user/subscription/resume', cookie });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ cancelAtPeriodEnd: false, canCancel: true, canResume: false });
    expect(fake.subscriptions.get(id)).toMatchObject({ status: 'trialing', cancel_at_period_end: false });
    const resumeCall = fake.requests.findLast((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${id}`)!;
    expect(resumeCall.params.get('cancel_at_period_end')).toBe('false');
    expect((await t.request({ method: 'POST', url: '/api/user/subscription/cancel', cookie })).json()).toMatchObject({ cancelAtPeriodEnd: true });
    expect(fake.subscriptions.get(id)).toMatchObject({ cancel_at_period_end: true });

    // Once the period is over, there is nothing to resume.
    fake.update(id, (s) => void (s.status = 'canceled'));
    await t.database.execute("update subscriptions set status = 'canceled', current_period_end = now() - interval '1 day' where user_id = $1", [user.id]);
    expect((await t.request({ method: 'POST', url: '/api/user/subscription/resume', cookie })).statusCode).toBe(409);
  });

  it('deleting the account cancels at Stripe at once; if Stripe cannot be reached nothing is deleted', async () => {
    const { cookie, user, id } = await subscribe();
    allowServerErrors();
    fake.failNext(10);
    const failed = await t.request({ method: 'DELETE', url: '/api/user', cookie, payload: { password: PASSWORD } });
    expect(failed.statusCode).toBe(502);
    fake.failNext(0);
    expect(await me(t, cookie)).toBe(200);
    const sms = (await t.database.execute('select sms_enabled, sms_opted_out from users where id = $1', [user.id])).rows[0]!;
    expect(sms).toEqual({ sms_enabled: true, sms_opted_out: false });
    expect(fake.subscriptions.get(id)!.status).toBe('trialing');

    expect((await t.request({ method: 'DELETE', url: '/api/user', cookie, payload: { password: PASSWORD } })).statusCode).toBe(200);
    expect(fake.subscriptions.get(id)!.status).toBe('canceled');
    expect(await rowsMentioningUser(t, user.id)).toEqual([]);
  });
});

describe.runIf(databaseKinds.includes('postgres'))('a password change across two processes on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // A long session memo: only the eviction broadcast (never the memo running out) can end the session on b.
    const env = { SESSION_CACHE_MS: '60000' };
    a = await createTestApp('postgres', { env });
    const shared = await openDatabase({ kind: 'postgres', url: a.database.jobsTarget.kind === 'postgres' ? a.database.jobsTarget.url : '', poolSize: 4 });
    b = await createTestApp('postgres', { env, database: shared });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('signs out the other browser on the other process at once, while it is memoised there', async () => {
    const { cookie, user } = await a.signUp();
    const other = (await signInAgain(b, user.username))!;
    const hash = hashToken(other.slice(other.indexOf('=') + 1));
    for (let i = 0; i < 200 && !b.ctx.sessionCache.get(hash, Date.now()); i++) {
      expect(await me(b, other)).toBe(200);
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(b.ctx.sessionCache.get(hash, Date.now())).toBeDefined();

    const res = await a.request({
      method: 'POST',
      url: '/api/user/password',
      cookie,
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
    });
    expect(res.statusCode).toBe(200);
    let status = 200;
    for (let i = 0; i < 20 && status === 200; i++) {
      status = await me(b, other);
      if (status === 200) await new Promise((r) => setTimeout(r, 5));
    }
    expect(status).toBe(401);
    expect(await me(b, cookie)).toBe(200);
  });
});
