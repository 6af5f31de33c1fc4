import { describe, expect, it } from 'vitest';
import { dressingWeather, isRainLikely, outerwearPreferred, seasonFits, temperatureBand, weatherWordsBorneOut } from './weather-bands';
import { weather } from './test-fixtures';

describe('temperatureBand', () => {
  it.each([
    [-0.1, 'freezing'],
    [0, 'cold'],
    [9.9, 'cold'],
    [10, 'cool'],
    [16.9, 'cool'],
    [17, 'mild'],
    [23.9, 'mild'],
    [24, 'hot'],
    [40, 'hot'],
  ] as const)('a high of %s °C is %s', (max, band) => {
    expect(temperatureBand(max)).toBe(band);
  });
});

describe('isRainLikely', () => {
  it('is likely from exactly 50 % probability', () => {
    expect(isRainLikely(weather({ precipitationProbability: 49, precipitationMm: 0 }))).toBe(false);
    expect(isRainLikely(weather({ precipitationProbability: 50, precipitationMm: 0 }))).toBe(true);
  });
  it('is likely from exactly 1 mm whatever the probability', () => {
    expect(isRainLikely(weather({ precipitationProbability: 0, precipitationMm: 0.9 }))).toBe(false);
    expect(isRainLikely(weather({ precipitationProbability: 0, precipitationMm: 1 }))).toBe(true);
  });
});

describe('seasonFits', () => {
  it('All Seasons fits every band', () => {
    for (const band of ['freezing', 'cold', 'cool', 'mild', 'hot'] as const) expect(seasonFits('All Seasons', band)).toBe(true);
  });
  it('Summer needs a mild or hot day, Winter a cool or colder one', () => {
    expect(seasonFits('Summer', 'cool')).toBe(false);
    expect(seasonFits('Summer', 'mild')).toBe(true);
    expect(seasonFits('Winter', 'cool')).toBe(true);
    expect(seasonFits('Winter', 'mild')).toBe(false);
    expect(seasonFits('Winter', 'hot')).toBe(false);
  });
  it('Spring and Fall pieces sit out only the hot days', () => {
    expect(seasonFits('Fall', 'freezing')).toBe(true);
    expect(seasonFits('Spring', 'mild')).toBe(true);
    expect(seasonFits('Spring', 'hot')).toBe(false);
  });
});

describe('outerwearPreferred', () => {
  it('asks for a layer when cool, wet or windy, not on a mild dry calm day', () => {
    expect(outerwearPreferred(weather({ maxTempC: 16.9 }))).toBe(true);
    expect(outerwearPreferred(weather({ maxTempC: 17 }))).toBe(false);
    expect(outerwearPreferred(weather({ maxTempC: 25, precipitationProbability: 50 }))).toBe(true);
    expect(outerwearPreferred(weather({ maxTempC: 20, windKph: 40 }))).toBe(true);
    expect(outerwearPreferred(weather({ maxTempC: 20, windKph: 39 }))).toBe(false);
  });
});

describe('dressingWeather', () => {
  const base = { maxTempC: 18, precipitationProbability: 10, precipitationMm: 0, windKph: 5 };
  it('stays the same for a forecast that moves within its bands', () => {
    expect(dressingWeather({ ...base, maxTempC: 19, precipitationProbability: 20 })).toBe(dressingWeather(base));
  });
  it.each([
    ['rain now likely', { precipitationProbability: 80 }],
    ['rainfall now expected', { precipitationMm: 3 }],
    ['a mild day turned cool', { maxTempC: 12 }],
    ['wind', { windKph: 50 }],
  ])('changes with %s', (_label, change) => {
    expect(dressingWeather({ ...base, ...change })).not.toBe(dressingWeather(base));
  });
});

describe('weatherWordsBorneOut', () => {
  const words = ['hot', 'warm', 'humid', 'cold', 'snow', 'ice', 'rain', 'wind', 'sun'] as const;
  // Every high from -30 to 40 °C: heat words stand only on a mild or hot day, cold words only on a cool or colder one.
  it.each(Array.from({ length: 71 }, (_, i) => i - 30))('at a high of %s °C a said word stands only where the day bears it out', (max) => {
    const kept = weatherWordsBorneOut(words, { maxTempC: max });
    const warmish = max >= 17;
    expect(kept.includes('hot')).toBe(warmish);
    expect(kept.includes('humid')).toBe(warmish);
    expect(kept.includes('cold')).toBe(!warmish);
    expect(kept.includes('snow')).toBe(!warmish);
    expect(kept).toEqual(expect.arrayContaining(['rain', 'wind', 'sun']));
  });
});
