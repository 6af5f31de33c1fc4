import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

const NOW = new Date('2026-11-01T12:00:00Z');
const calendar = (events: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Hostile//EN\r\n${events}END:VCALENDAR\r\n`;
const many = (n: number, rule: string, start = '19700101T000000Z') =>
  calendar(
    Array.from(
      { length: n },
      (_, i) => `BEGIN:VEVENT\r\nUID:hostile-${i}@x\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:${start}\r\nRRULE:${rule}\r\nSUMMARY:Hostile ${i}\r\nEND:VEVENT\r\n`,
    ).join(''),
  );

describe.each(databaseKinds)('hostile calendar files on %s (issue 26: no file can stall a process)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW });
  });
  afterAll(() => t.close());

  const upload = (cookie: string, content: string) => {
    const boundary = '----wearwise-hostile';
    return t.request({
      method: 'POST',
      url: '/api/calendar/import',
      cookie,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.ics"\r\nContent-Type: text/calendar\r\n\r\n${content}\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  it.each([
    ['ending decades ago', 'FREQ=HOURLY;UNTIL=19991231T235959Z'],
    ['in months the window never reaches', 'FREQ=HOURLY;BYMONTH=6,7'],
    ['on a day that never comes', 'FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30'],
  ])('1,000 events repeating hourly since 1970, %s, import nothing and are answered (200)', async (_name, rule) => {
    const { cookie } = await t.signUp();
    const res = await upload(cookie, many(1000, rule));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 0, skipped: 0 });
  });

  it('FREQ=DAILY with every BYHOUR and BYMINUTE is judged by what it makes (1,440 a day) and skipped like a minutely rule', async () => {
    const { cookie } = await t.signUp();
    const hours = Array.from({ length: 24 }, (_, i) => i).join(',');
    const minutes = Array.from({ length: 60 }, (_, i) => i).join(',');
    const body = calendar(
      `BEGIN:VEVENT\r\nUID:dense@x\r\nDTSTART:20261102T000000Z\r\nRRULE:FREQ=DAILY;BYHOUR=${hours};BYMINUTE=${minutes}\r\nSUMMARY:Every minute\r\nEND:VEVENT\r\n` +
        `BEGIN:VEVENT\r\nUID:fine@x\r\nDTSTART:20261102T150000Z\r\nSUMMARY:Lunch\r\nEND:VEVENT\r\n`,
    );
    const res = await upload(cookie, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 1,
      skipped: 1,
      skippedReasons: [{ line: 7, message: expect.stringMatching(/"Every minute" repeats up to 1440 times a day/) }],
    });
  });

  it('a file over the expansion budget is refused with a 400 naming the entry, storing nothing', async () => {
    const { cookie } = await t.signUp();
    const before = await countRows(t.database, 'calendar_events');
    // COUNT forbids starting near the window: every hour since 1970 would have to be counted.
    const res = await upload(cookie, many(3, 'FREQ=HOURLY;COUNT=5000000'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/too much work.*"Hostile 0" \(line 4\)/) });
    expect(await countRows(t.database, 'calendar_events')).toBe(before);
  });
});
