import { describe, expect, it } from 'vitest';
import { addedMonth } from './added-month';

describe('addedMonth', () => {
  it('reads the month in the user time zone, so a server in UTC and a phone in New York agree', () => {
    // 02:00 on 1 November in UTC is still the evening of 31 October in New York.
    expect(addedMonth('2026-11-01T02:00:00.000Z', 'America/New_York')).toBe('Oct 2026');
    expect(addedMonth('2026-11-01T02:00:00.000Z', 'UTC')).toBe('Nov 2026');
  });

  it('falls back to the device zone for a zone it does not know, rather than failing the render', () => {
    const device = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' }).format(new Date('2026-06-15T12:00:00Z'));
    expect(addedMonth('2026-06-15T12:00:00Z', 'Mars/Olympus_Mons')).toBe(device);
    expect(addedMonth('2026-06-15T12:00:00Z')).toBe(device);
  });
});
