import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime, formatWallTime } from './format-time';

// A narrow no-break space sits before AM/PM in recent ICU; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
const at = '2026-11-24T17:30:00Z';
const now = new Date('2026-11-26T09:00:00Z');

describe('formatTime', () => {
  it('writes the same instant in each locale’s own format on the account’s clock', () => {
    expect(plain(formatTime(at, { locale: 'en-US', timeZone: 'America/Los_Angeles' }))).toBe('9:30 AM');
    expect(plain(formatTime(at, { locale: 'en-US', timeZone: 'America/New_York' }))).toBe('12:30 PM');
    expect(formatTime(at, { locale: 'en-GB', timeZone: 'Europe/London' })).toBe('17:30');
    expect(formatTime(at, { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe('18:30');
  });

  it('falls back to the device clock for a zone the runtime does not know, and to US English for a broken locale', () => {
    expect(() => formatTime(at, { locale: 'en-US', timeZone: 'Mars/Olympus_Mons' })).not.toThrow();
    expect(plain(formatTime(at, { locale: 'not a locale!', timeZone: 'UTC' }))).toMatch(/^\d{1,2}:30( [AP]M)?$/);
  });
});

describe('formatDateTime', () => {
  it('puts the date first in the locale’s order', () => {
    expect(plain(formatDateTime(at, { locale: 'en-US', timeZone: 'America/Chicago', now }))).toBe('Nov 24, 11:30 AM');
    expect(formatDateTime(at, { locale: 'en-GB', timeZone: 'Europe/London', now })).toBe('24 Nov, 17:30');
  });

  it('moves to the next day when the zone does', () => {
    expect(formatDateTime('2026-11-24T23:30:00Z', { locale: 'en-GB', timeZone: 'Asia/Tokyo', now })).toBe('25 Nov, 08:30');
  });

  it('names the year of a date outside the current one, in the zone’s own year', () => {
    expect(plain(formatDateTime('2027-01-31T23:59:00-06:00', { locale: 'en-US', timeZone: 'America/Chicago', now }))).toBe('Jan 31, 2027, 11:59 PM');
    expect(formatDateTime('2025-03-02T10:00:00Z', { locale: 'en-GB', timeZone: 'Europe/London', now })).toBe('2 Mar 2025, 10:00');
    // 1 January 03:00 in Tokyo is still 31 December in UTC: the zone decides which year it is.
    expect(formatDateTime('2026-12-31T18:00:00Z', { locale: 'en-GB', timeZone: 'Asia/Tokyo', now })).toBe('1 Jan 2027, 03:00');
    expect(formatDateTime('2026-12-31T18:00:00Z', { locale: 'en-GB', timeZone: 'UTC', now })).toBe('31 Dec, 18:00');
  });

  it('always names the year when asked (an expiry), this year included', () => {
    expect(formatDateTime('2026-12-31T18:00:00Z', { locale: 'en-GB', timeZone: 'UTC', now, withYear: true })).toBe('31 Dec 2026, 18:00');
  });
});

describe('formatWallTime', () => {
  it('reads an event’s start in the reader’s format without moving it by any zone', () => {
    expect(plain(formatWallTime('14:05', 'en-US'))).toBe('2:05 PM');
    expect(plain(formatWallTime('00:30', 'en-US'))).toBe('12:30 AM');
    expect(formatWallTime('14:05', 'en-GB')).toBe('14:05');
  });
});
