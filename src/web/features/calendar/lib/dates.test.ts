import { describe, expect, it } from 'vitest';
import { byDay, monthGrid, shortDayLabel, timeLabel, todayIn } from './dates';

describe('calendar dates', () => {
  it('draws whole weeks, Sunday first', () => {
    const nov = monthGrid(2026, 11); // 1 Nov 2026 is a Sunday
    expect(nov.from).toBe('2026-11-01');
    expect(nov.days).toHaveLength(35);
    expect(nov.to).toBe('2026-12-05');
    const feb = monthGrid(2026, 2); // 1 Feb 2026 is a Sunday, 28 days
    expect(feb.days).toHaveLength(28);
    const may = monthGrid(2026, 5); // starts on a Friday: 6 weeks
    expect(may.from).toBe('2026-04-26');
    expect(may.days).toHaveLength(42);
    expect(may.days.filter((d) => d.inMonth)).toHaveLength(31);
  });
  it('today is the user’s timezone’s', () => {
    const instant = new Date('2026-03-15T05:00:00Z');
    expect(todayIn('America/New_York', instant)).toBe('2026-03-15');
    expect(todayIn('Pacific/Honolulu', instant)).toBe('2026-03-14');
    expect(todayIn('Not/AZone', instant)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
  it('reads times in the reader’s locale', () => {
    expect(timeLabel('14:05', 'en-US').replace(/\s/g, ' ')).toBe('2:05 PM');
    expect(timeLabel('00:30', 'en-US').replace(/\s/g, ' ')).toBe('12:30 AM');
    expect(timeLabel('14:05', 'en-GB')).toBe('14:05');
  });
});

describe('byDay', () => {
  it('groups by date in date order, keeping each day’s order', () => {
    const items = [
      { date: '2026-11-25', t: 'b' },
      { date: '2026-11-24', t: 'a' },
      { date: '2026-11-25', t: 'c' },
    ];
    expect(byDay(items)).toEqual([
      { date: '2026-11-24', items: [{ date: '2026-11-24', t: 'a' }] },
      {
        date: '2026-11-25',
        items: [
          { date: '2026-11-25', t: 'b' },
          { date: '2026-11-25', t: 'c' },
        ],
      },
    ]);
    expect(byDay([])).toEqual([]);
  });
  it('labels a day briefly', () => {
    expect(shortDayLabel('2026-11-24')).toBe('Tue, Nov 24');
  });
});
