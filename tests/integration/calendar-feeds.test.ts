import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const NOW = new Date('2026-11-01T12:00:00Z');
const weekly = readFileSync(new URL('../fixtures/ics/weekly-with-exceptions.ics', import.meta.url), 'utf8');

/** A calendar host on loopback, reachable only because the test allows it (OUTBOUND_ALLOW_HOSTS). */
let server: Server;
let port: number;
const feeds = new Map<string, { status?: number; body: string; type?: string; location?: string }>();
let hits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    const feed = feeds.get(req.url ?? '');
    if (!feed) return res.writeHead(404).end('not found');
    if (feed.location) return res.writeHead(302, { location: feed.location }).end();
    res.writeHead(feed.status ?? 200, { 'content-type': feed.type ?? 'text/calendar; charset=utf-8' }).end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const calendar = (events: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nX-WR-CALNAME:Test calendar\r\n${events}END:VCALENDAR\r\n`;
const vevent = (uid: string, summary: string, start: string, extra = '') =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:${start}\r\nDTEND:${start.replace(/T(\d\d)/, (_m, h: string) => `T${String(Number(h) + 1).padStart(2, '0')}`)}\r\nSUMMARY:${summary}\r\n${extra}END:VEVENT\r\n`;

describe.each(databaseKinds)('calendar feeds and .ics import on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW, env: { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port}` } });
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => t.close());

  const subscribe = (cookie: string, payload: object) => t.request({ method: 'POST', url: '/api/calendar/feeds', cookie, payload });
  const events = async (cookie: string, query = 'from=2026-11-01&to=2026-12-31') =>
    (await t.request({ method: 'GET', url: `/api/calendar/events?${query}`, cookie })).json() as {
      title: string;
      date: string;
      dressCode: string | null;
      [k: string]: unknown;
    }[];

  it('subscribes to a feed and imports it at once (201): recurrences, overrides, all-day, other zones', async () => {
    const { cookie } = await t.signUp();
    feeds.set('/work.ics', { body: weekly });
    const res = await subscribe(cookie, { url: `${base}/work.ics` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Work', host: '127.0.0.1', kind: 'url', lastError: null, result: { updated: 0, removed: 0 } });
    expect(res.json().result.imported).toBeGreaterThan(8);
    const list = await events(cookie);
    const titles = list.map((e) => `${e.date} ${e.title}`);
    expect(titles).toContain('2026-11-24 Team sync (moved to Tuesday)');
    expect(titles).not.toContain('2026-11-16 Team sync');
    expect(list.find((e) => e.title === 'Museum gala')).toMatchObject({
      dressCode: 'Black Tie',
      dressCodeSource: 'explicit',
      source: 'ics',
      feedId: res.json().id,
    });
    expect(list.find((e) => e.title === 'Team sync')).toMatchObject({ dressCode: 'Business Casual', dressCodeSource: 'inferred' });
    const feedList = await t.request({ method: 'GET', url: '/api/calendar/feeds', cookie });
    expect(feedList.json()).toMatchObject([{ name: 'Work', eventCount: res.json().result.imported }]);
    expect(JSON.stringify(feedList.json())).not.toContain('/work.ics'); // the secret address is never shown
  });

  it('refreshing the same data imports 0 and updates nothing; a change updates only it; events gone from the feed are removed', async () => {
    const { cookie } = await t.signUp();
    const body = (title: string, withGym = true) =>
      calendar(
        vevent('a@x', title, '20261105T150000Z') +
          vevent('b@x', 'Board meeting', '20261106T150000Z') +
          (withGym ? vevent('c@x', 'Gym', '20261107T120000Z') : ''),
      );
    feeds.set('/changing.ics', { body: body('Lunch') });
    const created = await subscribe(cookie, { url: `${base}/changing.ics`, name: 'Mine' });
    expect(created.json()).toMatchObject({ name: 'Mine', result: { imported: 3, updated: 0, skipped: 0, removed: 0 } });
    const id = created.json().id;
    const refresh = () => t.request({ method: 'POST', url: `/api/calendar/feeds/${id}/refresh`, cookie });
    expect((await refresh()).json().result).toMatchObject({ imported: 0, updated: 0, unchanged: 3, skipped: 0, removed: 0 });

    feeds.set('/changing.ics', { body: body('Wedding', false) });
    expect((await refresh()).json().result).toMatchObject({ imported: 0, updated: 1, unchanged: 1, skipped: 0, removed: 1 });
    const list = await events(cookie);
    expect(list.map((e) => `${e.title}:${e.dressCode}`)).toEqual(['Wedding:Formal', 'Board meeting:Business Formal']);
  });

  it('a dress code the user chose survives refreshes', async () => {
    const { cookie } = await t.signUp();
    feeds.set('/keep.ics', { body: calendar(vevent('k@x', 'Dinner', '20261105T230000Z')) });
    const { id } = (await subscribe(cookie, { url: `${base}/keep.ics` })).json();
    const [event] = await events(cookie);
    await t.request({ method: 'PATCH', url: `/api/calendar/events/${event!.id}`, cookie, payload: { dressCode: 'Black Tie' } });
    feeds.set('/keep.ics', { body: calendar(vevent('k@x', 'Dinner at the club', '20261105T230000Z')) });
    expect((await t.request({ method: 'POST', url: `/api/calendar/feeds/${id}/refresh`, cookie })).json().result.updated).toBe(1);
    expect((await events(cookie))[0]).toMatchObject({ title: 'Dinner at the club', dressCode: 'Black Tie', dressCodeSource: 'user' });
  });

  it('deleting a feed removes its events', async () => {
    const { cookie } = await t.signUp();
    feeds.set('/gone.ics', { body: calendar(vevent('g@x', 'Yoga', '20261105T120000Z')) });
    const { id } = (await subscribe(cookie, { url: `${base}/gone.ics` })).json();
    expect(await events(cookie)).toHaveLength(1);
    expect((await t.request({ method: 'DELETE', url: `/api/calendar/feeds/${id}`, cookie })).json()).toEqual({ ok: true });
    expect(await events(cookie)).toHaveLength(0);
    expect((await t.request({ method: 'GET', url: '/api/calendar/feeds', cookie })).json()).toEqual([]);
  });

  it('refuses the same address twice (409)', async () => {
    const { cookie } = await t.signUp();
    feeds.set('/twice.ics', { body: calendar(vevent('t@x', 'Run', '20261105T120000Z')) });
    expect((await subscribe(cookie, { url: `${base}/twice.ics` })).statusCode).toBe(201);
    expect((await subscribe(cookie, { url: `${base}/twice.ics` })).statusCode).toBe(409);
  });

  describe('the SSRF guard: refused before any fetch where the address alone decides, and nothing stored', () => {
    it.each([
      ['ftp://example.com/cal.ics', /https/],
      ['file:///etc/passwd', /https/],
      ['javascript:alert(1)', /https/],
      ['not a url', /calendar address/],
      ['http://calendar.example.com/basic.ics', /Only https/],
      ['https://127.0.0.1/cal.ics', /private or local/],
      ['https://10.0.0.8/cal.ics', /private or local/],
      ['https://169.254.169.254/latest/meta-data', /private or local/],
      ['https://[::1]/cal.ics', /private or local/],
      ['https://localhost/cal.ics', /this machine/],
      ['webcal://192.168.1.10/cal.ics', /private or local/],
      ['https://user:pass@calendar.example.com/cal.ics', /user name or password/],
    ])('%s → 400', async (url, message) => {
      const { cookie } = await t.signUp();
      const before = { hits, feeds: await countRows(t.database, 'calendar_feeds') };
      const res = await subscribe(cookie, { url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(hits).toBe(before.hits);
      expect(await countRows(t.database, 'calendar_feeds')).toBe(before.feeds);
    });

    it('a redirect to a private address is refused (400) and stores nothing', async () => {
      const { cookie } = await t.signUp();
      feeds.set('/redirect.ics', { body: '', location: 'http://169.254.169.254/latest/meta-data' });
      const before = await countRows(t.database, 'calendar_feeds');
      const res = await subscribe(cookie, { url: `${base}/redirect.ics` });
      expect(res.statusCode).toBe(400);
      expect(await countRows(t.database, 'calendar_feeds')).toBe(before);
    });
  });

  it.each([
    ['an HTML page', { body: '<!doctype html><title>Sign in</title>', type: 'text/html' }, 422, /not an iCalendar file/],
    [
      'a truncated calendar',
      { body: calendar('').replace('END:VCALENDAR\r\n', '') + vevent('x@y', 'Half', '20261105T120000Z').slice(0, 60) },
      422,
      /truncated|not an iCalendar property/,
    ],
    ['a 404', { status: 404, body: 'nope' }, 422, /404/],
    ['a 500', { status: 500, body: 'boom' }, 422, /HTTP 500/],
  ])('a feed answering with %s is refused with a message, and stores nothing', async (_name, answer, status, message) => {
    const { cookie } = await t.signUp();
    feeds.set('/bad.ics', answer);
    const before = await countRows(t.database, 'calendar_feeds');
    const res = await subscribe(cookie, { url: `${base}/bad.ics` });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await countRows(t.database, 'calendar_feeds')).toBe(before);
  });

  describe('POST /api/calendar/import', () => {
    const upload = (cookie: string, content: string | Buffer, field = 'file') => {
      const boundary = '----wearwise-test';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="cal.ics"\r\nContent-Type: text/calendar\r\n\r\n`),
        Buffer.isBuffer(content) ? content : Buffer.from(content),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.request({
        method: 'POST',
        url: '/api/calendar/import',
        cookie,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };

    it('imports a file, and the same file again imports 0', async () => {
      const { cookie } = await t.signUp();
      const first = await upload(cookie, weekly);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ updated: 0 });
      expect(first.json().imported).toBeGreaterThan(8);
      const again = await upload(cookie, weekly);
      expect(again.json()).toMatchObject({ imported: 0, updated: 0, skipped: 0, unchanged: first.json().imported + first.json().unchanged });
      const changed = await upload(cookie, weekly.replace('SUMMARY:Museum gala', 'SUMMARY:Museum gala (postponed)'));
      expect(changed.json()).toMatchObject({ imported: 0, updated: 1 });
    });

    it.each([
      ['an unterminated VEVENT', calendar(vevent('u@x', 'Open', '20261105T120000Z').replace('END:VEVENT\r\n', '')), /closes BEGIN:VEVENT/],
      ['an unterminated VCALENDAR', calendar(vevent('u@x', 'Open', '20261105T120000Z')).replace('END:VCALENDAR\r\n', ''), /ends inside VCALENDAR/],
      ['a file that is not a calendar', 'hello world', /not an iCalendar file/],
      ['binary data', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2]), /UTF-8|binary/],
    ])('refuses %s with a 400 naming the problem, storing nothing', async (_name, content, message) => {
      const { cookie } = await t.signUp();
      const before = await countRows(t.database, 'calendar_events');
      const res = await upload(cookie, content);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(await countRows(t.database, 'calendar_events')).toBe(before);
    });

    it('refuses a file over 1 MB (413), a wrong field (400) and a JSON body (415)', async () => {
      const { cookie } = await t.signUp();
      expect((await upload(cookie, calendar(`X-PAD:${'x'.repeat(1024 * 1024)}\r\n`))).statusCode).toBe(413);
      expect((await upload(cookie, weekly, 'image')).statusCode).toBe(400);
      expect((await t.request({ method: 'POST', url: '/api/calendar/import', cookie, payload: { file: weekly } })).statusCode).toBe(415);
    });
  });

  it('acts only on the user’s own feeds', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    feeds.set('/owned.ics', { body: calendar(vevent('o@x', 'Tennis', '20261105T120000Z')) });
    const { id } = (await subscribe(owner.cookie, { url: `${base}/owned.ics` })).json();
    expect((await t.request({ method: 'POST', url: `/api/calendar/feeds/${id}/refresh`, cookie: other.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/calendar/feeds/${id}`, cookie: other.cookie })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/calendar/feeds', cookie: other.cookie })).json()).toEqual([]);
    expect(await events(owner.cookie)).toHaveLength(1);
  });
});
