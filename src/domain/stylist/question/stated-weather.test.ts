import { describe, expect, it } from 'vitest';
import { temperatureIn, unitFor, weatherIn } from './stated-weather';

describe('weather words, as people write them', () => {
  it.each([
    ["it's 85 and humid", ['humid']],
    ['supposed to be 90 and sunny', ['sun']],
    ['really windy today', ['wind']],
    ['gusty out', ['wind']],
    ['blustery afternoon', ['wind']],
    ['sleet all morning', ['snow']],
    ['what if it pours', ['rain']],
    ['thunderstorms later', ['rain']],
    ['its rainny and windey', ['rain', 'wind']],
    ['so humdi today', ['humid']],
    ['freezng cold', ['cold']],
    ['frigid morning', ['cold']],
    ['what goes with my hot pink skirt', []],
    ['a funny sweater', []],
  ])('%s → %j', (message, words) => {
    expect(weatherIn(message)).toEqual(words);
  });
});

describe('a stated temperature, in °C', () => {
  it.each([
    // A unit said wins.
    ["it's going to be 92°F and sticky", 'F', 33.3],
    ['about 30 degrees c tomorrow', 'F', 30],
    ['maybe -5c on the walk', 'F', -5],
    // A bare number with weather words: the plausible unit, whatever the person's own.
    ["it's 85 and humid", 'C', 29.4],
    ['supposed to be 90 and sunny', 'C', 32.2],
    ['12 degrees and rainy tomorrow', 'F', 12],
    ['like 30 and muggy', 'F', 30],
    ['forecast says 28 and snowing', 'C', -2.2],
    ['it will be 85 degrees', 'C', 29.4],
    // Both plausible: the person's own unit.
    ['it will be 20 degrees', 'C', 20],
    ['it will be 40 degrees', 'F', 4.4],
    // Decades.
    ['highs in the mid 70s and sunny', 'C', 23.9],
    ['in the 80s', 'C', 29.4],
  ])('%s (%s user) → %s', (message, unit, c) => {
    expect(temperatureIn(message, unit as 'F' | 'C')).toBe(c);
  });

  it.each([
    "it's 5 pm and raining",
    'pack for 2 sunny days',
    'what goes with my blazer',
    'dinner at 7 and then drinks',
    '3 rainy nights in Oslo',
    'yoga class at 7am',
  ])('no temperature in %s', (message) => {
    expect(temperatureIn(message, 'F')).toBeNull();
  });

  it('rain at 12 °F does not fall, 85 °C does not happen, hot at 30 °F is not hot', () => {
    expect(unitFor(12, ['rain'], 'F')).toBe('C');
    expect(unitFor(85, ['humid'], 'C')).toBe('F');
    expect(unitFor(30, ['hot'], 'F')).toBe('C');
    expect(unitFor(35, ['snow'], 'C')).toBe('F');
  });
});
