import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item, MILD_DRY } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { activityAnswer, activityName } from './activity';

/**
 * Issue 38 (water activities): getting into the water is dressed from what the closet has for it. A swim top filed under
 * Activewear (a rash vest, a rash guard) is swimwear, not a layer: it is worn in the water with stretch shorts, and the way
 * there and back gets clothes of its own. Floating a river on a tube is time on the water, and 'what can I wear that's fine to
 * get soaked' asks for clothes, not leave to wear one: quick-dry pieces owned, never the swimsuit the person said they lack.
 * Generated: subjects x phrasings x days x closets x openers, seeded.
 */

const today = '2026-11-23';
const rand = mulberry32(7730);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const DAYS = ['on saturday', 'tomorrow morning', 'this sunday', 'friday'];

const SWIM_TOPS = ['Navy long-sleeve rash vest', 'Black rash guard', 'Teal rashguard', 'Printed rash vest'];
const STRETCH_SHORTS = ['Black bike shorts', 'Grey running shorts', 'Navy cycling shorts'];

function everyday(swimTop: string, shorts: string): ClosetItem[] {
  return [
    item({ id: 1, name: 'Striped cotton tee', category: 'Tops' }),
    item({ id: 2, name: 'Black pleated midi skirt', category: 'Bottoms', formality: 'business' }),
    item({ id: 3, name: 'White canvas sneakers', category: 'Shoes' }),
    item({ id: 4, name: 'Cobalt sheath dress', category: 'Dresses & jumpsuits', formality: 'business' }),
    item({ id: 5, name: 'Cream linen blazer', category: 'Outerwear', formality: 'business' }),
    item({ id: 6, name: 'Tan slide sandals', category: 'Shoes' }),
    item({ id: 7, name: 'Navy packable rain jacket', category: 'Outerwear' }),
    item({ id: 8, name: swimTop, category: 'Activewear', formality: 'athletic' }),
    item({ id: 9, name: shorts, category: 'Activewear', formality: 'athletic' }),
  ];
}

describe('a swim top filed under activewear is worn in the water', () => {
  it('the swim top with stretch shorts, sandals for the poolside, and clothes for the way there', () => {
    const SUBJECTS = [
      'taking my daughter to her first baby swim lesson',
      'swim class with my toddler',
      'going swimming at the leisure centre',
      'aqua aerobics at the pool',
      'family trip to the water park',
    ];
    const FRAMES = ['what do I wear in the water?', 'what should I wear?', 'what do i put on for it, and for the way there?'];
    for (let k = 0; k < 40; k++) {
      const top = pick(SWIM_TOPS);
      const shorts = pick(STRETCH_SHORTS);
      const message = `${pick(['', 'So ', 'Help! '])}${pick(SUBJECTS)} ${pick(DAYS)}. ${pick(FRAMES)}`;
      const q = parseQuestion(message, { today });
      expect(q.activity, message).toBe('swimming');
      // A cool or cold day (the pool is warm; the walk there is not).
      const maxTempC = Math.round(4 + rand() * 12);
      const a = activityAnswer({
        activity: 'swimming',
        closet: everyday(top, shorts),
        weather: { ...MILD_DRY, maxTempC, minTempC: maxTempC - 6 },
        dayText: 'on Saturday',
        weatherText: 'cool',
        name: activityName(q),
      });
      const said = `${message} -> ${a.text}`;
      expect(a.text, said).toContain(top);
      expect(a.text, said).toContain(shorts);
      expect(a.text, said).toContain('Tan slide sandals');
      expect(a.text, said).not.toMatch(/don't own swimwear|Black pleated midi skirt|Cobalt sheath dress|Cream linen blazer/);
      // A cool day: a layer for getting there and back, said apart from the kit.
      expect(a.text, said).toMatch(/getting there and back, add your [^.]*Navy packable rain jacket/);
      expect(a.itemIds.length).toBeLessThanOrEqual(4);
    }
  });
});

describe('tubing a river, and clothes that can get soaked', () => {
  const RIVER = ['tubing the river', 'river tubing', 'tubing down the Guadalupe', 'a float trip down the river', 'kayaking on the lake'];
  const NO_SWIMSUIT = ["I don't own a swimsuit.", 'No swimsuit here.', "I don't have a swimsuit.", ''];
  const FRAMES = [
    "What can I wear that's fine to get soaked?",
    "what can i wear that's ok to get wet?",
    'What can I wear that is fine to get drenched in?',
    'what should I wear that can get soaked?',
  ];
  const quickDry = [
    item({ id: 21, name: 'Faded black band tee', category: 'Tops', material: 'cotton' }),
    item({ id: 22, name: 'Baggy light-wash jeans', category: 'Bottoms', subcategory: 'Jeans' }),
    item({ id: 23, name: 'Black combat boots', category: 'Shoes', subcategory: 'Boots', material: 'leather' }),
    item({ id: 24, name: 'Brown two-strap sandals', category: 'Shoes' }),
    item({ id: 25, name: 'Grey running shorts', category: 'Activewear', formality: 'athletic' }),
    item({ id: 26, name: 'Black wicking tee', category: 'Activewear', formality: 'athletic' }),
    item({ id: 27, name: 'Black satin slip dress', category: 'Dresses & jumpsuits', material: 'silk' }),
  ];
  it('is an outfit ask for time on the water, dressed in quick-dry pieces owned', () => {
    for (let k = 0; k < 40; k++) {
      const message = `${pick(RIVER)} with ${pick(['my bandmates', 'friends', 'the kids'])} ${pick(DAYS)}. ${pick(NO_SWIMSUIT)} ${pick(FRAMES)}`;
      const q = parseQuestion(message, { today });
      expect([q.kind, q.activity], message).toEqual(['outfit', 'watersports']);
      const a = activityAnswer({
        activity: 'watersports',
        closet: quickDry,
        weather: { ...MILD_DRY, maxTempC: 16 + Math.round(rand() * 14) },
        dayText: 'on Sunday',
        weatherText: 'mild',
        name: activityName(q),
      });
      const said = `${message} -> ${a.text}`;
      expect(a.text, said).toContain('Black wicking tee');
      expect(a.text, said).toContain('Grey running shorts');
      expect(a.text, said).toContain('Brown two-strap sandals');
      expect(a.text, said).not.toMatch(/jeans|band tee|swimsuit/i);
    }
  });
  it('snow tubing stays in the snow', () => {
    for (const day of DAYS) expect(parseQuestion(`snow tubing with the kids ${day}, what should I wear?`, { today }).activity).toBe('snow');
  });
});
