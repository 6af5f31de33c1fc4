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

describe('parseIcs judges each value, not the file (issue 42)', () => {
  const cal = (body: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${body}END:VCALENDAR\r\n`;
  const event = (lines: string[]) => `BEGIN:VEVENT\r\n${lines.join('\r\n')}\r\nEND:VEVENT\r\n`;
  const lunch = event(['UID:ok@x', 'DTSTART:20261105T170000Z', 'DTEND:20261105T180000Z', 'SUMMARY:Lunch']);
  const definition = (tzid: string) =>
    `BEGIN:VTIMEZONE\r\nTZID:${tzid}\r\nBEGIN:STANDARD\r\nDTSTART:16010101T000000\r\nTZOFFSETFROM:+0800\r\nTZOFFSETTO:+0800\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n`;

  it.each([
    ['an escaped comma in the definition, quoted in the event', 'Kuala Lumpur\\, Singapore', 'DTSTART;TZID="Kuala Lumpur, Singapore":20261109T090000'],
    ['an escaped comma in both', 'Kuala Lumpur\\, Singapore', 'DTSTART;TZID=Kuala Lumpur\\, Singapore:20261109T090000'],
    ['a trailing space in the event', 'Asia Office', 'DTSTART;TZID="Asia Office ":20261109T090000'],
    ['a trailing space in the definition', 'Asia Office ', 'DTSTART;TZID=Asia Office:20261109T090000'],
  ])('matches a TZID to the file’s own VTIMEZONE with %s', (_name, tzid, start) => {
    const result = parseIcs(cal(definition(tzid) + event(['UID:kl@x', start, 'SUMMARY:Supplier visit'])), window);
    expect(result.unknownZones).toEqual([]);
    expect(result.occurrences).toMatchObject([{ date: '2026-11-08', startTime: '20:00' }]);
  });

  it.each([
    ['a duration of 10^18 weeks', ['DURATION:P999999999999999999W'], /lasts more than a year/],
    ['an end in year 9999', ['DTEND:99991231T235959Z'], /lasts more than a year/],
    ['an end in year 1', ['DTEND:00010101T000000Z'], /DTEND "00010101T000000Z" is out of range/],
    ['a rule every trillion years', ['RRULE:FREQ=YEARLY;INTERVAL=999999999999'], /INTERVAL=999999999999 is out of range/],
  ])('skips an event with %s, naming it, and imports the one beside it', (_name, lines, reason) => {
    const result = parseIcs(cal(lunch + event(['UID:bad@x', 'DTSTART:20261106T170000Z', 'SUMMARY:Broken', ...lines])), window);
    expect(result.occurrences.map((o) => o.title)).toEqual(['Lunch']);
    expect(result.skipped).toEqual([{ line: expect.any(Number), message: expect.stringMatching(reason) }]);
  });

  it('skips an event whose DTSTART or SUMMARY line cannot be read, and keeps one whose ORGANIZER cannot', () => {
    const result = parseIcs(
      cal(
        event(['UID:a@x', 'DTSTART;TZID="Europe/Berlin:20261106T170000', 'SUMMARY:No start']) +
          event(['UID:b@x', 'DTSTART:20261106T170000Z', 'SUMMARY;LANGUAGE="en:Broken title']) +
          event(['UID:c@x', 'ORGANIZER;CN="Lee "Coach" Park":mailto:coach@example.org', 'DTSTART:20261107T170000Z', 'SUMMARY:Kept']),
      ),
      window,
    );
    expect(result.occurrences.map((o) => o.title)).toEqual(['Kept']);
    expect(result.skipped.map((s) => s.message)).toEqual([
      'the event "No start" has an unreadable DTSTART line ("DTSTART;TZID="Europe/Berlin:20261106T170")',
      'an event has an unreadable SUMMARY line ("SUMMARY;LANGUAGE="en:Broken title")',
    ]);
    expect(result.warnings).toEqual([expect.stringMatching(/^One line Wearwise does not need could not be read .*ORGANIZER/)]);
  });

  it('gives an event whose DTEND is not a date its default length', () => {
    const result = parseIcs(cal(event(['UID:g@x', 'DTSTART:20261121T150000Z', 'DTEND:None', 'SUMMARY:Swim gala'])), window);
    expect(result.occurrences).toMatchObject([{ title: 'Swim gala', date: '2026-11-21', startTime: '10:00', endTime: '10:00' }]);
    expect(result.skipped).toEqual([]);
  });

  it('keeps a UID too long for the database index as its hash, the same on every parse', () => {
    const uid = 'x'.repeat(5000);
    const parse = () => parseIcs(cal(event([`UID:${uid}`, 'DTSTART:20261105T170000Z', 'RRULE:FREQ=DAILY;COUNT=2', 'SUMMARY:Long id'])), window).occurrences;
    const ids = parse().map((o) => o.sourceId);
    expect(ids).toHaveLength(2);
    expect(ids.every((id) => id.startsWith('uid-') && id.length < 100)).toBe(true);
    expect(parse().map((o) => o.sourceId)).toEqual(ids);
  });
});
