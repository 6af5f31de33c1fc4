import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { temperatureIn } from './stated-weather';

/**
 * A number said with a wind-chill / feels-like word is a temperature, whatever the rest of the message
 * says; 'minus 10' and 'negative 5' are numbers below zero; a number below zero said of the day is a
 * temperature in the person's unit. Generated: numbers x sign forms x feel phrasings x tails, seeded.
 */
const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const TAILS = [
  "and I'm biking to the office, about 6 km. How should I layer?",
  'walking the kids to school, what do I wear?',
  'and I have a job interview downtown. outfit?',
  'heading to the market for an hour, what should I put on',
  'waiting for the bus for 20 minutes, help',
];
const WHEN = ['this morning', 'today', 'right now', 'out there', 'tonight', ''];

describe('felt and below-zero temperatures', () => {
  const r = mulberry32(3813);
  const cases: [string, number][] = [];
  for (let i = 0; i < 60; i++) {
    const n = 2 + Math.floor(r() * 28);
    const sign = pick(r, [`-${n}`, `minus ${n}`, `negative ${n}`]);
    const when = pick(r, WHEN);
    const frame = pick(r, [
      (v: string) => `${v} with the windchill ${when}`,
      (v: string) => `wind chill of ${v} ${when}`,
      (v: string) => `feels like ${v} ${when}`,
      (v: string) => `${v} with the wind chill ${when}`,
      (v: string) => `real feel is ${v} ${when}`,
      (v: string) => `${v} ${when === '' ? 'this morning' : when}`,
    ]);
    cases.push([`${frame(sign)} ${pick(r, TAILS)}`.replace(/\s+/g, ' '), -n]);
  }
  it.each(cases)('%s', (q, n) => {
    expect(temperatureIn(q, 'C')).toBe(n);
    expect(temperatureIn(q, 'F')).toBeCloseTo(((n - 32) * 5) / 9, 0);
  });

  it('a positive number with a feel word is a temperature too', () => {
    expect(temperatureIn('wind chill of 15 today, walking the dog', 'F')).toBeCloseTo(-9.4, 1);
    expect(temperatureIn('feels like 30 out there', 'C')).toBe(30);
  });

  it.each(['the team won 3-1 tonight', '10-15 minutes walk this morning', 'minus 2 guests tonight', 'a 5-day trip to Oslo', 'dinner for 4 -6pm'])(
    'no temperature: %s',
    (q) => expect(temperatureIn(q, 'C')).toBeNull(),
  );
});
