import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import type { ActivityId } from '../question/lexicon';
import { item, weather } from '../test-fixtures';
import { activityAnswer } from './activity';

/**
 * Stated weather wins (issue 38.5): on a hot day an activity never takes insulated boots or a winter layer, however well they
 * suit its slot (sturdy shoes for the garden, a market, the trail); in deep cold an outing outdoors takes the warmest coat.
 * Drawn by a seed.
 */
const rand = mulberry32(2623);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const closet = [
  item({ id: 1, name: 'White cotton tee', category: 'Tops' }),
  item({ id: 2, name: 'Dark jeans', category: 'Bottoms' }),
  item({ id: 3, name: 'Insulated winter boots', category: 'Shoes' }),
  item({ id: 4, name: 'Black down parka', category: 'Outerwear' }),
  item({ id: 5, name: 'White canvas sneakers', category: 'Shoes' }),
  item({ id: 6, name: 'Grey fleece zip jacket', category: 'Outerwear' }),
  item({ id: 7, name: 'Red flannel shirt', category: 'Tops' }),
];

describe('cold-weather gear', () => {
  it('stays home on a hot day', () => {
    for (let k = 0; k < 30; k++) {
      const activity = pick<ActivityId>(['gardening', 'hiking', 'outdoors', 'walking']);
      const max = int(31, 42);
      const a = activityAnswer({ activity, closet, weather: weather({ minTempC: max - 10, maxTempC: max }), dayText: 'tomorrow', weatherText: 'hot' });
      expect(a.itemIds, `${activity} at ${max}`).not.toContain(3);
      expect(a.itemIds, `${activity} at ${max}`).not.toContain(4);
    }
  });

  it('in deep cold, the warmest coat goes outdoors', () => {
    for (let k = 0; k < 20; k++) {
      const max = -int(6, 35);
      const a = activityAnswer({ activity: 'outdoors', closet, weather: weather({ minTempC: max - 6, maxTempC: max }), dayText: 'on Saturday', weatherText: 'freezing' });
      expect(a.itemIds, `${max}`).toContain(4);
    }
  });
});
