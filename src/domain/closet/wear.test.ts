import { describe, expect, it } from 'vitest';
import { costPerWear, dollarsToCents, localDate } from './wear';

describe('localDate', () => {
  const instant = new Date('2025-03-10T03:30:00Z');
  it('is the calendar date in the given zone, not in UTC', () => {
    expect(localDate(instant, 'UTC')).toBe('2025-03-10');
    expect(localDate(instant, 'America/New_York')).toBe('2025-03-09');
    expect(localDate(instant, 'Pacific/Honolulu')).toBe('2025-03-09');
    expect(localDate(new Date('2025-12-31T23:30:00Z'), 'Europe/Paris')).toBe('2026-01-01');
  });
});

describe('costPerWear', () => {
  it('divides the price by the wears, to the cent', () => {
    expect(costPerWear(8950, 1)).toBe(89.5);
    expect(costPerWear(10000, 3)).toBe(33.33);
    expect(costPerWear(0, 4)).toBe(0);
  });
  it('is null without a price or a wear', () => {
    expect(costPerWear(null, 3)).toBeNull();
    expect(costPerWear(5000, 0)).toBeNull();
  });
  it('converts dollars to whole cents without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
});
