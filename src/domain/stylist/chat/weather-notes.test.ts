import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { askOutfit } from './test-ask-outfit';
import { indoorClimate, temperatureIn, weatherIn } from '../question/stated-weather';
import { parseDay } from '../question/when';
import { parseQuestion } from '../question';
import { readMessage } from '../reading';

/**
 * Issue 38.5, stated facts win: the weather the person states is read as they mean it. A room's heating or AC is not
 * the day's weather but says what to wear under the coat; ice is below freezing and slippery; full sun wants a hat,
 * sunglasses, shade and sunscreen; and no hot answer picks a thermal or fleece-lined piece. Generated (seeded).
 */
const rand = mulberry32(38_12_11);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

const EVENTS = [
  "Book club at my aunt's house Tuesday",
  "Dinner at the Parks' place Friday",
  "Bridge night at Jan's on Thursday",
  "Baby shower at my sister's Saturday",
  "Movie night at a friend's flat Sunday",
];
const WARM_ROOMS = [
  (n: number) => `she always has the heat cranked up to ${n}`,
  (n: number) => `they keep the thermostat at ${n}`,
  (n: number) => `he has the heating turned up to ${n}`,
  (n: number) => `the heat is always blasting, like ${n} in there`,
  (n: number) => `her radiators are set to ${n}`,
];
const COLD_ROOMS = [
  (n: number) => `they keep the AC at ${n}`,
  (n: number) => `the air conditioning is always blasting at ${n}`,
  (n: number) => `the AC is cranked down to ${n}`,
];

function womenswear(): ClosetItem[] {
  let id = 1;
  const p = (o: Parameters<typeof item>[0]) => item({ id: id++, ...o });
  return [
    p({ name: 'Cream thermal long-sleeve top', category: 'Tops', formality: 'casual', warmth: 'warm' }),
    p({ name: 'Navy boatneck knit top', category: 'Tops', formality: 'smart casual' }),
    p({ name: 'Striped cotton shirt', category: 'Tops', formality: 'smart casual', warmth: 'light' }),
    p({ name: 'Black fleece-lined leggings', category: 'Bottoms', formality: 'casual', warmth: 'warm' }),
    p({ name: 'Dark pull-on jeans', category: 'Bottoms', subcategory: 'Jeans', formality: 'casual' }),
    p({ name: 'Camel wool wrap coat', category: 'Outerwear', formality: 'smart casual', warmth: 'warm' }),
    p({ name: 'Black lined snow boots', category: 'Shoes', subcategory: 'Boots', formality: 'casual', warmth: 'warm' }),
    p({ name: 'Navy walking shoes', category: 'Shoes', formality: 'casual' }),
    p({ name: 'Plum knit hat', category: 'Accessories', formality: 'casual' }),
  ];
}

describe('a room set warm or cold is not the weather, but says how to dress inside', () => {
  for (let k = 0; k < 12; k++) {
    const warm = rand() < 0.6;
    const n = warm ? 76 + Math.floor(rand() * 10) : 60 + Math.floor(rand() * 6);
    const text = `${pick(EVENTS)} at 1. Nothing fancy, but ${pick(warm ? WARM_ROOMS : COLD_ROOMS)(n)}.`;
    it(text, () => {
      expect(weatherIn(text)).not.toContain('hot');
      expect(temperatureIn(text, 'F')).toBeNull();
      expect(indoorClimate(text)).toBe(warm ? 'warm' : 'cold');
      const a = askOutfit(text, womenswear(), { message: text });
      expect(a.text).not.toMatch(/\bhot\b/);
      if (warm) {
        expect(a.text).not.toMatch(/thermal|fleece-lined/i);
        expect(a.text).toMatch(/warm inside/);
      } else expect(a.text).toMatch(/cold inside/);
    });
  }
  it.each(['the heat is brutal today', 'the heat on saturday will be awful', 'heat wave all week'])("the weather's heat stays the weather: %s", (t) => {
    expect(weatherIn(t)).toContain('hot');
    expect(indoorClimate(t)).toBeNull();
  });
});

describe('on a hot day no thermal or fleece-lined piece is picked', () => {
  for (let k = 0; k < 8; k++) {
    const f = 86 + Math.floor(rand() * 14);
    const text = `${pick(['brunch', 'errands', 'a casual lunch', 'the farmers market'])} ${pick(['today', 'tomorrow', 'on saturday'])}, it's ${f} degrees`;
    it(text, () => {
      const a = askOutfit(text, womenswear(), { message: text });
      expect(a.text).toMatch(/\bhot\b/);
      expect(a.text).not.toMatch(/thermal|fleece-lined|snow boots/i);
    });
  }
});

describe('ice is below freezing and slippery underfoot', () => {
  const ICE = ['freezing rain tonight', 'ice on everything', 'icy roads', 'sleet and black ice', 'an ice storm coming', 'the sidewalks iced over'];
  for (let k = 0; k < 10; k++) {
    const text = `${pick(ICE)}, i have ${pick(['choir practice', 'a dentist appointment', 'work', 'church', 'a meeting'])} ${pick(['tomorrow', 'on friday', 'at 10'])}, what should i wear`;
    it(text, () => {
      expect(weatherIn(text)).toContain('ice');
      const a = askOutfit(text, womenswear(), { message: text });
      expect(a.text).toMatch(/icy|freezing rain|slippery/i);
      expect(a.text).toContain('Black lined snow boots');
      expect(a.text).toContain('Plum knit hat');
    });
  }
  it.each(['ice cream after the game', 'ice skating saturday', 'an ice hockey game', 'iced coffee date'])('no ice in: %s', (t) => {
    expect(weatherIn(t)).not.toContain('ice');
  });
});

describe('a morning hour said after tonight is tomorrow morning', () => {
  for (let k = 0; k < 6; k++) {
    const text = `${pick(['freezing rain tonight', 'storms tonite', 'snow tonight'])}, ${pick(['choir', 'a flight', 'work', 'my shift'])} at ${6 + Math.floor(rand() * 5)}${pick(['am', ' am'])}`;
    it(text, () => expect(parseDay(text, '2026-11-23')).toEqual({ date: '2026-11-24', label: 'tomorrow morning' }));
  }
  it('an evening hour tonight stays tonight', () => expect(parseDay('dinner tonight at 8pm', '2026-11-23')?.label).toBe('tonight'));
});

describe("a stated temperature with full sun is the answer's temperature, with sun advice", () => {
  for (let k = 0; k < 8; k++) {
    const f = 80 + Math.floor(rand() * 15);
    const text = `${pick(['the picnic', 'the graduation', 'a garden party', 'the outdoor wedding'])} ${pick(['saturday', 'tomorrow'])}, they're saying ${f} and ${pick(['full sun', 'bright sunshine', 'sunny', 'clear sun'])}`;
    it(text, () => {
      expect(Math.round(((temperatureIn(text, 'F') ?? 0) * 9) / 5 + 32)).toBe(f);
      const a = askOutfit(text, womenswear(), { message: text });
      expect(a.text).toContain(`${f}°F`);
      expect(a.text).toMatch(/sunscreen/);
      expect(a.text).toMatch(/shade/);
    });
  }
});

describe('a room said in a follow-up is a fact of the plan: the outfit again, with a layer to bring (generated)', () => {
  const PLANS = [
    'need an outfit for a work conference thursday',
    'what do i wear to a wedding reception saturday',
    'outfit for a long day of meetings tomorrow',
  ];
  const ROOMS = [
    'the AC in those venues is always freezing tho',
    'the office AC is always cranked',
    'they keep the AC at 62 in there',
    'the air conditioning in the hall is brutal',
  ];
  for (let k = 0; k < 6; k++) {
    const plan = pick(PLANS);
    const room = pick(ROOMS);
    it(`${plan} → ${room}`, () => {
      const history = [
        { role: 'user' as const, content: plan },
        { role: 'assistant' as const, content: 'Wear your navy boatneck knit top and dark pull-on jeans.' },
      ];
      const q = parseQuestion(room, { today: '2026-11-23', unit: 'F', history });
      expect(q.followUp).toBe(true);
      expect(q.kind).toBe('outfit');
      expect(q.weather).toEqual([]);
    });
  }
});

describe('a digit with a degree sign is a temperature, never texting shorthand', () => {
  for (let k = 0; k < 6; k++) {
    const d = pick(['2', '4']);
    const text = `${pick(['its', "it's", 'only'])} ${d}°${pick(['C', 'F', ''])} and ${pick(['really windy', 'raining', 'grey'])}, ${pick(['i walk to work', 'school run', 'commute by bike'])}`;
    it(text, () => expect(readMessage(text).text).toContain(`${d}°`));
  }
});

describe('a device that does not work does the opposite', () => {
  it.each([
    ['demos at the office, where the AC barely works', 'warm'],
    ['the AC is broken at the venue', 'warm'],
    ['the heating is broken at the office', 'cold'],
    ["the church heater doesn't work", 'cold'],
  ])('%s → %s', (text, room) => expect(indoorClimate(text)).toBe(room));
});
