import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { profileItem } from '../item-profile';
import { item } from '../test-fixtures';
import type { Weather } from '../types';
import { deepColdNote, DEEP_COLD_C } from './weather-notes';

/**
 * Deep cold asks for what the outfit cannot hold: head, hands and neck covered and insulated boots (issue 38.5: stated
 * weather wins). Drawn by a seed over temperatures and closets; above the threshold nothing is said.
 */
const rand = mulberry32(2615);
const day = (maxTempC: number): Weather =>
  ({ maxTempC, minTempC: maxTempC - 6, precipitationProbability: 0.1, windKph: 10, condition: 'clear' }) as unknown as Weather;
const HATS = ['Black wool toque', 'Cream knit beanie', 'Grey fleece hat'];
const HANDS = ['Leather choppers', 'Black wool mittens', 'Grey leather gloves'];
const NECKS = ['Plaid wool scarf', 'Black neck gaiter'];

describe('deep cold', () => {
  it('names the owned hat, hand and neck cover the outfit lacks, and the insulated boots over other shoes', () => {
    for (let k = 0; k < 30; k++) {
      const hat = item({ id: 1, name: HATS[k % 3]!, category: 'Accessories' });
      const hands = item({ id: 2, name: HANDS[k % 3]!, category: 'Accessories' });
      const neck = item({ id: 3, name: NECKS[k % 2]!, category: 'Accessories' });
      const chelsea = item({ id: 4, name: 'Black leather Chelsea boots', category: 'Shoes' });
      const winter = item({ id: 5, name: 'Insulated winter boots', category: 'Shoes' });
      const parka = item({ id: 6, name: 'Black down parka', category: 'Outerwear' });
      const c = DEEP_COLD_C - 1 - Math.floor(rand() * 30);
      const note = deepColdNote(day(c), [hat, hands, neck, chelsea, winter, parka], [parka, chelsea].map(profileItem));
      for (const name of [hat.name, hands.name, neck.name, winter.name]) expect(note, `${c}`).toContain(name);
      // What the outfit already wears is not named again.
      expect(deepColdNote(day(c), [hat, hands, neck, winter, parka], [parka, winter, hat].map(profileItem))).not.toContain(hat.name);
    }
  });

  it('is said only in deep cold, stated or forecast', () => {
    const closet = [item({ id: 1, name: 'Black wool toque', category: 'Accessories' })];
    for (let k = 0; k < 20; k++) {
      const c = DEEP_COLD_C + 1 + Math.floor(rand() * 25);
      expect(deepColdNote(day(c), closet, [])).toBeNull();
      expect(deepColdNote(day(c), closet, [], DEEP_COLD_C - 10)).toContain('toque');
    }
  });
});

describe('deep cold with no insulated boots owned', () => {
  it('says the shoes worn are no match for it outside, and names the boots worth finding', () => {
    const oxfords = item({ id: 1, name: 'Black Oxford Shoes', category: 'Shoes' });
    const note = deepColdNote(day(DEEP_COLD_C - 20), [oxfords], [oxfords].map(profileItem));
    expect(note).toContain('Black Oxford Shoes');
    expect(note).toMatch(/insulated winter boots/);
  });
});
