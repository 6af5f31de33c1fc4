import { describe, expect, it } from 'vitest';
import { CORPUS_TODAY, CORPUS_USER_TIMEZONE, corpusFile, expectedEvents, expectedFiles, shown } from '../../../../tests/helpers/ics-corpus';
import { parseIcs } from './parse-ics';

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
