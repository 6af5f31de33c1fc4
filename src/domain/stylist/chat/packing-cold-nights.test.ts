import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { packingAnswer, tripDate } from './packing';

/**
 * Cold said of the nights on a trip ('it gets cold at night', 'nights around 5 degrees', 'freezing overnight') is not the
 * days' weather: the days stay as forecast or typical, and a warm piece is named for the nights; a dress shirt stays home
 * from a camp. Generated: trips x night phrasings x extras, seeded.
 */
const today = '2026-11-23';
const rand = mulberry32(38_02_6);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

function closet(): ClosetItem[] {
  let id = 1;
  const p = (o: Parameters<typeof item>[0]) => item({ ...o, id: id++ });
  return [
    p({ name: 'White Oxford Shirt', category: 'Tops', formality: 'smart casual' }),
    p({ name: 'Grey Hoodie', category: 'Tops', formality: 'casual' }),
    p({ name: 'Striped Tee', category: 'Tops', formality: 'casual' }),
    p({ name: 'Black Jeans', category: 'Bottoms', subcategory: 'Jeans', formality: 'casual' }),
    p({ name: 'Grey Joggers', category: 'Bottoms', formality: 'casual' }),
    p({ name: 'Brown Leather Boots', category: 'Shoes', subcategory: 'Boots', formality: 'casual' }),
    p({ name: 'Navy Rain Jacket', category: 'Outerwear', formality: 'casual' }),
    p({ name: 'Grey Wool Coat', category: 'Outerwear', formality: 'smart casual', warmth: 'warm' }),
  ];
}

describe('cold nights on a trip (generated)', () => {
  const TRIPS = ['camping 3 nights', 'weekend camping trip in the mountains', 'going camping for 4 days', 'a long weekend of camping by the lake'];
  const NIGHTS = [
    'days are fine but it gets cold at night',
    'nights around 5 degrees',
    'it gets freezing overnight',
    'the nights are cold',
    'cold nights apparently',
  ];
  for (let k = 0; k < 14; k++) {
    const text = `${pick(TRIPS)}, ${pick(NIGHTS)}. ${pick(['what should i bring clothes wise', 'what do i pack', 'help me pack'])}`;
    it(text, () => {
      const question = parseQuestion(text, { today, unit: 'C' });
      expect(question.trip?.coldNights).toBe(true);
      const a = packingAnswer({
        question,
        closet: closet(),
        date: tripDate(question, today),
        preferences: { preferredStyle: 'Casual', colorPalette: [], styleGoals: [] },
        wardrobe: 'mixed',
        seed: 1,
      });
      expect(a.text).toMatch(/cold nights/);
      expect(a.text).not.toMatch(/\(as you said\)/);
      expect(a.text).not.toContain('White Oxford Shirt');
    });
  }
  it('cold days said of the days are still the days', () => {
    expect(parseQuestion('camping 3 nights, it will be cold all weekend, what do i pack', { today }).trip?.coldNights).toBeUndefined();
  });
});
