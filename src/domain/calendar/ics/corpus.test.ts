import { describe, expect, it } from 'vitest';
import { CORPUS_TODAY, CORPUS_USER_TIMEZONE, corpusFile, expectedEvents, expectedFiles, shown } from '../../../../tests/helpers/ics-corpus';
import { parseIcs } from './parse-ics';
import { ianaZone, toInstant } from './zones';

const window = { from: CORPUS_TODAY, days: 60, timezone: CORPUS_USER_TIMEZONE };

describe('parseIcs on the real-shaped corpus (tests/fixtures/ics/real/EXPECTED.md)', () => {
  it.each(expectedFiles)('$file: every expected event at the right local time, once', ({ file, skipped, unknownZones }) => {
    const result = parseIcs(corpusFile(file), window);
    const want = expectedEvents.filter((e) => e.file === file).map(shown);
    expect(result.occurrences.map(shown).sort()).toEqual(want.sort());
    expect(result.skipped).toHaveLength(skipped);
    expect(result.unknownZones).toEqual(unknownZones);
    expect(new Set(result.occurrences.map((o) => o.sourceId)).size).toBe(result.occurrences.length);
  });

  it('gives an entry without UID the same id on every parse (Exchange 2010)', () => {
    const ids = () => parseIcs(corpusFile('exchange-2010.ics'), window).occurrences.map((o) => o.sourceId);
    expect(ids()).toEqual(ids());
    expect(ids().every((id) => id.startsWith('generated-'))).toBe(true);
  });

  it('names the line and the reason of each skipped entry (TV listings)', () => {
    const { skipped } = parseIcs(corpusFile('tv-listings.ics'), window);
    expect(skipped).toEqual([
      { line: 18, message: 'the event "Silvesterstadl" has an unreadable DTSTART ("Next Year")' },
      { line: 22, message: 'the event "Dinner for One" has no DTSTART' },
      { line: 40, message: 'the repeat rule of "Sportschau" could not be read: FREQ=FORTNIGHTLY is not a frequency' },
    ]);
  });

  it('shows the same Stockholm dinner at the Stockholm clock to a user in Stockholm', () => {
    const dinner = parseIcs(corpusFile('thunderbird.ics'), { ...window, timezone: 'Europe/Stockholm' }).occurrences.find(
      (o) => o.title === 'Middag hos Eriksson',
    );
    expect(dinner).toMatchObject({ date: '2026-11-20', startTime: '20:00', endTime: '23:30' });
  });

  it('keeps a floating time on the clock in any user zone when the calendar names none (TripIt)', () => {
    const flight = parseIcs(corpusFile('tripit.ics'), { ...window, timezone: 'Asia/Tokyo' }).occurrences.find((o) => o.title === 'TP 202 JFK to LIS');
    expect(flight).toMatchObject({ date: '2026-11-18', startTime: '10:05', endTime: '21:40' });
  });
});

/** The files issue 42 added: every zone in them is known, so their events are the same instants wherever the user lives. */
const ISSUE_42_FILES = ['exchange-display-names.ics', 'outlook-display-names.ics', 'thunderbird-localized.ics', 'outlook-cp1252.ics', 'broken-values.ics'];
const instantIn = (timezone: string, date: string, time: string) => new Date(toInstant(ianaZone(timezone), Date.parse(`${date}T${time}:00Z`))).toISOString();

describe.each(['America/Los_Angeles', 'Europe/Berlin'])('the issue 42 files for a user in %s', (timezone) => {
  it.each(ISSUE_42_FILES)('%s: every expected event starts at the same instant as for New York', (file) => {
    const want = expectedEvents.filter((e) => e.file === file).map((e) => `${e.title} ${instantIn(CORPUS_USER_TIMEZONE, e.date, e.startTime!)}`);
    const result = parseIcs(corpusFile(file), { ...window, timezone });
    // Start instants: an event that runs past the user's midnight is shown ending at 23:59 (by design).
    const got = result.occurrences.map((o) => `${o.title} ${instantIn(timezone, o.date, o.startTime!)}`);
    expect(got.sort()).toEqual(want.sort());
    expect(result.unknownZones).toEqual([]);
  });
});

describe('issue 42 cases, one by one', () => {
  it('a Berlin user does not see the two Ops reviews excluded in W. Europe time and in UTC', () => {
    const reviews = parseIcs(corpusFile('outlook-display-names.ics'), { ...window, timezone: 'Europe/Berlin' }).occurrences.filter((o) =>
      o.title.startsWith('Ops review'),
    );
    expect(reviews.map((o) => `${o.date} ${o.startTime}`)).toEqual([
      '2026-11-03 15:00',
      '2026-11-10 15:00',
      '2026-12-01 15:00',
      '2026-12-08 17:00',
      '2026-12-15 15:00',
      '2026-12-22 15:00',
    ]);
  });

  it('names each broken value of the club calendar and imports the rest, the 42-week series included', () => {
    const result = parseIcs(corpusFile('broken-values.ics'), window);
    expect(result.skipped).toEqual([
      { line: 16, message: 'the event "Marathon training block" lasts more than a year (DURATION "P999999999999999999W"); it looks broken' },
      { line: 22, message: `the event "Founders' day" starts on a date out of range ("00010101T090000"; years 1601 to 9999)` },
      { line: 30, message: 'the event "Season ticket" lasts more than a year (DTEND "99991231T235959Z"); it looks broken' },
    ]);
    expect(result.warnings).toEqual([
      'Three lines Wearwise does not need could not be read and were left out; their events were imported (line 37: DTEND "None", so "Swim gala" has the default length; line 44: ORGANIZER; line 56: a line that is not a property ("Meet at the north gate.")).',
    ]);
    expect(result.occurrences.filter((o) => o.title === 'Saturday training')).toHaveLength(8);
  });
});
