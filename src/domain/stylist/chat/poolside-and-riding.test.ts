import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item, MILD_DRY } from '../test-fixtures';
import { activityAnswer, activityName } from './activity';

/**
 * Issue 38 ('never answer a different question'): swimming with nothing to swim in is still dressed (for the poolside,
 * as for the sand) and says plainly there is no swimwear; horseback riding is an activity dressed in long sturdy trousers, not a smart-casual day. Generated: occasions x days x weathers x closets, seeded.
 */

const today = '2026-11-23';
const rand = mulberry32(5150);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const DAYS = ['saturday', 'on sunday', 'tomorrow', 'this weekend'];

const everyday = [
  item({ id: 1, name: 'Striped Tee', category: 'Tops' }),
  item({ id: 2, name: 'Olive Chinos', category: 'Bottoms', subcategory: 'Chinos' }),
  item({ id: 3, name: 'Black Sneakers', category: 'Shoes', subcategory: 'Sneakers' }),
  item({ id: 4, name: 'Floral Midi Skirt', category: 'Bottoms', subcategory: 'Skirt' }),
  item({ id: 5, name: 'Light Wash Jeans', category: 'Bottoms', subcategory: 'Jeans' }),
  item({ id: 6, name: 'Black Ankle Boots', category: 'Shoes', subcategory: 'Boots', material: 'leather' }),
];

describe('swimming with nothing to swim in', () => {
  it('dresses for the poolside from the closet and says there is no swimwear', () => {
    for (let k = 0; k < 24; k++) {
      const said = pick(['pool party at my friends place', 'going swimming at the lake', 'swimming at the rec center pool', 'pool day w the girls']);
      const q = parseQuestion(`${said} ${pick(DAYS)}! what do i wear`, { today });
      if (q.activity !== 'swimming' && q.activity !== 'beach') continue;
      const maxTempC = Math.round(5 + rand() * 28);
      const a = activityAnswer({
        activity: q.activity,
        closet: everyday,
        weather: { ...MILD_DRY, maxTempC, minTempC: maxTempC - 6 },
        dayText: 'on Saturday',
        weatherText: 'the day',
        name: activityName(q),
      });
      expect(a.itemIds.length, `${said} ${maxTempC} -> ${a.text}`).toBeGreaterThanOrEqual(2);
      expect(a.text, a.text).toMatch(/swimwear|swimsuit|swim trunks/);
      expect(a.text).not.toMatch(/nothing in your closet is made for it/);
    }
  });
});

describe('horseback riding is an activity', () => {
  it('read as one and dressed in long sturdy trousers, never the skirt', () => {
    for (const said of ['horseback riding', 'horse riding', 'a riding lesson', 'a trail ride'])
      for (let k = 0; k < 3; k++) {
        const message = `${pick(['Going', 'going', 'First time'])} ${said} ${pick(DAYS)}! What should I wear?`;
        const q = parseQuestion(message, { today });
        expect(q.activity, message).toBe('outdoors');
        const a = activityAnswer({
          activity: 'outdoors',
          closet: everyday,
          weather: MILD_DRY,
          dayText: 'on Sunday',
          weatherText: 'mild',
          name: activityName(q),
        });
        expect(a.itemIds, a.text).not.toContain(4);
        // Long, sturdy trousers for the saddle.
        expect(a.itemIds, a.text).toContain(5);
      }
  });
});
