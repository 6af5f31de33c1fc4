import { describe, expect, it } from 'vitest';
import { Budget } from './budget';
import { readComponents } from './content-lines';
import { parseDateValue } from './date-values';
import { cleanTzid, ianaZone, toInstant, vtimezoneZone, zoneFromName } from './zones';

const HOUR = 3_600_000;

describe('zoneFromName', () => {
  it.each([
    ['Europe/Stockholm', 'Europe/Stockholm'],
    ['Pacific Standard Time', 'America/Los_Angeles'],
    ['W. Europe Standard Time', 'Europe/Berlin'],
    ['/mozilla.org/20070129_1/Europe/Stockholm', 'Europe/Stockholm'],
    ['/freeassociation.sourceforge.net/Tzfile/America/Argentina/Buenos_Aires', 'America/Buenos_Aires'],
    ['custom_America/New_York', 'America/New_York'],
  ])('%s → %s', (id, name) => {
    expect(zoneFromName(id)?.name).toBe(ianaZone(name).name);
  });

  it.each([
    ['(UTC-05:00) Eastern Time (US & Canada)', 'America/New_York'],
    ['Eastern Time (US & Canada)', 'America/New_York'],
    ['(GMT+10:00) Canberra, Melbourne, Sydney', 'Australia/Sydney'],
    ['(UTC+07:00) Bangkok\\, Hanoi\\, Jakarta', 'Asia/Bangkok'],
    ['"Kuala Lumpur, Singapore"', 'Asia/Singapore'],
    ['(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna', 'Europe/Berlin'],
    ['(GMT) Greenwich Mean Time : Dublin, Edinburgh, Lisbon, London', 'Europe/London'],
    ['(UTC+02:00) Helsinki, Kiev, Riga, Sofia, Tallinn, Vilnius', 'Europe/Kiev'],
    ['(UTC) Coordinated Universal Time', 'UTC'],
    ['W. Europe Standard Time ', 'Europe/Berlin'],
  ])('the Windows display name %s → %s', (id, name) => {
    expect(zoneFromName(id)?.name).toBe(ianaZone(name).name);
  });

  it('cleans a TZID as Outlook and Thunderbird write it: quotes, escaped commas, spaces', () => {
    expect(cleanTzid('"Kuala Lumpur\\, Singapore"')).toBe('Kuala Lumpur, Singapore');
    expect(cleanTzid('Mitteleuropäische Zeit ')).toBe('Mitteleuropäische Zeit');
  });

  it.each(['Western/Central Europe', 'tzone://Microsoft/Custom', 'Custom', 'Mitteleuropäische Zeit', '(UTC+05:30) Somewhere else'])(
    '%s is unknown, not UTC',
    (id) => {
      expect(zoneFromName(id)).toBeNull();
    },
  );
});

describe('vtimezoneZone uses the file’s own definition', () => {
  const [calendar] = readComponents(
    'BEGIN:VCALENDAR\r\nBEGIN:VTIMEZONE\r\nTZID:tzone://Microsoft/Custom\r\nBEGIN:STANDARD\r\nDTSTART:16010101T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nRRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10\r\nEND:STANDARD\r\nBEGIN:DAYLIGHT\r\nDTSTART:16010101T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nRRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3\r\nEND:DAYLIGHT\r\nEND:VTIMEZONE\r\nEND:VCALENDAR\r\n',
  );
  const zone = vtimezoneZone(calendar!.children[0]!, 'tzone://Microsoft/Custom', new Budget())!;

  it('switches on the last Sundays of March and October, as its rules say', () => {
    expect(zone.offsetAt(Date.parse('2026-11-10T12:00:00Z'))).toBe(HOUR);
    expect(zone.offsetAt(Date.parse('2026-07-01T12:00:00Z'))).toBe(2 * HOUR);
    expect(zone.offsetAt(Date.parse('2026-10-25T00:59:00Z'))).toBe(2 * HOUR);
    expect(zone.offsetAt(Date.parse('2026-10-25T01:00:00Z'))).toBe(HOUR);
    expect(zone.offsetAt(Date.parse('2026-03-29T01:00:00Z'))).toBe(2 * HOUR);
  });

  it('turns a wall time into the instant a Stockholm clock shows it', () => {
    expect(new Date(toInstant(zone, parseDateValue('20261114T200000')!.wall)).toISOString()).toBe('2026-11-14T19:00:00.000Z');
  });
});

describe('toInstant', () => {
  const ny = ianaZone('America/New_York');
  it('moves a time in the spring gap forward, and takes the earlier of a repeated autumn hour', () => {
    expect(new Date(toInstant(ny, parseDateValue('20260308T023000')!.wall)).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(new Date(toInstant(ny, parseDateValue('20261101T013000')!.wall)).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});
