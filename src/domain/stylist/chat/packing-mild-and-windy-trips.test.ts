import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { activityAnswer } from './activity';
import { packingAnswer, tripDate } from './packing';

/**
 * A trip said to be mild day and night ('75 and sunny all week') takes no heavy knit; a cool, windy one ('12°C and windy')
 * takes the layer the wind cannot get through and says a warm layer is missing when nothing warmer than a hoodie is owned;
 * a bike ride with no trainers owned is ridden in the flat sneakers the person has (issue 38.5). Generated, seeded.
 */
const today = '2026-12-02';
const rand = mulberry32(4_215);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

function closet(): ClosetItem[] {
  let id = 1;
  const p = (o: Parameters<typeof item>[0]) => item({ ...o, id: id++ });
  return [
    p({ name: 'Oatmeal fisherman cable knit sweater', category: 'Tops', formality: 'casual', warmth: 'warm' }),
    p({ name: 'Gray waffle henley', category: 'Tops', formality: 'casual' }),
    p({ name: 'White oxford button-down', category: 'Tops', formality: 'smart casual' }),
    p({ name: 'Washed green hoodie', category: 'Tops', formality: 'casual', warmth: 'medium' }),
    p({ name: 'Black boxy tee', category: 'Tops', formality: 'casual', warmth: 'light' }),
    p({ name: 'Dark wash jeans', category: 'Bottoms', subcategory: 'Jeans', formality: 'casual' }),
    p({ name: 'Beige chinos', category: 'Bottoms', formality: 'smart casual' }),
    p({ name: 'White leather sneakers', category: 'Shoes', formality: 'casual' }),
    p({ name: 'Denim chore jacket', category: 'Outerwear', formality: 'casual', warmth: 'medium' }),
    p({ name: 'Purple lightweight windbreaker', category: 'Outerwear', formality: 'casual', warmth: 'light' }),
  ];
}

const pack = (text: string, items: ClosetItem[], unit: 'C' | 'F' = 'F') => {
  const question = parseQuestion(text, { today, unit });
  return packingAnswer({
    question,
    closet: items,
    date: tripDate(question, today),
    preferences: { preferredStyle: 'Casual', colorPalette: [], styleGoals: [] },
    wardrobe: 'mixed',
    seed: 1,
  }).text;
};

describe('a mild trip, day and night, takes no heavy knit', () => {
  it.each(Array.from({ length: 6 }, (_, i) => i))('variant %i', () => {
    const t = 72 + Math.floor(rand() * 6);
    const text = `Flying to ${pick(['Phoenix', 'San Diego', 'Tucson'])} ${pick(['on Sunday', 'next week'])} for ${pick(['five days', 'a week'])}. ${pick(['She says', 'Apparently'])} it's ${t} and sunny there all week. What should I pack?`;
    expect(pack(text, closet()), text).not.toContain('fisherman');
  });
});

describe('a cool, windy trip', () => {
  it.each(Array.from({ length: 6 }, (_, i) => i))('variant %i', () => {
    const text = `I'm off to ${pick(['Hobart', 'Wellington', 'Dunedin'])} for a week ${pick(['for a field course', 'for work'])}, ${pick(['mostly boats and beaches', 'lots of time on the water'])}, and it can be ${pick(['12°C', '11°C', '10 degrees'])} and windy. What should I pack, and what am I missing?`;
    const without = closet().filter((i) => !/fisherman/.test(i.name));
    // Said by someone who reads °C, as people there do.
    const a = pack(text, without, 'C');
    expect(a, text).toContain('windbreaker');
    expect(a, text).toMatch(/warm layer/);
  });
});

describe('a bike ride with no trainers owned', () => {
  it('is ridden in the flat sneakers owned', () => {
    const a = activityAnswer({
      activity: 'cycling',
      closet: closet(),
      weather: { minTempC: 11, maxTempC: 19, precipitationProbability: 0, precipitationMm: 0, windKph: 5, source: 'typical' },
      dayText: 'on Sunday',
      weatherText: 'mild',
      name: 'biking',
    });
    expect(a.text).toContain('White leather sneakers');
  });
});
