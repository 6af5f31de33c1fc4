import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { temperatureIn, temperatureSpanIn } from './stated-weather';

/**
 * Issue 38.1: a number is a temperature only with a unit or a weather word. An hour after a word of time stays an hour
 * with a hedge between ('heaps of rain from about 3', 'storms at like 5'); a number said of the day stays a temperature.
 */
const rand = mulberry32(2614);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const WEATHER = ['heaps of rain', 'hail', 'storms', 'snow', 'a cool change', 'showers'];
const TIME_WORDS = ['from', 'at', 'by', 'after', 'around', 'until'];
const HEDGES = ['about', 'around', 'like', 'roughly', 'maybe'];

describe('an hour after a word of time and a hedge', () => {
  it('is no temperature', () => {
    for (let k = 0; k < 40; k++) {
      const hour = 1 + Math.floor(rand() * 12);
      const message = `${pick(WEATHER)} ${pick(TIME_WORDS)} ${pick(HEDGES)} ${hour} this arvo, then dinner in the city. what do i wear`;
      expect(temperatureIn(message), message).toBeNull();
    }
  });

  it('while a number said of the day with a hedge still is', () => {
    for (let k = 0; k < 20; k++) {
      const c = 2 + Math.floor(rand() * 30);
      const message = `it's ${pick(HEDGES)} ${c} degrees and ${pick(['raining', 'windy', 'sunny'])} today`;
      expect(temperatureIn(message, 'C'), message).toBe(c);
    }
  });
});

describe('numbers said of the times of a day', () => {
  it('are its temperatures, low to high, when too big for a clock or beside a weather word', () => {
    for (let k = 0; k < 30; k++) {
      const low = 13 + Math.floor(rand() * 8);
      const high = low + 5 + Math.floor(rand() * 10);
      const message = `${pick(['Classic spring day tomorrow', 'ugh tomorrow', 'Tomorrow'])}: ${low} in the morning, ${high} by ${pick(['noon', 'mid-afternoon', 'the afternoon'])}. What should I wear?`;
      expect(temperatureSpanIn(message, 'C'), message).toEqual([low, high]);
    }
    // A clock time said so is no temperature.
    expect(temperatureIn('pickup at 4 this afternoon, what should i wear', 'C')).toBeNull();
    expect(temperatureIn('the meeting is 3 in the afternoon, what do i wear', 'C')).toBeNull();
  });
});
