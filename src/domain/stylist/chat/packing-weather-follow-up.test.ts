import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { packingAnswer, tripDate } from './packing';

/** 'It might rain the whole time tho' after a packing plan: the answer names the piece that meets the new weather. Generated. */
const today = '2026-11-23';
const TRIPS = ['packing for 5 days in Lisbon in November', 'what should i pack for a week in London in April', 'packing for 4 days in Paris in March'];
const RAIN = ['it might rain the whole time tho', 'what if it rains every day', "and it's supposed to pour all week"];

function closet(): ClosetItem[] {
  let id = 1;
  const p = (o: Parameters<typeof item>[0]) => item({ id: id++, ...o });
  return [
    p({ name: 'White tee', category: 'Tops', formality: 'casual' }),
    p({ name: 'Striped shirt', category: 'Tops', formality: 'smart casual' }),
    p({ name: 'Camel cashmere sweater', category: 'Tops', formality: 'smart casual', warmth: 'warm' }),
    p({ name: 'Light wash jeans', category: 'Bottoms', subcategory: 'Jeans', formality: 'casual' }),
    p({ name: 'Black tailored trousers', category: 'Bottoms', formality: 'smart casual' }),
    p({ name: 'White sneakers', category: 'Shoes', formality: 'casual' }),
    p({ name: 'Black ankle boots', category: 'Shoes', subcategory: 'Boots', formality: 'smart casual', material: 'leather' }),
    p({ name: 'Khaki trench coat', category: 'Outerwear', subcategory: 'Trench coat', formality: 'smart casual' }),
  ];
}

describe('rain said after a packing plan names the piece for it (generated)', () => {
  const rand = mulberry32(38_3_89);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let k = 0; k < 6; k++) {
    const trip = pick(TRIPS);
    const rain = pick(RAIN);
    it(`${trip} → ${rain}`, () => {
      const history = [
        { role: 'user' as const, content: trip },
        { role: 'assistant' as const, content: 'Pack your white tee, striped shirt, light wash jeans and white sneakers.' },
      ];
      const question = parseQuestion(rain, { today, unit: 'F', history });
      const a = packingAnswer({
        question,
        closet: closet(),
        date: tripDate(question, today),
        preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
        wardrobe: 'womenswear',
        seed: 1,
      });
      expect(a.text).toMatch(/Your Khaki trench coat is the piece for the rain/);
    });
  }
});
