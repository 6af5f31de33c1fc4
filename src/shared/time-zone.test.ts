import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, isTimeZone, localTimeIn, timeZoneLabel, timeZoneNames, ZTimeZone } from './time-zone';

describe('time zones', () => {
  it('accepts IANA names and stores their canonical spelling', () => {
    expect(canonicalTimeZone('America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(canonicalTimeZone('america/los_angeles')).toBe('America/Los_Angeles');
    expect(canonicalTimeZone('US/Pacific')).toBe('America/Los_Angeles');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });

  it('refuses what is not a zone: made-up names, offsets, empty text, injection', () => {
    for (const bad of ['Mars/Olympus_Mons', '+05:00', '-0800', '', '   ', 'America/New_York; drop table users', '../../etc/passwd', 'A'.repeat(80)]) {
      expect(isTimeZone(bad), bad).toBe(false);
      expect(ZTimeZone.safeParse(bad).success, bad).toBe(false);
    }
    expect(ZTimeZone.safeParse(42).success).toBe(false);
    expect(ZTimeZone.parse('US/Pacific')).toBe('America/Los_Angeles');
  });

  it('lists every zone for the picker and keeps the current one', () => {
    const names = timeZoneNames('Etc/GMT+5');
    expect(names).toContain('America/Los_Angeles');
    expect(names).toContain('UTC');
    expect(names).toContain('Etc/GMT+5');
    expect(names.length).toBeGreaterThan(300);
  });

  it('labels zones with the words people search for', () => {
    expect(timeZoneLabel('America/Los_Angeles')).toBe('Los Angeles (America)');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires (America/Argentina)');
    expect(timeZoneLabel('UTC')).toBe('UTC');
  });

  it('shows the local time in the zone, in winter and in summer', () => {
    expect(localTimeIn('America/Los_Angeles', new Date('2026-11-24T03:00:00Z'))).toEqual({ time: '7:00 PM', abbreviation: 'PST' });
    expect(localTimeIn('America/Los_Angeles', new Date('2026-07-01T02:00:00Z'))).toEqual({ time: '7:00 PM', abbreviation: 'PDT' });
  });
});
