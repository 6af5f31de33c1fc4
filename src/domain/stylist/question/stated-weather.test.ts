import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { temperatureIn, unitFor, weatherIn } from './stated-weather';
import { readMessage } from '../reading/read';

describe('weather words, as people write them', () => {
  it.each([
    ["it's 85 and humid", ['humid']],
    ['supposed to be 90 and sunny', ['sun']],
    ['really windy today', ['wind']],
    ['gusty out', ['wind']],
    ['blustery afternoon', ['wind']],
    ['sleet all morning', ['snow', 'ice']],
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

const fToC = (f: number) => Math.round((((f - 32) * 5) / 9) * 10) / 10;

describe('an indoor thing’s temperature is not the weather (issue 38.5)', () => {
  // Generated: a day's weather said one way, an indoor thing said another, in either order.
  // prettier-ignore
  const INDOOR = ['the hotel AC is always freezing', 'the office is freezing', "it's always cold in the office", 'the air con in the venue is arctic',
    'the conference room gets chilly', 'the plane is always cold', "it's boiling in the office", 'the church is freezing inside', 'my flat is sweltering',
    "it's like 30 degrees in the cafe bc of the espresso machine", 'the kitchen gets boiling', 'the warehouse is freezing'];
  // prettier-ignore
  const OUTDOOR: [said: string, words: string[]][] = [
    ['80s in the day', []], ["it's supposed to be 90 and sunny", ['sun']], ['mid 70s all week', []], ["it'll be pouring", ['rain']],
    ['highs in the low 90s', []], ["it's 28 degrees and sleeting", ['snow', 'ice']],
  ];
  const FRAMES = ['packing for a work conf in phoenix 3 nights, {a} but {b}. what do i bring', '{a}, though {b}. what should i wear?', '{b} and {a} - outfit?'];
  const rand = mulberry32(3837);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let n = 0; n < 60; n++) {
    const [outdoor, words] = pick(OUTDOOR);
    const message = pick(FRAMES).replace('{a}', outdoor).replace('{b}', pick(INDOOR));
    it(message, () => {
      expect(weatherIn(message)).toEqual(words);
      const alone = temperatureIn(outdoor, 'F');
      expect(temperatureIn(message, 'F')).toBe(alone);
    });
  }
  it('with nothing said of the day, the indoor cold is no weather at all', () => {
    expect(weatherIn('what do i wear to work? the office AC is freezing')).toEqual([]);
    expect(temperatureIn('the office is kept at 64 degrees', 'F')).toBeNull();
  });
  it('walking to the office in the rain is the weather', () => {
    expect(weatherIn('walking to the office in the rain')).toEqual(['rain']);
    expect(weatherIn('taking the train, snowing hard')).toEqual(['snow']);
  });
});

describe('a stated number beats a weather word, in the person’s own scale', () => {
  // Generated: forms of a stated temperature × numbers × the person's unit.
  const rand = mulberry32(3839);
  const FORMS: [form: string, value: (n: number) => number][] = [
    ["what if it's still {n} out at 8?", (n) => n],
    ["what if it's {n} out at 8?", (n) => n],
    ["it's only {n} this morning", (n) => n],
    ['{n}s in the day', (n) => n + 5],
    ['turns out it’ll be in the low {n}s', (n) => n + 2],
  ];
  for (let k = 0; k < 40; k++) {
    const [form, value] = FORMS[Math.floor(rand() * FORMS.length)]!;
    const decade = form.includes('{n}s');
    const n = decade ? 10 * (6 + Math.floor(rand() * 4)) : 70 + Math.floor(rand() * 40);
    const message = form.replace('{n}', String(n));
    it(`${message} (a °F user)`, () => {
      expect(temperatureIn(message, 'F')).toBe(fToC(value(n)));
    });
  }

  it.each([
    ['It’ll be brutal, single digits most days', 'F', fToC(5)],
    ['single digits most days', 'C', 5],
    ['low single digits all week', 'F', fToC(2)],
    ['highs in the teens', 'F', fToC(15)],
    ['mid teens and windy', 'C', 15],
    ['below zero every night', 'F', fToC(-5)],
    ['sub-zero and snowing', 'C', -5],
  ])('%s (%s user) → %s °C', (message, unit, c) => {
    expect(temperatureIn(message, unit as 'F' | 'C')).toBe(c);
  });

  it.each(['going to orlando with my teens', 'an 80s party on saturday', 'my nan is in her 80s', 'pickup at 3 out front'])(
    'no temperature in %s',
    (message) => {
      expect(temperatureIn(message, 'F')).toBeNull();
    },
  );

  it('what the app said is set aside wherever it stands', () => {
    expect(weatherIn("It's 28 degrees and sleeting in Fishtown even though my app said it'd be nice and mild")).toEqual(['snow', 'ice']);
    expect(weatherIn("the forecast said mild but it's bitter this morning")).toEqual(['cold']);
  });
});

describe('a unitless number said with rain is in the unit rain can fall in', () => {
  // Generated: numbers × rain phrasings × the person's unit. Rain falls between about -2 °C and 38 °C, so where one
  // unit puts the number outside that, the other is meant ('about 4 degrees and chucking it down' in Glasgow is 4 °C;
  // '50 n raining' in Minnesota is 50 °F), whatever the person's own unit.
  const RAIN = [
    "it's chucking it down and about {n} degrees",
    'gonna be {n} n raining all day tmrw',
    '{n} and pouring',
    "it's tipping it down, {n} degrees out",
  ];
  const rand = mulberry32(5150);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let k = 0; k < 40; k++) {
    // Up to 100: 100 °F is the last number either unit can rain at.
    const n = 1 + Math.floor(rand() * 100);
    const hint = pick(['F', 'C'] as const);
    // As the reader gets it: shorthand written out ('n' is 'and').
    const message = readMessage(pick(RAIN).replace('{n}', String(n))).text;
    it(`${message} (${hint})`, () => {
      expect(weatherIn(message)).toContain('rain');
      const c = temperatureIn(message, hint);
      expect(c).not.toBeNull();
      expect(c!).toBeGreaterThanOrEqual(-2);
      expect(c!).toBeLessThanOrEqual(38);
      // Where both units are rain weather, the person's own decides.
      const asF = ((n - 32) * 5) / 9;
      if (asF >= -2 && asF <= 38 && n <= 38) expect(c).toBeCloseTo(hint === 'F' ? asF : n, 0);
    });
  }
});

describe('a season said of a piece is no weather', () => {
  // Generated: pieces × ways of saying a look is of a season; the same season said of the day stays the weather.
  const PIECES = ['tan suede loafers', 'linen shirt', 'white jeans', 'straw hat', 'fair-isle jumper', 'velvet blazer'];
  const LOOKS = [
    'would the {p} work or r they too summery',
    'is the {p} too wintry for it',
    'the {p} looks a bit summery no?',
    'does the {p} feel too autumnal',
  ];
  const rand = mulberry32(3846);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let n = 0; n < 16; n++) {
    const message = pick(LOOKS).replace('{p}', pick(PIECES));
    it(message, () => {
      expect(weatherIn(message)).toEqual([]);
      expect(weatherIn(`${message}? it's a summery day`)).toContain('hot');
    });
  }
});

describe('a season said as a time is no weather', () => {
  it.each([
    ["I've lost about 8 kg since the summer and my trousers are loose", []],
    ['bought it last winter and it pills already', []],
    ['it has been in the wardrobe all summer', []],
    ['its a hot summer day', ['hot']],
  ])('%s → %j', (message, words) => {
    expect(weatherIn(message)).toEqual(words);
  });
});
