import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncGoogleCalendarJob } from '../../src/server/services/calendar/refresh-feeds-job';
import { startFakeGoogle, type FakeGoogle } from '../helpers/fake-google';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const NOW = new Date('2026-11-23T15:00:00Z'); // Monday 10:00 in New York

type Event = { title: string; date: string; startTime: string | null; endTime: string | null; dressCode: string | null; source: string; sourceId: string };

describe.each(databaseKinds)('Google Calendar on %s', (kind) => {
  describe('when Google is not configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { now: () => NOW });
    });
    afterAll(() => t.close());

    it('says so, and every Google call is a 409 with a message (events: an empty list)', async () => {
      const { cookie, user } = await t.signUp();
      const status = await t.request({ method: 'GET', url: '/api/google-calendar/status', cookie });
      expect(status.json()).toEqual({
        configured: false,
        googleCalendarEnabled: false,
        state: 'not_connected',
        email: null,
        lastSyncedAt: null,
        lastError: null,
      });
      const connect = await t.request({ method: 'GET', url: '/api/google-calendar/connect', cookie });
      expect(connect.statusCode).toBe(409);
      expect(connect.json().message).toMatch(/not configured/);
      const sync = await t.request({ method: 'POST', url: `/api/google-calendar/sync/${user.id}`, cookie, payload: { days: 14 } });
      expect(sync.statusCode).toBe(409);
      expect(sync.json().message).toMatch(/not configured/);
      expect((await t.request({ method: 'GET', url: `/api/google-calendar/events/${user.id}`, cookie })).json()).toEqual([]);
    });
  });

  describe('against a local fake of Google through the base-URL overrides', () => {
    let t: TestApp;
    let google: FakeGoogle;
    beforeAll(async () => {
      google = await startFakeGoogle();
      t = await createTestApp(kind, {
        now: () => NOW,
        env: {
          GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
          GOOGLE_CLIENT_SECRET: 'test-secret',
          GOOGLE_API_BASE_URL: google.url,
          GOOGLE_OAUTH_BASE_URL: google.url,
        },
      });
      google.put({
        id: 'interview1',
        summary: 'Job interview',
        location: 'Acme HQ',
        start: { dateTime: '2026-11-24T14:00:00-05:00' },
        end: { dateTime: '2026-11-24T15:00:00-05:00' },
      });
      google.put({ id: 'gym1', summary: 'Gym', start: { dateTime: '2026-11-25T12:00:00Z' }, end: { dateTime: '2026-11-25T13:00:00Z' } });
      google.put({
        id: 'conf1',
        summary: 'Design conference',
        description: '<p>Dress code: <b>smart casual</b></p>',
        start: { date: '2026-11-26' },
        end: { date: '2026-11-28' },
      });
      google.put({ id: 'later1', summary: 'Holiday party', start: { dateTime: '2026-12-20T19:00:00-05:00' }, end: { dateTime: '2026-12-20T23:00:00-05:00' } });
    });
    afterAll(async () => {
      await t.close();
      await google.close();
    });

    const events = async (cookie: string, userId: number) =>
      (await t.request({ method: 'GET', url: `/api/google-calendar/events/${userId}`, cookie })).json() as Event[];
    const sync = (cookie: string, userId: number, payload?: object) =>
      t.request({ method: 'POST', url: `/api/google-calendar/sync/${userId}`, cookie, ...(payload === undefined ? {} : { payload }) });

    async function connect(email = 'casey@example.com') {
      const session = await t.signUp();
      const start = await t.request({ method: 'GET', url: '/api/google-calendar/connect', cookie: session.cookie });
      expect(start.statusCode).toBe(302);
      const consent = new URL(start.headers.location as string);
      expect(`${consent.origin}${consent.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
      expect(consent.searchParams.get('client_id')).toBe('test-client.apps.googleusercontent.com');
      expect(consent.searchParams.get('access_type')).toBe('offline');
      expect(consent.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/calendar.readonly');
      expect(consent.searchParams.get('redirect_uri')).toBe('http://localhost:80/api/google-calendar/callback');
      const state = consent.searchParams.get('state')!;
      const back = await t.request({
        method: 'GET',
        url: `/api/google-calendar/callback?state=${state}&code=${encodeURIComponent(google.grantCode(email))}`,
        cookie: session.cookie,
      });
      expect(back.statusCode).toBe(302);
      expect(back.headers.location).toBe('/calendar-events?google=connected');
      return { ...session, state };
    }

    it('connects: tokens sealed at rest, googleCalendarEnabled on, the next 14 days synced with dress codes', async () => {
      const { cookie, user } = await connect();
      const me = await t.request({ method: 'GET', url: '/api/user', cookie });
      expect(me.json().googleCalendarEnabled).toBe(true);
      const status = (await t.request({ method: 'GET', url: '/api/google-calendar/status', cookie })).json();
      expect(status).toMatchObject({ configured: true, googleCalendarEnabled: true, state: 'connected', email: 'casey@example.com', lastError: null });
      const row = (await t.database.execute('select * from google_calendar_connections where user_id = $1', [user.id])).rows[0]!;
      expect(String(row.refresh_token_sealed)).toMatch(/^v1\./);
      expect(String(row.access_token_sealed)).not.toContain('ya29');
      expect(String(row.refresh_token_sealed)).not.toContain('1//');

      const list = await events(cookie, user.id);
      expect(list.map((e) => `${e.date} ${e.startTime ?? 'all-day'} ${e.title} ${e.dressCode}`)).toEqual([
        '2026-11-24 14:00 Job interview Business Formal',
        '2026-11-25 07:00 Gym Athletic',
        '2026-11-26 all-day Design conference Smart Casual',
        '2026-11-27 all-day Design conference Smart Casual',
      ]);
      expect(list[0]).toMatchObject({ source: 'google', sourceId: 'interview1', endTime: '15:00' });
      // Google's events are the user's events: the calendar and the outfit see them.
      const month = (await t.request({ method: 'GET', url: '/api/calendar/events', cookie })).json() as Event[];
      expect(month.filter((e) => e.source === 'google')).toHaveLength(4);
    });

    it('syncs idempotently, then picks up new, changed and deleted events incrementally (and after a 410, in full)', async () => {
      const { cookie, user } = await connect();
      const again = await sync(cookie, user.id, { days: 14 });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ imported: 0, updated: 0, removed: 0, days: 14 });
      const beforeIncremental = google.log.length;

      google.put({ id: 'new1', summary: 'Wedding', start: { dateTime: '2026-11-28T16:00:00-05:00' }, end: { dateTime: '2026-11-28T22:00:00-05:00' } });
      google.put({ id: 'gym1', summary: 'Yoga', start: { dateTime: '2026-11-25T12:00:00Z' }, end: { dateTime: '2026-11-25T13:00:00Z' } });
      google.remove('interview1');
      const incremental = await sync(cookie, user.id, { days: 14 });
      expect(incremental.json()).toEqual({ imported: 1, updated: 1, removed: 1, days: 14 });
      expect(google.log.slice(beforeIncremental).some((r) => r.path.endsWith('/events') && r.query.syncToken)).toBe(true);
      expect((await events(cookie, user.id)).map((e) => `${e.title}:${e.dressCode}`)).toEqual([
        'Yoga:Athletic',
        'Design conference:Smart Casual',
        'Design conference:Smart Casual',
        'Wedding:Formal',
      ]);

      google.invalidateSyncTokens();
      google.remove('new1');
      const afterGone = await sync(cookie, user.id, { days: 14 });
      expect(afterGone.statusCode).toBe(200);
      expect(afterGone.json()).toMatchObject({ imported: 0, removed: 1 });
      expect((await events(cookie, user.id)).map((e) => e.title)).not.toContain('Wedding');
      // Restore the shared fake for the tests after this one.
      google.put({
        id: 'interview1',
        summary: 'Job interview',
        location: 'Acme HQ',
        start: { dateTime: '2026-11-24T14:00:00-05:00' },
        end: { dateTime: '2026-11-24T15:00:00-05:00' },
      });
      google.put({ id: 'gym1', summary: 'Gym', start: { dateTime: '2026-11-25T12:00:00Z' }, end: { dateTime: '2026-11-25T13:00:00Z' } });
    });

    it('the background job syncs a connected user (the 6-hourly refresh queues it)', async () => {
      const { cookie, user } = await connect();
      google.put({ id: 'job1', summary: 'Team offsite', start: { dateTime: '2026-11-30T09:00:00-05:00' }, end: { dateTime: '2026-11-30T17:00:00-05:00' } });
      try {
        await syncGoogleCalendarJob.handle(t.ctx, { userId: user.id }, { id: 'j', retryCount: 0, signal: new AbortController().signal });
        expect((await events(cookie, user.id)).map((e) => e.title)).toContain('Team offsite');
      } finally {
        google.remove('job1');
      }
    });

    it('reads every page of a long calendar', async () => {
      google.setPageSize(1);
      try {
        const { cookie, user } = await connect();
        expect(await events(cookie, user.id)).toHaveLength(4);
      } finally {
        google.setPageSize(250);
      }
    });

    it('takes days from 1 to 60 (default 14) and refuses anything else with a 400', async () => {
      const { cookie, user } = await connect();
      expect((await sync(cookie, user.id, {})).json().days).toBe(14);
      const wide = await sync(cookie, user.id, { days: 60 });
      expect(wide.json()).toMatchObject({ days: 60, imported: 1 }); // the December party comes into the window
      expect((await sync(cookie, user.id, { days: 1 })).json()).toMatchObject({ days: 1 });
      for (const days of [0, 61, -1, 1.5, '14', null, 'all'] as unknown[]) {
        const res = await sync(cookie, user.id, { days });
        expect(res.statusCode, JSON.stringify(days)).toBe(400);
        expect(res.json().message).toMatch(/days/);
      }
      expect((await sync(cookie, user.id, { days: 14, extra: true })).statusCode).toBe(400);
    });

    it('refreshes an expired access token and stores the new one', async () => {
      const { cookie, user } = await connect();
      const before = (await t.database.execute('select access_token_sealed from google_calendar_connections where user_id = $1', [user.id])).rows[0]!;
      google.expireAccessTokens();
      // The stored expiry is in the future, so the library learns of the expiry from Google's 401.
      const refreshes = google.stats.refreshes;
      const res = await sync(cookie, user.id, { days: 14 });
      expect(res.statusCode).toBe(200);
      expect(google.stats.refreshes).toBeGreaterThan(refreshes);
      const after = (await t.database.execute('select access_token_sealed from google_calendar_connections where user_id = $1', [user.id])).rows[0]!;
      expect(after.access_token_sealed).not.toEqual(before.access_token_sealed);
    });

    it('detects revoked access: 409 with a message, stored and shown, googleCalendarEnabled off', async () => {
      const { cookie, user } = await connect('revoked@example.com');
      google.revokeAll();
      google.expireAccessTokens();
      const res = await sync(cookie, user.id, { days: 14 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/revoked/);
      const status = (await t.request({ method: 'GET', url: '/api/google-calendar/status', cookie })).json();
      expect(status).toMatchObject({ state: 'revoked', googleCalendarEnabled: false });
      expect(status.lastError).toMatch(/revoked/);
      expect((await t.request({ method: 'GET', url: '/api/user', cookie })).json().googleCalendarEnabled).toBe(false);
      expect((await sync(cookie, user.id, { days: 14 })).statusCode).toBe(409);
    });

    it('a user who has not connected gets 409; events is an empty list', async () => {
      const { cookie, user } = await t.signUp();
      const res = await sync(cookie, user.id, { days: 14 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/Connect your Google Calendar first/);
      expect(await events(cookie, user.id)).toEqual([]);
    });

    it('refuses a forged, foreign or replayed state, and a denied consent', async () => {
      const { cookie, state } = await connect();
      const replay = await t.request({ method: 'GET', url: `/api/google-calendar/callback?state=${state}&code=${google.grantCode()}`, cookie });
      expect(replay.headers.location).toMatch(/google=error/);
      const forged = await t.request({ method: 'GET', url: `/api/google-calendar/callback?state=made-up&code=${google.grantCode()}`, cookie });
      expect(forged.headers.location).toMatch(/google=error/);
      const other = await t.signUp();
      const start = await t.request({ method: 'GET', url: '/api/google-calendar/connect', cookie: other.cookie });
      const otherState = new URL(start.headers.location as string).searchParams.get('state')!;
      const foreign = await t.request({ method: 'GET', url: `/api/google-calendar/callback?state=${otherState}&code=${google.grantCode()}`, cookie });
      expect(foreign.headers.location).toMatch(/google=error/);
      const denied = await t.request({ method: 'GET', url: `/api/google-calendar/callback?state=${otherState}&error=access_denied`, cookie: other.cookie });
      expect(denied.headers.location).toMatch(/google=denied/);
      expect((await t.request({ method: 'GET', url: '/api/google-calendar/status', cookie: other.cookie })).json().state).toBe('not_connected');
      const anonymous = await t.request({ method: 'GET', url: `/api/google-calendar/callback?state=x&code=y` });
      expect(anonymous.headers.location).toBe('/auth');
    });

    it('acts only for the signed-in user: another user’s id is a 404', async () => {
      const owner = await connect();
      const other = await t.signUp();
      expect((await sync(other.cookie, owner.user.id, { days: 14 })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: `/api/google-calendar/events/${owner.user.id}`, cookie: other.cookie })).statusCode).toBe(404);
      for (const [method, url] of [
        ['GET', '/api/google-calendar/status'],
        ['GET', '/api/google-calendar/connect'],
        ['POST', '/api/google-calendar/disconnect'],
        ['POST', `/api/google-calendar/sync/${owner.user.id}`],
        ['GET', `/api/google-calendar/events/${owner.user.id}`],
      ] as const) {
        expect((await t.request({ method, url, ...(method === 'POST' ? { payload: {} } : {}) })).statusCode, url).toBe(401);
      }
    });

    it('disconnects: the grant is revoked at Google, tokens and Google events are gone', async () => {
      const { cookie, user } = await connect();
      const revokes = google.stats.revokes;
      const res = await t.request({ method: 'POST', url: '/api/google-calendar/disconnect', cookie, payload: {} });
      expect(res.json()).toEqual({ ok: true });
      expect(google.stats.revokes).toBe(revokes + 1);
      expect(await events(cookie, user.id)).toEqual([]);
      expect((await t.request({ method: 'GET', url: '/api/google-calendar/status', cookie })).json()).toMatchObject({
        state: 'not_connected',
        googleCalendarEnabled: false,
      });
      expect((await t.database.execute('select count(*)::int as n from google_calendar_connections where user_id = $1', [user.id])).rows[0]!.n).toBe(0);
    });
  });
});
