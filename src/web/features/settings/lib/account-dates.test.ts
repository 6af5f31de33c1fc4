import { describe, expect, it } from 'vitest';
import { fileSize, lastActive, longDate } from './account-dates';

describe('account dates', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('reads a session active within the hour as now (it is written at most hourly)', () => {
    expect(lastActive('2026-11-26T11:05:00Z', now, 'UTC')).toBe('Active now');
  });
  it('counts hours, then days, then gives the date', () => {
    expect(lastActive('2026-11-26T07:00:00Z', now, 'UTC')).toBe('Active 5 hours ago');
    expect(lastActive('2026-11-25T11:00:00Z', now, 'UTC')).toBe('Active yesterday');
    expect(lastActive('2026-11-20T12:00:00Z', now, 'UTC')).toBe('Active 6 days ago');
    expect(lastActive('2026-09-01T12:00:00Z', now, 'UTC')).toBe('Active on September 1, 2026');
  });
  it('writes the date in the person’s zone', () => {
    expect(longDate('2026-12-01T03:00:00Z', 'America/Los_Angeles')).toBe('November 30, 2026');
    expect(longDate('2026-12-01T03:00:00Z', 'Not/AZone')).toBe('December 1, 2026');
  });
  it('sizes files', () => {
    expect(fileSize(900)).toBe('900 B');
    expect(fileSize(2048)).toBe('2 KB');
    expect(fileSize(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
