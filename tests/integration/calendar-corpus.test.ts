import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_TODAY, corpusBytes, expectedEvents, expectedFiles, shown } from '../helpers/ics-corpus';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const NOW = new Date(`${CORPUS_TODAY}T12:00:00Z`);

/** The corpus served as subscribed feeds, on loopback (allowed through OUTBOUND_ALLOW_HOSTS). */
let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((req, res) => {
    const file = expectedFiles.find((f) => req.url === `/${f.file}`);
    if (!file) return res.writeHead(404).end('not found');
    // The bytes as stored, with no charset: outlook-cp1252.ics is read as a feed as it is uploaded.
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(corpusBytes(file.file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each(databaseKinds)('the real-shaped calendar corpus on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW, env: { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port}` } });
  });
  afterAll(() => t.close());

  const upload = (cookie: string, content: Buffer) => {
    const boundary = '----wearwise-corpus';
    return t.request({
      method: 'POST',
      url: '/api/calendar/import',
      cookie,
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.ics"\r\nContent-Type: text/calendar\r\n\r\n`),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };
  const shownEvents = async (cookie: string) => {
    const res = await t.request({ method: 'GET', url: '/api/calendar/events?from=2026-11-01&to=2026-12-31', cookie });
    return (res.json() as { title: string; date: string; startTime: string | null; endTime: string | null }[]).map(shown).sort();
  };

  it.each(expectedFiles)(
    'uploading $file imports each expected event at the user’s local time; uploading it again adds nothing',
    async ({ file, skipped, unknownZones }) => {
      const { cookie } = await t.signUp();
      const want = expectedEvents.filter((e) => e.file === file);
      const first = await upload(cookie, corpusBytes(file));
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ imported: want.length, updated: 0, skipped, unknownZones });
      expect(first.json().skippedReasons).toHaveLength(skipped);
      expect(await shownEvents(cookie)).toEqual(want.map(shown).sort());

      const again = await upload(cookie, corpusBytes(file));
      expect(again.json()).toMatchObject({ imported: 0, updated: 0, unchanged: want.length, skipped });
      expect(await shownEvents(cookie)).toHaveLength(want.length);
    },
  );

  it.each(expectedFiles)(
    'subscribing to $file as a feed imports the same events; a refresh adds nothing and keeps the skipped reasons',
    async ({ file, skipped }) => {
      const { cookie } = await t.signUp();
      const want = expectedEvents.filter((e) => e.file === file);
      const created = await t.request({ method: 'POST', url: '/api/calendar/feeds', cookie, payload: { url: `http://127.0.0.1:${port}/${file}` } });
      expect(created.statusCode).toBe(201);
      expect(created.json().result).toMatchObject({ imported: want.length, skipped, removed: 0 });
      const refreshed = await t.request({ method: 'POST', url: `/api/calendar/feeds/${created.json().id}/refresh`, cookie });
      expect(refreshed.json().result).toMatchObject({ imported: 0, updated: 0, unchanged: want.length, removed: 0, skipped });
      expect(await shownEvents(cookie)).toEqual(want.map(shown).sort());
      const [feed] = (await t.request({ method: 'GET', url: '/api/calendar/feeds', cookie })).json();
      expect(feed).toMatchObject({ eventCount: want.length, lastError: null, lastResult: { skipped, unchanged: want.length } });
      expect(feed.lastResult.skippedReasons).toHaveLength(skipped);
    },
  );

  it('a feed with bad entries still updates: the last result lists each reason with its line', async () => {
    const { cookie } = await t.signUp();
    const created = await t.request({ method: 'POST', url: '/api/calendar/feeds', cookie, payload: { url: `http://127.0.0.1:${port}/tv-listings.ics` } });
    const [feed] = (await t.request({ method: 'GET', url: '/api/calendar/feeds', cookie })).json();
    expect(created.json().result.imported).toBe(2);
    expect(feed.lastResult.skippedReasons).toEqual([
      { line: 18, message: 'the event "Silvesterstadl" has an unreadable DTSTART ("Next Year")' },
      { line: 22, message: 'the event "Dinner for One" has no DTSTART' },
      { line: 40, message: 'the repeat rule of "Sportschau" could not be read: FREQ=FORTNIGHTLY is not a frequency' },
    ]);
  });
});
