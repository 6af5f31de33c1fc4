import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideDailySend, spreadDays } from './budget';
import { daysInMonth } from './send-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** Plays a whole month day by day: the dates that got a text. */
function playMonth(month: string, limit: number, dressCoded: string[]): string[] {
  const sent: string[] = [];
  for (let d = 1; d <= daysInMonth(`${month}-01`); d++) {
    const localDate = `${month}-${pad(d)}`;
    if (decideDailySend({ localDate, limit, sentThisMonth: sent.length, dressCodedDates: dressCoded }).send) sent.push(localDate);
  }
  return sent;
}

describe('monthly SMS budget', () => {
  it('spreads 4 texts over a month without events, one in each quarter', () => {
    expect(playMonth('2026-11', 4, [])).toEqual(['2026-11-04', '2026-11-12', '2026-11-19', '2026-11-27']);
  });

  it('spends on dress-coded days first, then spreads the rest', () => {
    const sent = playMonth('2026-11', 4, ['2026-11-20', '2026-11-24']);
    expect(sent).toContain('2026-11-20');
    expect(sent).toContain('2026-11-24');
    expect(sent).toHaveLength(4);
  });

  it('with more dress-coded days than budget, stops at the limit', () => {
    const days = Array.from({ length: 10 }, (_, i) => `2026-11-${pad(i + 1)}`);
    expect(playMonth('2026-11', 4, days)).toEqual(days.slice(0, 4));
  });

  it('spreadDays places the budget in the middle of equal stretches', () => {
    expect([...spreadDays('2026-02', 28, 2, new Set())]).toEqual(['2026-02-08', '2026-02-22']);
  });

  it('property: never over the limit, every dress-coded day within budget gets a text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 12 }),
        fc.constantFrom('2026-02', '2026-03', '2026-11', '2027-12'),
        (limit, eventDays, month) => {
          const dressCoded = eventDays.filter((d) => d <= daysInMonth(`${month}-01`)).map((d) => `${month}-${pad(d)}`);
          const sent = playMonth(month, limit, dressCoded);
          expect(sent.length).toBeLessThanOrEqual(limit);
          expect(new Set(sent).size).toBe(sent.length);
          const sortedEvents = [...dressCoded].sort();
          if (sortedEvents.length <= limit) for (const d of sortedEvents) expect(sent).toContain(d);
          // The whole budget is used when the month has room for it.
          expect(sent.length).toBe(Math.min(limit, daysInMonth(`${month}-01`)));
        },
      ),
      { numRuns: 400 },
    );
  });
});
