import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { TIMEZONE_VALUES } from '../../shared/constants';
import { dueLocalDate, effectiveSendTime, inSendWindow, localMoment, nextDueInstant } from './send-time';

const MINUTE = 60_000;
// 2026 and 2027 in full: both DST changes of every zone that has them (Phoenix and Honolulu have none).
const instant = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true });
const zone = fc.constantFrom(...TIMEZONE_VALUES);
const hhmm = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

/** Around the transitions, where mistakes live. */
const transitionDays = ['2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07'];
const nearTransition = fc
  .tuple(fc.constantFrom(...transitionDays), fc.integer({ min: -36 * 60, max: 36 * 60 }))
  .map(([day, minutes]) => new Date(new Date(`${day}T10:00:00Z`).getTime() + minutes * MINUTE));

describe('daily send time across DST in all seven zones', () => {
  it('effective time stays inside 07:00-21:00', () => {
    expect(effectiveSendTime('06:30')).toBe('07:00');
    expect(effectiveSendTime('08:00')).toBe('08:00');
    expect(effectiveSendTime('20:59')).toBe('20:59');
    expect(effectiveSendTime('21:00')).toBe('20:30');
    expect(effectiveSendTime('23:45')).toBe('20:30');
  });

  it('knows the 2026 spring-forward in New York: 08:00 local is 12:00Z before and 12:00Z after becomes 13:00Z before', () => {
    // Local midnights: 05:00Z in EST, 04:00Z in EDT.
    expect(nextDueInstant(new Date('2026-03-07T05:00:00Z'), 'America/New_York', '08:00').toISOString()).toBe('2026-03-07T13:00:00.000Z');
    expect(nextDueInstant(new Date('2026-03-08T05:00:00Z'), 'America/New_York', '08:00').toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(nextDueInstant(new Date('2026-11-01T04:00:00Z'), 'America/New_York', '08:00').toISOString()).toBe('2026-11-01T13:00:00.000Z');
    // Phoenix does not move.
    expect(nextDueInstant(new Date('2026-03-08T07:00:00Z'), 'America/Phoenix', '08:00').toISOString()).toBe('2026-03-08T15:00:00.000Z');
    // Late in the evening the day's text is still due (a missed tick catches up) until 21:00.
    expect(nextDueInstant(new Date('2026-03-07T00:00:00Z'), 'America/New_York', '08:00').toISOString()).toBe('2026-03-07T00:00:00.000Z');
  });

  it('property: the next due instant is due, lands on the chosen wall time (or the window edge), and the minute before is not due', () => {
    fc.assert(
      fc.property(fc.oneof(instant, nearTransition), zone, hhmm, (at, tz, time) => {
        const due = nextDueInstant(at, tz, time);
        expect(due.getTime()).toBeGreaterThanOrEqual(at.getTime());
        expect(due.getTime() - at.getTime()).toBeLessThanOrEqual(25 * 60 * MINUTE);
        const local = localMoment(due, tz);
        expect(inSendWindow(local.time)).toBe(true);
        expect(dueLocalDate(due, tz, time)).toBe(local.date);
        if (due.getTime() > at.getTime()) {
          expect(local.time).toBe(effectiveSendTime(time));
          expect(dueLocalDate(new Date(due.getTime() - MINUTE), tz, time)).toBeNull();
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('property: walking a zone minute by minute over a DST day, the text becomes due exactly once per local date and never in quiet hours', () => {
    fc.assert(
      fc.property(fc.constantFrom(...transitionDays), zone, hhmm, (day, tz, time) => {
        const start = Temporal.PlainDate.from(day).subtract({ days: 1 }).toZonedDateTime({ timeZone: tz }).epochMilliseconds;
        const end = Temporal.PlainDate.from(day).add({ days: 2 }).toZonedDateTime({ timeZone: tz }).epochMilliseconds;
        const firstDue = new Map<string, number>();
        let previous: string | null = null;
        for (let t = start; t < end; t += MINUTE) {
          const d = dueLocalDate(new Date(t), tz, time);
          if (d) {
            expect(inSendWindow(localMoment(new Date(t), tz).time)).toBe(true);
            if (d !== previous) {
              // A new run of due minutes starts once per date.
              expect(firstDue.has(d)).toBe(false);
              firstDue.set(d, t);
            }
          }
          previous = d;
        }
        // Three local days walked: due on each of them.
        expect(firstDue.size).toBe(3);
        // Consecutive days are 23, 24 or 25 hours apart (the DST change), never anything else.
        const times = [...firstDue.values()];
        for (let i = 1; i < times.length; i++) {
          const hours = (times[i]! - times[i - 1]!) / (60 * MINUTE);
          expect([23, 24, 25]).toContain(Math.round(hours));
        }
      }),
      { numRuns: 20 },
    );
  });
});
