import { describe, expect, it } from 'vitest';
import { item, MILD_DRY } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { carryLine } from './carry';

// prettier-ignore
const closet: ClosetItem[] = [
  item({ id: 1, name: 'Grey Performance Tee', category: 'Tops', color: 'Grey', formality: 'athletic' }),
  item({ id: 2, name: 'White Crew Tee', category: 'Tops', color: 'White', formality: 'casual', warmth: 'light' }),
  item({ id: 3, name: 'Navy Fleece Hoodie', category: 'Tops', color: 'Navy', formality: 'casual', warmth: 'warm' }),
  item({ id: 4, name: 'Black Rain Jacket', category: 'Outerwear', subcategory: 'Rain jacket', color: 'Black', formality: 'casual' }),
];
const wet = { ...MILD_DRY, precipitationProbability: 80, precipitationMm: 4 };

describe('what to carry for one activity', () => {
  it('a workout: the kit and a clean top to change into, never the one worn', () => {
    const c = carryLine('gym', closet, [1], MILD_DRY);
    expect(c.text).toMatch(
      /^In the bag: a water bottle, a small towel, fresh socks and deodorant, plus your (White Crew Tee|Navy Fleece Hoodie) to change into\.$/,
    );
    expect(c.itemIds).not.toContain(1);
  });
  it('a hike: the warm top as a layer, and the rain jacket for a wet way home', () => {
    const c = carryLine('hiking', closet, [1], wet);
    expect(c.text).toMatch(/your Navy Fleece Hoodie as a warm layer and your Black Rain Jacket for the way home/);
  });
  it('the pool: towel and slides, nothing to change into named', () => {
    expect(carryLine('swimming', closet, [], MILD_DRY).text).toBe('In the bag: a towel, sunscreen, slides and a dry change of clothes.');
  });
});
