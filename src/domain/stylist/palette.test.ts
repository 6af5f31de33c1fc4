import { describe, expect, it } from 'vitest';
import { SEASON_PALETTES } from '../photo-analysis';
import { colourInfo } from './colour-harmony';
import { generateOutfit } from './generate-outfit';
import { item, request } from './test-fixtures';

// The onboarding palette is saved as style preferences; these tests hold the link to the engine.
const closet = [
  item({ id: 1, name: 'Rust Oxford Shirt', category: 'Tops', subcategory: 'Oxford shirt', color: 'Rust' }),
  item({ id: 2, name: 'Light Blue Oxford Shirt', category: 'Tops', subcategory: 'Oxford shirt', color: 'Light Blue' }),
  item({ id: 3, name: 'Stone Chinos', category: 'Bottoms', subcategory: 'Chinos', color: 'Stone' }),
  item({ id: 4, name: 'Brown Loafers', category: 'Shoes', subcategory: 'Loafers', color: 'Brown' }),
];
const paletteOf = (season: keyof typeof SEASON_PALETTES) => SEASON_PALETTES[season].map((c) => c.color);
const topFor = (colorPalette: string[], seed: number) =>
  generateOutfit(request({ closet, seed, preferences: { preferredStyle: 'Smart Casual', colorPalette, styleGoals: [] } })).items.find(
    (i) => i.category === 'Tops',
  )!.name;

describe('the saved palette shapes the outfit', () => {
  it('every colour the photo analysis recommends is one the engine understands', () => {
    for (const colours of Object.values(SEASON_PALETTES)) for (const c of colours) expect(colourInfo(c.color).kind, c.color).not.toBe('unknown');
  });

  it('a warm palette picks the rust shirt and a cool palette the light blue one, whatever the seed', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      expect(topFor(paletteOf('Warm Autumn'), seed)).toBe('Rust Oxford Shirt');
      expect(topFor(paletteOf('Cool Summer'), seed)).toBe('Light Blue Oxford Shirt');
    }
  });
});
