import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import type { ActivityId } from '../question/lexicon';
import { item, weather } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { activityAnswer, activityName } from './activity';

/**
 * Drawn by a seed. Hours outside on a warm dry day take an owned hat that shades; a day in the snow takes warm boots (snowshoes
 * strap onto them); a cool start to a warm day out keeps a light layer that comes off; a walk said as a habit is the person's own.
 */
const rand = mulberry32(6006);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

const base = (): ClosetItem[] => [
  item({ id: 1, name: 'Grey Tech Tee', category: 'Tops', formality: 'athletic' }),
  item({ id: 2, name: 'Black Hiking Trousers', category: 'Bottoms' }),
  item({ id: 3, name: 'Brown Trail Shoes', category: 'Shoes' }),
  item({ id: 4, name: 'Grey Merino Base Layer', category: 'Tops' }),
  item({ id: 5, name: 'Black Insulated Snow Pants', category: 'Bottoms' }),
  item({ id: 6, name: 'Red Insulated Ski Jacket', category: 'Outerwear' }),
  item({ id: 7, name: 'Navy Fleece Zip', category: 'Tops' }),
  item({ id: 8, name: 'Tan Leather Sandals', category: 'Shoes' }),
];
const HATS = ['Khaki Bucket Hat', 'Straw Sun Hat', 'Navy Baseball Cap', 'Wide-brim Hat'];
const BOOTS = ['Brown Insulated Winter Boots', 'Black Waterproof Snow Boots', 'Lined Work Boots'];
const ids = (a: { itemIds: number[] }) => new Set(a.itemIds);
const answer = (activity: ActivityId, closet: ClosetItem[], w = weather()) =>
  activityAnswer({ activity, closet, weather: w, dayText: 'on Saturday', weatherText: 'the day' });

describe('the day outside', () => {
  it('takes an owned hat that shades on a warm dry day, and none on a cold or wet one', () => {
    for (let k = 0; k < 40; k++) {
      const closet = [...base(), item({ id: 20, name: pick(HATS), category: 'Accessories' })];
      const activity = pick<ActivityId>(['hiking', 'walking']);
      const max = int(21, 32);
      expect(ids(answer(activity, closet, weather({ minTempC: max - 8, maxTempC: max, precipitationProbability: int(0, 20) }))).has(20), `${activity} ${max}`).toBe(true);
      expect(ids(answer(activity, closet, weather({ minTempC: max - 8, maxTempC: max, precipitationProbability: 80, precipitationMm: 6 }))).has(20)).toBe(false);
      expect(ids(answer(activity, closet, weather({ minTempC: -2, maxTempC: int(2, 12) }))).has(20)).toBe(false);
    }
  });

  it('in the snow, warm boots owned are worn', () => {
    for (let k = 0; k < 20; k++) {
      const closet = [...base(), item({ id: 21, name: pick(BOOTS), category: 'Shoes' })];
      expect(ids(answer('skiing', closet, weather({ minTempC: -12, maxTempC: int(-8, 0) }))).has(21)).toBe(true);
    }
  });

  it('a cool start to a warm day keeps a light layer; a day even from start to end does not', () => {
    for (let k = 0; k < 30; k++) {
      const low = int(4, 12);
      const high = low + int(12, 18);
      const layered = (a: { itemIds: number[] }) => ids(a).has(6) || ids(a).has(7);
      const swing = answer('walking', base(), weather({ minTempC: low, maxTempC: high, precipitationProbability: 10 }));
      expect(layered(swing), `${low}-${high}`).toBe(true);
      const warm = int(22, 30);
      const even = answer('walking', base(), weather({ minTempC: warm - 4, maxTempC: warm, precipitationProbability: 10 }));
      expect(layered(even), `${warm - 4}-${warm}`).toBe(false);
    }
  });
});

describe('a walk said as a habit', () => {
  it('is read as walking and named as the person’s own', () => {
    for (let k = 0; k < 20; k++) {
      const m = `I walk ${pick(['every morning', 'every day', 'each morning', 'daily'])} at ${int(6, 8)} in the park with ${pick(['my neighbour', 'Lupita', 'the dog'])}. What should I wear?`;
      const q = parseQuestion(m, { today: '2026-11-23', unit: 'C' });
      expect(q.activity, m).toBe('walking');
      expect(activityName(q), m).toMatch(/^your walk$|walk/);
    }
  });
});

describe('the sand, the pool deck and the wind', () => {
  it('never a heel at the beach or the pool; a windproof layer on a windy day short of hot', () => {
    for (let k = 0; k < 30; k++) {
      const closet = [
        item({ id: 1, name: 'Black One-piece Swimsuit', category: 'Swim' }),
        item({ id: 2, name: `Gold ${pick(['Block-heel', 'Wedge', 'Heeled', 'Platform'])} Sandals`, category: 'Shoes' }),
        item({ id: 3, name: 'Tan Flat Slides', category: 'Shoes' }),
        item({ id: 4, name: 'White Linen Shirt', category: 'Tops' }),
        item({ id: 5, name: 'Denim Shorts', category: 'Bottoms' }),
        item({ id: 6, name: `Black ${pick(['Windbreaker', 'Spray Jacket', 'Fleece Jacket'])}`, category: 'Outerwear' }),
      ];
      const activity = pick<ActivityId>(['beach', 'swimming']);
      const warm = answer(activity, closet, weather({ minTempC: 24, maxTempC: int(28, 33), windKph: 8, precipitationProbability: 5 }));
      expect(ids(warm).has(2), 'heel').toBe(false);
      const windy = answer('beach', closet, weather({ minTempC: 12, maxTempC: int(16, 21), windKph: int(40, 55), precipitationProbability: 5 }));
      expect(ids(windy).has(6), 'wind layer').toBe(true);
    }
  });
});
