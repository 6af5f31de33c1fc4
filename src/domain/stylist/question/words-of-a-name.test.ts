import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { moneyAbroadIn, parseQuestion } from './parse';

/**
 * Issue 38.1: one word must not pick the builder, and a number is read by what it measures. Generated (seeded):
 * - a stain's cause or an activity that opens a piece's name before words of its make ('the wax-print wrap dress', 'my
 *   camp-collar shirt') names the piece, while the same cause landed on a piece is still a stain;
 * - a number with decimals and a unit of distance is no temperature ('it's like 5.5km up and back');
 * - sleet and slush happen only near freezing, so a unitless number beside them is read in the unit that puts it there;
 * - money in a currency the price tables do not hold is said back as written, never taken as dollars;
 * - the route somewhere is declined, not packed for.
 */
const TODAY = '2026-11-23';
const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const read = (m: string, unit: 'F' | 'C' = 'F') => parseQuestion(m, { today: TODAY, unit });

const CAUSES = ['wax', 'wine', 'coffee', 'ink', 'grass', 'oil'];
const ACTIVITIES = ['camp', 'ski', 'golf', 'surf', 'hike', 'yoga'];
const MAKES = ['print', 'collar', 'neck', 'sleeve', 'lined', 'dyed'];
const PIECES = ['shirt', 'dress', 'skirt', 'jacket', 'sweater', 'trousers'];
const COLOURS = ['navy', 'black', 'orange and blue', 'sage', 'cream'];
const ASKS = ['what shoes go with my {p}?', 'what colour bag would you put with the {p}', 'can I wear the {p} to a gallery opening on Friday?'];

describe('words of a piece’s name (generated, seed 1729)', () => {
  const rnd = mulberry32(1729);
  it('a stain’s cause before words of a piece’s make names its print, not a stain', () => {
    for (let n = 0; n < 60; n++) {
      const piece = `${pick(rnd, COLOURS)} ${pick(rnd, CAUSES)}-${pick(rnd, MAKES)} ${pick(rnd, PIECES)}`;
      const message = pick(rnd, ASKS).replace('{p}', piece);
      const q = read(message);
      expect(
        q.problems.filter((p) => p.startsWith('stain:')),
        message,
      ).toEqual([]);
      expect(q.kind, message).not.toBe('care');
    }
  });
  it('the same cause landed on a piece is still its stain', () => {
    for (let n = 0; n < 40; n++) {
      const cause = pick(rnd, CAUSES);
      const message = `got ${cause} on my ${pick(rnd, COLOURS)} ${pick(rnd, PIECES)}, how do I get it out?`;
      expect(
        read(message).problems.some((p) => p.startsWith('stain:')),
        message,
      ).toBe(true);
    }
  });
  it('an activity before words of a piece’s make names the piece, not what is done', () => {
    for (let n = 0; n < 60; n++) {
      const piece = `${pick(rnd, COLOURS)} ${pick(rnd, ACTIVITIES)}-${pick(rnd, MAKES)} ${pick(rnd, PIECES)}`;
      const message = pick(rnd, ASKS).replace('{p}', piece);
      expect(read(message).activity, message).toBeNull();
    }
  });
});

describe('numbers said with the weather (generated, seed 2718)', () => {
  const rnd = mulberry32(2718);
  it('a number with decimals and a unit of distance is no temperature', () => {
    for (let n = 0; n < 50; n++) {
      const d = `${1 + Math.floor(rnd() * 20)}.${1 + Math.floor(rnd() * 9)}${pick(rnd, ['km', ' km', 'mi', ' miles', 'k'])}`;
      const message = pick(rnd, [
        `its like ${d} up n back, wat do i wear`,
        `it's about ${d} each way, what should I wear for the walk?`,
        `hike on saturday, it's ${d} to the top`,
      ]);
      expect(read(message).tempC, message).toBeNull();
    }
  });
  it('sleet and slush put a unitless number near freezing, in either unit', () => {
    for (let n = 0; n < 50; n++) {
      const c = Math.floor(rnd() * 6);
      const f = 30 + Math.floor(rnd() * 8);
      const word = pick(rnd, ['sleet', 'slush', 'sleety', 'slushy', 'freezing rain']);
      const unit = pick(rnd, ['F', 'C'] as const);
      const inC = read(`its ${c} degrees with ${word} today, what coat?`, unit).tempC;
      const inF = read(`it'll be ${f} and ${word} by the game, what should I wear?`, unit).tempC;
      expect(inC, `${c} with ${word}`).toBe(c);
      expect(Math.abs(inF! - ((f - 32) * 5) / 9), `${f} with ${word}`).toBeLessThan(0.1);
    }
  });
  it('a number said with its plus sign is a temperature above zero; a plus-one is a guest', () => {
    for (let n = 1; n <= 8; n++) {
      expect(read(`they say it'll warm up to plus ${n} and go slushy, still the parka?`, 'F').tempC).toBe(n);
      expect(read(`bringing my plus ${n === 1 ? 1 : 'one'} to the wedding, its raining`).tempC).toBeNull();
    }
  });
});

describe('money in other currencies (generated, seed 1618)', () => {
  const rnd = mulberry32(1618);
  it('is said back as written and never read as dollars', () => {
    for (let n = 0; n < 60; n++) {
      const amount = 50 + Math.floor(rnd() * 4000);
      const grouped = amount.toLocaleString('en-US');
      const [said, expected] = pick(rnd, [
        [`${amount} kr`, `${grouped} kr`],
        [`${grouped} NOK`, `${grouped} NOK`],
        [`R${grouped}`, `R${grouped}`],
        [`${grouped} pesos`, `${grouped} pesos`],
        [`ZAR ${amount}`, `ZAR ${grouped}`],
      ] as const);
      const message = `need new ${pick(rnd, ['gloves', 'work shoes', 'a coat', 'boots'])}, budget is about ${said}. what should i look for?`;
      const q = read(message);
      expect(q.budget, message).toBeNull();
      expect(q.moneyAbroad, message).toBe(expected);
    }
  });
  it('dollars, pounds and euros are budgets, not money abroad', () => {
    for (const said of ['$120', '£70', '€90', '150 dollars', '40 quid']) {
      expect(moneyAbroadIn(` need boots under ${said} `), said).toBeNull();
      expect(read(`need boots under ${said}, what should I look for?`).budget, said).not.toBeNull();
    }
  });
});

describe('the way somewhere is not a trip to pack for (generated, seed 1414)', () => {
  const rnd = mulberry32(1414);
  it('is declined', () => {
    for (let n = 0; n < 30; n++) {
      const [a, b] = [pick(rnd, ['clementi', 'the flat', 'my hotel', 'downtown']), pick(rnd, ['changi', 'the airport', 'the station', 'the stadium'])];
      const message = `${pick(rnd, ['fastest', 'quickest', 'cheapest'])} way ${pick(rnd, ['from', 'frm'])} ${a} to ${b} at ${4 + Math.floor(rnd() * 4)}am? flight's early n i got 1 big suitcase`;
      expect(read(message).kind, message).toBe('off-topic');
    }
  });
});

describe('a place that hosts a gathering is no activity (generated, seed 1123)', () => {
  const rnd = mulberry32(1123);
  it('the lunch in the garden, the concert on the beach: the gathering is dressed for, not gardening or swimming', () => {
    for (let n = 0; n < 40; n++) {
      const gathering = pick(rnd, ['lunch', 'sunset concert', 'dinner', 'wedding reception', 'recital', 'brunch']);
      const place = pick(rnd, ['in the garden', 'in the gardens', 'at the beach', 'at the lake', 'in the park']);
      const message = pick(rnd, [
        `What do I wear to the ${gathering} ${place} on Sunday?`,
        `They've moved it to Sunday ${gathering} ${place} instead.`,
        `${gathering} ${place} sat, what should i wear`,
      ]);
      expect(read(message).activity, message).toBeNull();
    }
  });
  it('the activity done in the place is still read', () => {
    for (const message of [
      'I will be working in the garden all day, what to wear?',
      'weeding in the garden tomorrow',
      'swimming at the lake on Saturday, what should I bring?',
    ]) {
      expect(read(message).activity, message).not.toBeNull();
    }
  });
});

describe('days and events said around the weather (generated, seed 1931)', () => {
  const rnd = mulberry32(1931);
  it('"sun" said as the day is Sunday, not sunshine; the sun in the sky is still the weather', () => {
    for (let n = 0; n < 40; n++) {
      const event = pick(rnd, ['choir concert at the cathedral', 'bbq at my sisters', 'brunch w the girls', 'christening']);
      const day = pick(rnd, [`sun ${1 + Math.floor(rnd() * 11)}pm`, 'on sun', 'this sun', 'sun arvo', 'sun morning']);
      const message = `${event} ${day}, wat do i wear`;
      const q = read(message);
      expect(q.weather, message).not.toContain('sun');
      expect(q.day?.label, message).toBe('Sunday');
    }
    for (const message of ['out in the sun all day at the game, what hat?', 'full sun at the picnic tomorrow, what should I wear'])
      expect(read(message).weather, message).toContain('sun');
  });
  it('a ceremony and a meal after it on one day: the outfit meets the ceremony', () => {
    for (let n = 0; n < 30; n++) {
      const ceremony = pick(rnd, [
        'My granddaughter is being confirmed at church',
        'Our son is being christened at church',
        'My niece has her first communion at church',
      ]);
      const meal = pick(rnd, ['with lunch at a restaurant afterwards', 'then lunch at the pub', 'followed by lunch at home']);
      const message = `${ceremony} on Sunday, ${meal}. What should I wear?`;
      const lunchAlone = read(`Lunch at a restaurant on Sunday. What should I wear?`).dressCode;
      const q = read(message);
      expect(q.dressCode, message).not.toBe(lunchAlone);
    }
  });
});
