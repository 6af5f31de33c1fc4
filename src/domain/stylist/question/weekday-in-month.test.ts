import { describe, expect, it } from 'vitest';
import { parseDay } from './when';
import { mulberry32 } from '../../../shared/prng';

// 2026-11-23 is a Monday.
const today = '2026-11-23';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'June', 'July', 'August', 'September', 'October'];
const EVENTS = ['the show', 'a recital', 'dinner with friends', 'the gala', 'a wedding', 'brunch'];
const FORMS = [
  (e: string, d: string, m: string) => `going to ${e} on a ${d} evening. It's ${m}.`,
  (e: string, d: string, m: string) => `${e} on a ${d} in ${m}, what should I wear`,
  (e: string, d: string, m: string) => `what to wear for ${e}, a ${d} in late ${m}?`,
  (e: string, d: string, m: string) => `in ${m}, ${e} ${d.toLowerCase()} night`,
];

describe('a weekday said with a month is that weekday in that month (generated)', () => {
  const rand = mulberry32(38_12_72);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let k = 0; k < 24; k++) {
    const d = pick(WEEKDAYS);
    const m = pick(MONTHS);
    const text = pick(FORMS)(pick(EVENTS), d, m);
    it(text, () => {
      const day = parseDay(text, today)!;
      const date = new Date(`${day.date}T12:00:00Z`);
      expect(date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })).toBe(m);
      expect(WEEKDAYS[date.getUTCDay()]).toBe(d);
      expect(day.label.startsWith(d)).toBe(true);
    });
  }
  it('a weekday in the coming days of the month said stays the coming one', () => {
    expect(parseDay('dinner on friday, it is november', today)).toEqual({ date: '2026-11-27', label: 'Friday' });
  });
});

describe("'next' or 'this' before the weekday points at the calendar", () => {
  it.each([
    ['wedding next saturday, outdoors in june', '2026-12-05'],
    ['this friday, a party in march', '2026-11-27'],
  ])('%s', (text, date) => {
    expect(parseDay(text, today)?.date).toBe(date);
  });
});
