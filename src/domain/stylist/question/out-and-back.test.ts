import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { tripDaysIn } from './trip-and-fit';

/** A date out and a date back said apart ('flying on 15 December … back 5 January') are the trip's first and last days. */
const rand = mulberry32(2617);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const norm = (s: string) => ` ${s.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;

describe('a date out and a date back', () => {
  it('give the days from first to last, across a month or a year', () => {
    for (let k = 0; k < 40; k++) {
      const m = Math.floor(rand() * 12);
      const day = 1 + Math.floor(rand() * 27);
      const length = 3 + Math.floor(rand() * 25);
      const end = new Date(Date.UTC(2026, m, day + length - 1));
      const back = `${end.getUTCDate()} ${MONTHS[end.getUTCMonth()]}`;
      const message = `flying to ${pick(['Toronto', 'Lisbon', 'Seoul'])} on ${day} ${MONTHS[m]} to see my son, ${pick(['back', 'returning', 'home on'])} ${back}. what do i pack`;
      expect(tripDaysIn(norm(message)), message).toBe(length);
    }
  });

  it('need a word of the way back: two dates of one plan are no trip length', () => {
    expect(tripDaysIn(norm('the party is on 12 december and the dinner on 19 december, what do i wear'))).toBeNull();
  });
});
