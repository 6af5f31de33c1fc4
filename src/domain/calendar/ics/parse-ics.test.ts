import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IcsError } from './content-lines';
import { parseIcs } from './parse-ics';

const fixture = (name: string) => readFileSync(new URL(`../../../../tests/fixtures/ics/${name}`, import.meta.url), 'utf8');
const window = { from: '2026-11-01', days: 60, timezone: 'America/New_York' };

describe('parseIcs on a Google-style export', () => {
  const { occurrences } = parseIcs(fixture('weekly-with-exceptions.ics'), window);
  const sync = occurrences.filter((o) => o.sourceId.startsWith('weekly-sync-123@google.com'));

  it('expands the weekly meeting, skipping the EXDATE and moving the overridden instance', () => {
    const dates = sync.map((o) => `${o.date} ${o.startTime}-${o.endTime} ${o.title}`);
    expect(dates).toContain('2026-11-02 10:00-10:30 Team sync');
    expect(dates).toContain('2026-11-09 10:00-10:30 Team sync');
    expect(dates.some((d) => d.startsWith('2026-11-16'))).toBe(false); // EXDATE
    expect(dates.some((d) => d.startsWith('2026-11-23'))).toBe(false); // moved away…
    expect(dates).toContain('2026-11-24 14:00-15:00 Team sync (moved to Tuesday)'); // …to here
    expect(dates).toContain('2026-11-30 10:00-10:30 Team sync');
    expect(sync.at(-1)!.date).toBe('2026-12-28');
  });

  it('keys instances by UID and RECURRENCE-ID (the original start), stable across parses', () => {
    const moved = sync.find((o) => o.date === '2026-11-24')!;
    expect(moved.sourceId).toBe('weekly-sync-123@google.com|2026-11-23T15:00:00.000Z');
    expect(moved.location).toBe('Room 7');
    const again = parseIcs(fixture('weekly-with-exceptions.ics'), window).occurrences.map((o) => o.sourceId);
    expect(again).toEqual(occurrences.map((o) => o.sourceId));
    expect(new Set(again).size).toBe(again.length);
  });

  it('keeps an all-day event on its day, with no times', () => {
    const thanksgiving = occurrences.find((o) => o.sourceId === 'thanksgiving-2026@example.com')!;
    expect(thanksgiving).toMatchObject({ date: '2026-11-26', startTime: null, endTime: null, title: "Thanksgiving dinner at Grandma's" });
  });

  it('converts another time zone (a Windows zone name from Outlook) to the user’s', () => {
    const berlin = occurrences.find((o) => o.title === 'Call with Berlin office')!;
    expect(berlin).toMatchObject({ date: '2026-11-25', startTime: '12:00', endTime: '13:00' });
    const inBerlin = parseIcs(fixture('weekly-with-exceptions.ics'), { ...window, timezone: 'Europe/Berlin' }).occurrences.find(
      (o) => o.title === 'Call with Berlin office',
    )!;
    expect(inBerlin).toMatchObject({ startTime: '18:00', endTime: '19:00' });
  });

  it('puts a UTC event on the user’s local day; past midnight it ends at 23:59', () => {
    const gala = occurrences.find((o) => o.title === 'Museum gala')!;
    expect(gala).toMatchObject({ date: '2026-11-27', startTime: '18:00', endTime: '20:00', description: 'Black tie.' });
  });

  it('leaves out what is outside the window', () => {
    const result = parseIcs(fixture('weekly-with-exceptions.ics'), { ...window, from: '2026-12-01', days: 14 });
    expect(result.occurrences.every((o) => o.date >= '2026-12-01' && o.date <= '2026-12-14')).toBe(true);
    expect(result.occurrences.map((o) => o.date)).toEqual(['2026-12-07', '2026-12-14']);
    expect(result.outside).toBeGreaterThan(0);
  });
});

describe('parseIcs refuses damaged files, naming the problem', () => {
  const event = 'BEGIN:VEVENT\r\nUID:a@b\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:20261110T100000Z\r\nSUMMARY:Lunch\r\n';
  it.each([
    ['an unterminated VEVENT', `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${event}END:VCALENDAR\r\n`, /END:VCALENDAR closes BEGIN:VEVENT/],
    ['a truncated download (no END at all)', `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${event}`, /ends inside VEVENT .* looks truncated/],
    ['an unterminated VCALENDAR', `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${event}END:VEVENT\r\n`, /ends inside VCALENDAR/],
    ['an HTML page', '<!doctype html><html><body>Sign in</body></html>', /not an iCalendar file/],
    ['an empty file', '   \r\n', /empty/],
    ['an END without BEGIN', `BEGIN:VCALENDAR\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`, /END:VEVENT closes BEGIN:VCALENDAR/],
  ])('%s', (_name, body, message) => {
    expect(() => parseIcs(body, window)).toThrow(IcsError);
    expect(() => parseIcs(body, window)).toThrow(message);
  });

  it('accepts folded lines and a byte-order mark', () => {
    const body = `\uFEFFBEGIN:VCALENDAR\r\nVERSION:2.0\r\n${event.replace('SUMMARY:Lunch', 'SUMMARY:Lunch with a very long\r\n  title')}END:VEVENT\r\nEND:VCALENDAR\r\n`;
    const { occurrences } = parseIcs(body, window);
    expect(occurrences).toHaveLength(1);
    expect(occurrences[0]!.title).toBe('Lunch with a very long title');
  });
});

describe('parseIcs bounds the work a file can cause', () => {
  const head = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\n';
  it('skips rules repeating every second or minute, naming the line', () => {
    const body = `${head}BEGIN:VEVENT\r\nUID:spam@x\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:20261101T000000Z\r\nRRULE:FREQ=SECONDLY\r\nSUMMARY:Spam\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    const result = parseIcs(body, window);
    expect(result.occurrences).toEqual([]);
    expect(result.skipped).toEqual([{ line: 7, message: '"Spam" repeats up to 86400 times a day; only events repeating at most hourly are imported' }]);
  });
  it('refuses more than 5000 occurrences in the window, naming the problem', () => {
    const hourly = Array.from(
      { length: 4 },
      (_, i) =>
        `BEGIN:VEVENT\r\nUID:h${i}@x\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:20261101T00${i}000Z\r\nRRULE:FREQ=HOURLY\r\nSUMMARY:Hourly ${i}\r\nEND:VEVENT\r\n`,
    ).join('');
    expect(() => parseIcs(`${head}${hourly}END:VCALENDAR\r\n`, window)).toThrow(/more than 5000 events/);
  });
});

describe('parseIcs on an Outlook (Exchange) export', () => {
  const { occurrences, outside } = parseIcs(fixture('outlook-export.ics'), window);

  it('reads Windows zone names, a fortnightly rule with an EXDATE and UNTIL, and LANGUAGE parameters', () => {
    const sync = occurrences.filter((o) => o.title === 'Leadership sync');
    // 09:00 Pacific is 12:00 in New York; every other Thursday from 5 Nov, 19 Nov excluded, within the 60 days (31 Dec is the 61st).
    expect(sync.map((o) => `${o.date} ${o.startTime}-${o.endTime}`)).toEqual(['2026-11-05 12:00-13:00', '2026-12-03 12:00-13:00', '2026-12-17 12:00-13:00']);
    expect(sync[0]!.location).toBe('Microsoft Teams Meeting');
    expect(sync[0]!.description).toContain('Dress code: business formal');
  });

  it('spreads a multi-day all-day event over its days (DTEND exclusive) and leaves cancelled events out', () => {
    expect(occurrences.filter((o) => o.title === 'Out of office - ski trip').map((o) => o.date)).toEqual(['2026-12-11', '2026-12-12', '2026-12-13']);
    expect(occurrences.some((o) => o.title === 'Cancelled dinner')).toBe(false);
    expect(outside).toBeGreaterThanOrEqual(1);
  });
});
