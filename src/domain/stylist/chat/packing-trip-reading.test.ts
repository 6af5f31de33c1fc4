import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { holidayMonthIn } from '../question/trip';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { packingAnswer, tripDate } from './packing';

/**
 * Trips as people describe them (generated, seeded): a stay said in nights with somewhere to go is a trip and a date
 * of the month gives its month; a holiday or a break names the month; a beach resort in its warm months packs for the
 * beach (swimwear to buy when none is owned); winter boots, a parka or a toque stay home on a mild trip.
 */
const today = '2026-11-23';
const rand = mulberry32(38_13_06);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

function closet(extra: Parameters<typeof item>[0][] = []): ClosetItem[] {
  let id = 1;
  const p = (o: Parameters<typeof item>[0]) => item({ ...o, id: id++ });
  return [
    p({ name: 'White cotton tee', category: 'Tops', formality: 'casual' }),
    p({ name: 'Blue linen shirt', category: 'Tops', formality: 'smart casual' }),
    p({ name: 'Grey merino crewneck', category: 'Tops', formality: 'smart casual', warmth: 'warm' }),
    p({ name: 'Navy chinos', category: 'Bottoms', formality: 'smart casual' }),
    p({ name: 'Dark jeans', category: 'Bottoms', subcategory: 'Jeans', formality: 'casual' }),
    p({ name: 'White sneakers', category: 'Shoes', formality: 'casual' }),
    p({ name: 'Brown loafers', category: 'Shoes', formality: 'smart casual' }),
    p({ name: 'Navy rain jacket', category: 'Outerwear', formality: 'casual' }),
    ...extra.map(p),
  ];
}

function pack(message: string, items: ClosetItem[]) {
  const question = parseQuestion(message, { today, unit: 'F' });
  return {
    question,
    answer: packingAnswer({
      question,
      closet: items,
      date: tripDate(question, today),
      preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
      wardrobe: 'menswear',
      seed: 1,
    }),
  };
}

describe('a stay said in nights is a trip; a date of the month gives its month', () => {
  const WHO = ["my sister's", "my parents'", "my mate's", "my aunt's", "a friend's"];
  const PLACES = ['Inverness', 'Leeds', 'Galway', 'Dundee', 'Truro', 'Aberdeen'];
  const NIGHTS = [
    ['2 nights', 3],
    ['5 nights', 6],
    ['a couple of nights', 3],
    ['three nights', 4],
  ] as const;
  const ASK = ['What should I take?', 'What do I pack?', 'What should I bring?', 'Help me with the case.'];
  for (let k = 0; k < 16; k++) {
    const [nights, days] = pick(NIGHTS);
    const date = pick([3, 9, 14, 20, 27]);
    const th = date === 3 ? 'rd' : 'th';
    const place = pick(PLACES);
    const text = `${pick(['Going up to', 'Heading down to', 'Off to', 'Staying at'])} ${pick(WHO)} in ${place} for ${nights} from the ${date}${th}, on the train. ${pick(['One small case only.', 'Travelling light.', ''])} ${pick(ASK)}`;
    it(text, () => {
      const q = parseQuestion(text, { today, unit: 'F' });
      expect(q.kind).toBe('packing');
      expect(q.trip?.days).toBe(days);
      expect(q.trip?.place).toBe(place);
      // Today is November 23: a date still to come is November's, one gone by December's.
      expect(q.trip?.month).toBe(date >= 23 ? 10 : 11);
    });
  }
});

describe('a holiday or a break names the month', () => {
  const ROWS: [string, number][] = [
    ['spring break', 2],
    ['Easter', 3],
    ['the summer holidays', 6],
    ['Christmas break', 11],
    ['winter break', 11],
    ['Thanksgiving', 10],
    ['fall break', 9],
  ];
  for (let k = 0; k < 14; k++) {
    const [said, month] = pick(ROWS);
    const text = `${pick(['', 'going to '])}${pick(['Lisbon', 'Denver', 'Rome', 'Chicago'])} over ${said}, ${pick(['5 days', 'a week', '4 nights'])}, ${pick(['carry-on only', 'one bag'])}. What do I pack?`;
    it(text, () => {
      expect(holidayMonthIn(` ${text.toLowerCase().replace(/[^a-z0-9'-]+/g, ' ')} `)).toBe(month);
      expect(parseQuestion(text, { today, unit: 'F' }).trip?.month).toBe(month);
    });
  }
});

describe('a beach resort in its warm months packs for the beach', () => {
  const RESORTS = ['Cancún', 'Punta Cana', 'Maui', 'Phuket', 'Aruba', 'Tulum'];
  for (let k = 0; k < 10; k++) {
    const place = pick(RESORTS);
    const text = `${pick(['Spring break in', 'A week in', '6 days in'])} ${place}${pick(['', ' in March', ' in July'])}, carry-on only. What do I bring and what do I still need to buy?`;
    it(`${text} → swimwear to buy`, () => {
      const { answer } = pack(text, closet());
      expect(answer.text).toMatch(/swim trunks|swimwear/);
    });
    it(`${text} → owned swimwear packed`, () => {
      const { answer } = pack(text, closet([{ name: 'Blue swim trunks', category: 'Bottoms', formality: 'casual' }]));
      expect(answer.text).toContain('Blue swim trunks');
    });
  }
  it('a resort in its cool months is no beach trip', () => {
    const { answer } = pack('A week in Mallorca in January for work, what do I pack', closet());
    expect(answer.text).not.toMatch(/swim/);
  });
});

describe('winter boots, a parka and a toque stay home on a mild trip', () => {
  const WINTER = [
    { name: 'Black waterproof winter boots', category: 'Shoes', subcategory: 'Boots', formality: 'casual', warmth: 'warm' },
    { name: 'Navy down parka', category: 'Outerwear', formality: 'casual', warmth: 'warm' },
    { name: 'Grey ribbed toque', category: 'Accessories', formality: 'casual', warmth: 'warm' },
  ] as const;
  const MILD = ['a week in Lisbon in late May', '5 days in Rome in October', 'a long weekend in Barcelona in April', '4 nights in Seville in March'];
  for (let k = 0; k < 8; k++) {
    const text = `${pick(MILD)}, ${pick(["a friend's wedding plus sightseeing", 'lots of walking', 'mostly museums'])}. What do I pack?`;
    it(text, () => {
      const { answer } = pack(text, closet([...WINTER]));
      for (const w of WINTER) expect(answer.text).not.toContain(w.name);
    });
  }
  it('a cold trip still packs them', () => {
    const { answer } = pack('a week in Montreal in January, what do I pack', closet([...WINTER]));
    expect(answer.text).toMatch(/winter boots|parka/);
  });
});
