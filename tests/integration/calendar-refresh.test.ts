import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERNAME, seedDemo } from '../../src/db/seed';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { refreshCalendarFeedJob, refreshCalendarFeedsJob } from '../../src/server/services/calendar/refresh-feeds-job';
import { ensureSampleFeed } from '../../src/server/services/calendar/sample-feed';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

const NOW = new Date('2026-11-23T15:00:00Z');

let server: Server;
let port: number;
let body = '';
beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const calendar = (...events: [uid: string, title: string, start: string][]) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events
    .map(([uid, title, start]) => `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:${start}\r\nSUMMARY:${title}\r\nEND:VEVENT\r\n`)
    .join('')}END:VCALENDAR\r\n`;

describe.each(databaseKinds)('calendar refresh and the demo feed on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      now: () => NOW,
      env: { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port}` },
      jobDefinitions: [refreshCalendarFeedsJob, refreshCalendarFeedJob],
    });
  });
  afterAll(() => t.close());

  it('refreshes every feed every 6 hours through the job queue', async () => {
    expect(refreshCalendarFeedsJob.schedule?.cron).toBe('0 */6 * * *');
    const { cookie } = await t.signUp();
    body = calendar(['a@x', 'Lunch', '20261124T170000Z']);
    const created = await t.request({ method: 'POST', url: '/api/calendar/feeds', cookie, payload: { url: `http://127.0.0.1:${port}/cal.ics` } });
    expect(created.statusCode).toBe(201);
    body = calendar(['a@x', 'Lunch', '20261124T170000Z'], ['b@x', 'Charity gala', '20261125T000000Z']);
    await t.ctx.jobs.work();
    await t.ctx.jobs.send(refreshCalendarFeedsJob, {});
    const titles = async () => ((await t.request({ method: 'GET', url: '/api/calendar/events', cookie })).json() as { title: string }[]).map((e) => e.title);
    await until(async () => (await titles()).includes('Charity gala'), 'the refreshed feed');
    const feeds = (await t.request({ method: 'GET', url: '/api/calendar/feeds', cookie })).json();
    expect(feeds[0]).toMatchObject({ eventCount: 2, lastError: null });
  });

  it('a failing refresh is kept on the feed for the screen to show, and the events stay', async () => {
    const { cookie } = await t.signUp();
    body = calendar(['c@x', 'Yoga', '20261124T120000Z']);
    const { id } = (await t.request({ method: 'POST', url: '/api/calendar/feeds', cookie, payload: { url: `http://127.0.0.1:${port}/two.ics` } })).json();
    body = '<html>maintenance</html>';
    await refreshCalendarFeedJob.handle(t.ctx, { feedId: id }, { id: 'x', retryCount: 0, signal: new AbortController().signal });
    const [feed] = (await t.request({ method: 'GET', url: '/api/calendar/feeds', cookie })).json();
    expect(feed.lastError).toMatch(/not an iCalendar file/);
    expect(feed.eventCount).toBe(1);
  });

  it('gives the demo account the bundled sample feed once: a real calendar with dress codes and no account anywhere', async () => {
    await seedDemo(t.ctx.db, hashPassword);
    await ensureSampleFeed(t.ctx);
    await ensureSampleFeed(t.ctx);
    const demo = (await t.database.execute('select id from users where username = $1', [DEMO_USERNAME])).rows[0]!;
    const feeds = (await t.database.execute('select kind, name from calendar_feeds where user_id = $1', [demo.id])).rows;
    expect(feeds).toEqual([{ kind: 'sample', name: "Alex's calendar (sample)" }]);
    const rows = (await t.database.execute('select date, dress_code from calendar_events where user_id = $1 order by date', [demo.id])).rows as {
      date: string;
      dress_code: string | null;
    }[];
    const days = new Set(rows.map((r) => String(r.date)));
    expect(days.size).toBeGreaterThan(30); // most days of the next 60 have something
    expect(new Set(rows.map((r) => r.dress_code))).toEqual(new Set(['Business Casual', 'Athletic', 'Business Formal', 'Smart Casual', 'Outdoor', 'Black Tie']));
  });
});
