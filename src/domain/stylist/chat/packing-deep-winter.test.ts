import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { packingAnswer, tripDate } from './packing';

/**
 * Snow boots, thermals and fleece-lined pieces go in the suitcase only for a cold trip: a mild one (a Danube cruise in
 * October, Lisbon in April) leaves them home, and a cold one (Chicago in January) still packs them. Generated.
 */
const today = '2026-11-23';
const WINTER = [
  { name: 'Black lined snow boots', category: 'Shoes', subcategory: 'Boots', warmth: 'warm' },
  { name: 'Black fleece-lined leggings', category: 'Bottoms', warmth: 'warm' },
  { name: 'Cream thermal long-sleeve top', category: 'Tops', warmth: 'warm' },
] as const;
const MILD = [
  'a 10-day river cruise on the Danube in late October',
  'a week in Lisbon in April',
  '5 days in Rome in October',
  'a long weekend in Paris in May',
];
const COLD = ['a week in Chicago in January', '5 days in Minneapolis in February'];
const EXTRA = ['', ' Two dressier dinners.', ' Lots of walking.', ' Only one suitcase.'];

function closetWith(rand: () => number): ClosetItem[] {
  let id = 1;
  const p = (o: Parameters<typeof item>[0]) => item({ id: id++, ...o });
  return [
    ...WINTER.map((w) => p({ ...w, formality: 'casual', timesWorn: Math.floor(rand() * 3) })),
    p({ name: 'Navy boatneck knit top', category: 'Tops', formality: 'smart casual' }),
    p({ name: 'Striped cotton shirt', category: 'Tops', formality: 'smart casual' }),
    p({ name: 'Red cowl-neck sweater', category: 'Tops', formality: 'smart casual', warmth: 'warm' }),
    p({ name: 'Dark pull-on jeans', category: 'Bottoms', subcategory: 'Jeans', formality: 'casual' }),
    p({ name: 'Black ponte trousers', category: 'Bottoms', formality: 'smart casual' }),
    p({ name: 'Navy walking shoes', category: 'Shoes', formality: 'casual' }),
    p({ name: 'Burgundy leather ankle boots', category: 'Shoes', subcategory: 'Boots', formality: 'smart casual' }),
    p({ name: 'Camel wool wrap coat', category: 'Outerwear', formality: 'smart casual', warmth: 'warm' }),
  ];
}

function pack(message: string, closet: ClosetItem[]) {
  const question = parseQuestion(message, { today, unit: 'F' });
  return packingAnswer({
    question,
    closet,
    date: tripDate(question, today),
    preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
    wardrobe: 'womenswear',
    seed: 1,
  });
}

describe('deep-winter pieces are packed only for a cold trip (generated)', () => {
  const rand = mulberry32(38_12_3);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let k = 0; k < 12; k++) {
    const trip = pick(MILD);
    const text = `Packing for ${trip}.${pick(EXTRA)}`;
    it(text, () => {
      const a = pack(text, closetWith(rand));
      for (const w of WINTER) expect(a.text).not.toContain(w.name);
    });
  }
  for (const trip of COLD) {
    it(`a cold trip still packs for the cold: ${trip}`, () => {
      const a = pack(`Packing for ${trip}`, closetWith(rand));
      expect(a.text).toMatch(/snow boots|thermal|fleece-lined/);
    });
  }
});
