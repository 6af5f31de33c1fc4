import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WINDOWS_1252_WARNING } from '../../src/domain/calendar';
import { corpusBytes } from '../helpers/ics-corpus';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';

const NOW = new Date('2026-11-01T12:00:00Z');
const cal = (body: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\n${body}END:VCALENDAR\r\n`;
const event = (uid: string, lines: string[]) => `BEGIN:VEVENT\r\nUID:${uid}\r\n${lines.join('\r\n')}\r\nEND:VEVENT\r\n`;
const absurd = cal(
  event('lunch@x', ['DTSTART:20261105T170000Z', 'DTEND:20261105T180000Z', 'SUMMARY:Lunch']) +
    event('block@x', ['DTSTART:20261102T120000Z', 'DURATION:P999999999999999999W', 'SUMMARY:Training block']),
);

/** Feeds served on loopback (allowed through OUTBOUND_ALLOW_HOSTS): path → bytes. */
const served = new Map<string, Buffer>();
let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((req, res) => {
    const body = served.get(req.url ?? '');
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each(databaseKinds)('calendar values as they come (issue 42) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW, env: { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port}` } });
  });
  afterAll(() => t.close());

  const upload = (cookie: string, content: Buffer | string) => {
    const boundary = '----wearwise-values';
    return t.request({
      method: 'POST',
      url: '/api/calendar/import',
      cookie,
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cal.ics"\r\nContent-Type: text/calendar\r\n\r\n`),
        Buffer.isBuffer(content) ? content : Buffer.from(content),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };
  const events = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/calendar/events?from=2026-11-01&to=2026-12-31', cookie })).json() as {
      title: string;
      date: string;
      startTime: string | null;
      location: string | null;
    }[];
  const subscribe = (cookie: string, path: string, body: Buffer | string) => {
    served.set(path, Buffer.isBuffer(body) ? body : Buffer.from(body));
    return t.request({ method: 'POST', url: '/api/calendar/feeds', cookie, payload: { url: `http://127.0.0.1:${port}${path}` } });
  };
  const inZone = async (timeZone: string) => {
    const { cookie, user } = await t.signUp();
    const res = await t.request({ method: 'PATCH', url: `/api/users/${user.id}/settings/profile`, cookie, payload: { timeZone } });
    expect(res.statusCode).toBe(200);
    return cookie;
  };

  it('an absurd DURATION beside a valid event: the upload answers 200, skips that entry with its reason and imports the other', async () => {
    const { cookie } = await t.signUp();
    const res = await upload(cookie, absurd);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 1, skipped: 1 });
    expect(res.json().skippedReasons).toEqual([
      { line: 13, message: 'the event "Training block" lasts more than a year (DURATION "P999999999999999999W"); it looks broken' },
    ]);
    expect((await events(cookie)).map((e) => e.title)).toEqual(['Lunch']);
  });

  it('an event whose UID is longer than the database index holds imports (200), and again unchanged', async () => {
    const { cookie } = await t.signUp();
    const uid = randomBytes(3000).toString('base64');
    const file = cal(event(uid, ['DTSTART:20261105T170000Z', 'SUMMARY:Long id']));
    expect((await upload(cookie, file)).json()).toMatchObject({ imported: 1, skipped: 0 });
    expect((await upload(cookie, file)).json()).toMatchObject({ imported: 0, unchanged: 1 });
  });

  it('the same file as a feed: subscribed (201) and refreshed (200), the skipped entry named each time', async () => {
    const { cookie } = await t.signUp();
    const created = await subscribe(cookie, `/absurd-${kind}.ics`, absurd);
    expect(created.statusCode).toBe(201);
    expect(created.json().result).toMatchObject({ imported: 1, skipped: 1 });
    const refreshed = await t.request({ method: 'POST', url: `/api/calendar/feeds/${created.json().id}/refresh`, cookie });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().result).toMatchObject({ imported: 0, unchanged: 1, skipped: 1 });
  });

  it('a Windows-1252 file imports with its apostrophe and accents, and says how it was read (upload and feed)', async () => {
    const { cookie } = await t.signUp();
    const res = await upload(cookie, corpusBytes('outlook-cp1252.ics'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 2, skipped: 0, warnings: [WINDOWS_1252_WARNING] });
    expect(await events(cookie)).toMatchObject([
      { title: 'Q4 budget – final review', date: '2026-12-07', startTime: '15:00' },
      { title: 'Team’s holiday lunch', date: '2026-12-18', startTime: '12:30', location: 'Café Müller, 2nd floor' },
    ]);
    const other = await t.signUp();
    const feed = await subscribe(other.cookie, `/cp1252-${kind}.ics`, corpusBytes('outlook-cp1252.ics'));
    expect(feed.statusCode).toBe(201);
    expect(feed.json().result).toMatchObject({ imported: 2, warnings: [WINDOWS_1252_WARNING] });
  });

  it('Outlook display names land at the right instant for users in Los Angeles and Berlin; exclusions in other zones hold', async () => {
    const la = await inZone('America/Los_Angeles');
    const berlin = await inZone('Europe/Berlin');
    for (const cookie of [la, berlin]) {
      const res = await upload(cookie, corpusBytes('outlook-display-names.ics'));
      expect(res.json()).toMatchObject({ imported: 9, skipped: 0, unknownZones: [], warnings: [] });
    }
    const shown = (list: Awaited<ReturnType<typeof events>>, title: string) =>
      list.filter((e) => e.title.startsWith(title)).map((e) => `${e.date} ${e.startTime}`);
    expect(shown(await events(la), 'Ops review')).toEqual([
      '2026-11-03 06:00',
      '2026-11-10 06:00',
      '2026-12-01 06:00',
      '2026-12-08 08:00',
      '2026-12-15 06:00',
      '2026-12-22 06:00',
    ]);
    expect(shown(await events(berlin), 'Ops review')).toEqual([
      '2026-11-03 15:00',
      '2026-11-10 15:00',
      '2026-12-01 15:00',
      '2026-12-08 17:00',
      '2026-12-15 15:00',
      '2026-12-22 15:00',
    ]);
    expect(shown(await events(berlin), 'Board dinner')).toEqual(['2026-12-10 08:00']);
    expect(shown(await events(la), 'Board dinner')).toEqual(['2026-12-09 23:00']);
  });

  it('a definition named with an escaped comma or a trailing space is the zone its events use', async () => {
    const cookie = await inZone('Europe/Berlin');
    expect((await upload(cookie, corpusBytes('exchange-display-names.ics'))).json()).toMatchObject({ imported: 7, unknownZones: [] });
    expect((await upload(cookie, corpusBytes('thunderbird-localized.ics'))).json()).toMatchObject({ imported: 4, unknownZones: [] });
    const list = await events(cookie);
    expect(list.find((e) => e.title === 'Supplier visit - Penang')).toMatchObject({ date: '2026-11-09', startTime: '02:00' });
    expect(list.find((e) => e.title === 'Weihnachtsmarkt mit dem Team')).toMatchObject({ date: '2026-12-04', startTime: '18:00' });
  });

  it('health keeps answering while a 5,000-occurrence import is written: answers arrive between its batches', async () => {
    const { cookie, user } = await t.signUp();
    const daily = Array.from({ length: 83 }, (_, i) =>
      event(`daily-${i}@x`, [
        `DTSTART:20261101T${String(10 + (i % 12)).padStart(2, '0')}${String(i % 60).padStart(2, '0')}00Z`,
        'RRULE:FREQ=DAILY',
        `SUMMARY:Daily ${i}`,
      ]),
    );
    const single = Array.from({ length: 20 }, (_, i) =>
      event(`one-${i}@x`, [`DTSTART:20261210T${String(10 + (i % 12)).padStart(2, '0')}0000Z`, `SUMMARY:One ${i}`]),
    );
    const pending = upload(cookie, cal([...daily, ...single].join('')));
    let done = false;
    void pending.finally(() => (done = true));
    const storedWhileAnswering: number[] = [];
    while (!done) {
      // A client asks now and then; asking in a tight loop would starve the parser thread's answer.
      await sleep(20);
      const health = await t.request({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const { rows } = await t.database.execute(`select count(*)::int as n from calendar_events where user_id = ${Number(user.id)}`);
      storedWhileAnswering.push(Number(rows[0]!.n));
    }
    expect((await pending).json()).toMatchObject({ imported: 5000, skipped: 0 });
    // Some answers came while part of the import was stored and part was not: it was not one long transaction.
    expect(storedWhileAnswering.some((n) => n > 0 && n < 5000)).toBe(true);
  });
});
