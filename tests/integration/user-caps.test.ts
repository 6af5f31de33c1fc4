import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_FULL_MESSAGE,
  CALENDAR_MAX_EVENTS,
  calendarCapWarning,
  PENDING_UPLOADS_FULL_MESSAGE,
  PENDING_UPLOADS_MAX,
  PHOTOS_FULL_MESSAGE,
  STORED_PHOTOS_MAX,
} from '../../src/shared/user-caps';
import { photoForm, shirtJpeg } from '../helpers/closet';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const NOW = new Date('2026-11-01T12:00:00Z');

const calendar = (events: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nX-WR-CALNAME:Caps\r\n${events}END:VCALENDAR\r\n`;
/** `count` events on consecutive days from 2026-11-10, newest first in the file (the import keeps the earliest). */
const events = (prefix: string, count: number) =>
  calendar(
    Array.from({ length: count }, (_, i) => count - 1 - i)
      .map((d) => {
        const day = new Date(Date.UTC(2026, 10, 10 + d)).toISOString().slice(0, 10).replaceAll('-', '');
        return `BEGIN:VEVENT\r\nUID:${prefix}-${d}\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:${day}T150000Z\r\nDTEND:${day}T160000Z\r\nSUMMARY:${prefix} ${d}\r\nEND:VEVENT\r\n`;
      })
      .join(''),
  );

/** A calendar host on loopback for subscriptions (allowed through OUTBOUND_ALLOW_HOSTS). */
let server: Server;
let port: number;
const feeds = new Map<string, string>();
beforeAll(async () => {
  server = createServer((req, res) => {
    const body = feeds.get(req.url ?? '');
    if (body === undefined) return res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each(databaseKinds)('per-user caps on %s', (kind) => {
  let t: TestApp;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'ww-caps-'));
    t = await createTestApp(kind, {
      now: () => NOW,
      configOverrides: { storage: { provider: 'local', dir: uploadsDir } },
      env: { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port}` },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const count = async (sql: string, userId: number) => Number((await t.database.execute(sql, [userId])).rows[0]!.n);
  const pending = (userId: number) => count('select count(*)::int as n from closet_uploads where user_id = $1', userId);
  const eventsOf = (userId: number) => count('select count(*)::int as n from calendar_events where user_id = $1', userId);
  const storedFiles = async () => {
    let n = 0;
    for await (const page of t.ctx.storage.list()) n += page.length;
    return n;
  };
  const upload = async (cookie: string, colour = '#1f2a44') =>
    t.request({ method: 'POST', url: '/api/closet-images', cookie, payload: photoForm(await shirtJpeg(colour)) });
  /** Rows standing in for photos already held (their files are not needed to be counted). */
  const fakePending = (userId: number, n: number) =>
    t.database.execute(
      `insert into closet_uploads (key, user_id, image_url, created_at)
       select md5($1::int::text || g) || '.jpg', $1::int, '/uploads/' || md5($1::int::text || g) || '.jpg', $2::timestamptz from generate_series(1, $3::int) g`,
      [userId, NOW.toISOString(), n],
    );
  const fakeItemsWithPhotos = (userId: number, n: number) =>
    t.database.execute(
      `insert into clothing_items (user_id, name, category, color, image_key, image_url, deleted_at)
       select $1::int, 'Filler ' || g, 'Tops', 'Gray', md5('item' || $1::int::text || g) || '.jpg', '/uploads/x.jpg', case when g % 2 = 0 then $3::timestamptz end
         from generate_series(1, $2::int) g`,
      [userId, n, NOW.toISOString()],
    );

  describe('photos', () => {
    it(`holds at most ${PENDING_UPLOADS_MAX} pending uploads: the next one is a clear 400, stores no file and no row`, async () => {
      const { cookie, user } = await t.signUp();
      await fakePending(user.id, PENDING_UPLOADS_MAX - 1);
      expect((await upload(cookie)).statusCode).toBe(201);
      const files = await storedFiles();
      const refused = await upload(cookie, '#7a1f3d');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 'VALIDATION_ERROR', message: PENDING_UPLOADS_FULL_MESSAGE });
      expect(await pending(user.id)).toBe(PENDING_UPLOADS_MAX);
      expect(await storedFiles()).toBe(files);
      // Another user is not affected.
      const other = await t.signUp();
      expect((await upload(other.cookie)).statusCode).toBe(201);
    });

    it('holds the pending cap when uploads race, on any process: exactly the room left succeeds', async () => {
      const { cookie, user } = await t.signUp();
      await fakePending(user.id, PENDING_UPLOADS_MAX - 2);
      const answers = await Promise.all(['#111111', '#222222', '#333333', '#444444'].map((c) => upload(cookie, c)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 400, 400]);
      expect(await pending(user.id)).toBe(PENDING_UPLOADS_MAX);
    });

    it(`holds at most ${STORED_PHOTOS_MAX.toLocaleString('en-US')} photos per account, recently deleted items included, for uploads and data URLs alike`, async () => {
      const { cookie, user } = await t.signUp();
      await fakeItemsWithPhotos(user.id, STORED_PHOTOS_MAX - 1);
      expect((await upload(cookie)).statusCode).toBe(201);
      const refused = await upload(cookie, '#7a1f3d');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 'VALIDATION_ERROR', message: PHOTOS_FULL_MESSAGE });
      const files = await storedFiles();
      const dataUrl = `data:image/jpeg;base64,${(await shirtJpeg('#2e7d32')).toString('base64')}`;
      await t.database.execute(
        `delete from clothing_items where user_id = $1 and deleted_at is null and id in (select id from clothing_items where user_id = $1 and deleted_at is null limit 1)`,
        [user.id],
      );
      // One item gone leaves room for one: the pending upload just made fills it again once an item is added with a data URL.
      const added = await t.request({
        method: 'POST',
        url: '/api/clothing-items',
        cookie,
        payload: { name: 'New', category: 'Tops', color: 'Green', imageUrl: dataUrl },
      });
      expect(added.statusCode).toBe(201);
      const full = await t.request({
        method: 'POST',
        url: '/api/clothing-items',
        cookie,
        payload: { name: 'Newer', category: 'Tops', color: 'Green', imageUrl: dataUrl },
      });
      expect(full.statusCode).toBe(400);
      expect(full.json().message).toBe(PHOTOS_FULL_MESSAGE);
      // The refused save's file was not kept.
      expect(await storedFiles()).toBe(files + 1);
    });
  });

  describe('calendar events', () => {
    const fillCalendar = (userId: number, n: number) =>
      t.database.execute(`insert into calendar_events (user_id, title, date) select $1, 'Filler ' || g, '2026-11-05' from generate_series(1, $2) g`, [
        userId,
        n,
      ]);
    const uploadIcs = (cookie: string, body: string) => {
      const boundary = '----wearwise-caps';
      return t.request({
        method: 'POST',
        url: '/api/calendar/import',
        cookie,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.ics"\r\nContent-Type: text/calendar\r\n\r\n${body}\r\n--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };

    it(`an upload past ${CALENDAR_MAX_EVENTS.toLocaleString('en-US')} events imports the earliest up to the cap and says how many it left out`, async () => {
      const { cookie, user } = await t.signUp();
      await fillCalendar(user.id, CALENDAR_MAX_EVENTS - 3);
      const res = await uploadIcs(cookie, events('up', 10));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ imported: 3 });
      expect(res.json().warnings).toContain(calendarCapWarning(7));
      expect(await eventsOf(user.id)).toBe(CALENDAR_MAX_EVENTS);
      const kept = (
        await t.database.execute(`select date::text as d from calendar_events where user_id = $1 and source_scope = 'upload' order by date`, [user.id])
      ).rows;
      expect(kept.map((r) => r.d)).toEqual(['2026-11-10', '2026-11-11', '2026-11-12']);
      // A manual event is refused with the cap named.
      const manual = await t.request({ method: 'POST', url: '/api/calendar/events', cookie, payload: { title: 'Dinner', date: '2026-11-20' } });
      expect(manual.statusCode).toBe(400);
      expect(manual.json()).toEqual({ code: 'VALIDATION_ERROR', message: CALENDAR_FULL_MESSAGE });
      // Uploading the same file again changes nothing and says the same.
      const again = await uploadIcs(cookie, events('up', 10));
      expect(again.json()).toMatchObject({ imported: 0, unchanged: 3 });
      expect(again.json().warnings).toContain(calendarCapWarning(7));
      expect(await eventsOf(user.id)).toBe(CALENDAR_MAX_EVENTS);
    });

    it('a subscription is held to the same cap: it keeps the earliest events and its last result says how many it left out', async () => {
      const { cookie, user } = await t.signUp();
      await fillCalendar(user.id, CALENDAR_MAX_EVENTS - 4);
      feeds.set(`/caps-${user.id}.ics`, events('feed', 6));
      const created = await t.request({ method: 'POST', url: '/api/calendar/feeds', cookie, payload: { url: `http://127.0.0.1:${port}/caps-${user.id}.ics` } });
      expect(created.statusCode).toBe(201);
      const [feed] = (await t.request({ method: 'GET', url: '/api/calendar/feeds', cookie })).json();
      expect(feed.eventCount).toBe(4);
      expect(feed.lastResult.warnings).toContain(calendarCapWarning(2));
      expect(await eventsOf(user.id)).toBe(CALENDAR_MAX_EVENTS);
    });

    it('holds the cap when imports race: two uploads that would overflow it fill it exactly', async () => {
      const { cookie, user } = await t.signUp();
      await fillCalendar(user.id, CALENDAR_MAX_EVENTS - 5);
      const answers = await Promise.all([uploadIcs(cookie, events('a', 10)), uploadIcs(cookie, events('b', 10))]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(answers.reduce((n, r) => n + (r.json() as { imported: number }).imported, 0)).toBe(5);
      expect(await eventsOf(user.id)).toBe(CALENDAR_MAX_EVENTS);
    });
  });
});
