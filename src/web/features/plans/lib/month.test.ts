import { describe, expect, it } from 'vitest';
import { addDays, monthGrid, shiftMonth } from './month';

describe('monthGrid', () => {
  it('starts on the Sunday on or before the 1st and spans 42 days', () => {
    const g = monthGrid('2026-11');
    expect(g.first).toBe('2026-11-01');
    expect(g.last).toBe('2026-12-12');
    expect(monthGrid('2026-12').first).toBe('2026-11-29');
  });
  it('moves across years and DST without drift', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
  });
});
