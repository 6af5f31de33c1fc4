import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/prng';
import { generateOutfit } from './generate-outfit';
import { item, request, weather } from './test-fixtures';

/**
 * Wellies, gumboots and galoshes are for wet ground: on a dry day any other owned shoe that suits the day comes first (found
 * on a party answered with gumboots); on a wet one they may be worn. Closets, colours and days drawn by a seed.
 */
const rand = mulberry32(5521);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const RAIN_ONLY = ['gumboots', 'wellies', 'rain boots', 'rubber boots', 'wellington boots'];
const EVERYDAY = ['leather loafers', 'white sneakers', 'suede chukkas', 'canvas trainers', 'ankle boots'];
const COLOURS = ['Black', 'Navy', 'Green', 'Brown', 'Grey'];

describe('shoes for the wet only', () => {
  it('are not the dry day’s shoes while another pair is owned', () => {
    for (let k = 0; k < 40; k++) {
      const maxTempC = Math.round(6 + rand() * 20);
      const closet = [
        item({ id: 1, name: `${pick(COLOURS)} ${pick(RAIN_ONLY)}`, category: 'Shoes', formality: 'casual', timesWorn: 0 }),
        item({ id: 2, name: `${pick(COLOURS)} ${pick(EVERYDAY)}`, category: 'Shoes', timesWorn: 30 }),
        item({ id: 3, name: 'White oxford shirt', category: 'Tops' }),
        item({ id: 4, name: 'Dark jeans', category: 'Bottoms', subcategory: 'Jeans' }),
        item({ id: 5, name: 'Navy wool coat', category: 'Outerwear', material: 'wool' }),
      ];
      const r = generateOutfit(request({ closet, weather: weather({ maxTempC, minTempC: maxTempC - 6, precipitationProbability: 0 }) }));
      expect(r.kind).toBe('outfit');
      expect(
        r.items.map((i) => i.id),
        closet[0]!.name,
      ).not.toContain(1);
    }
  });
});
