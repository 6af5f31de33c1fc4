import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/**
 * An activity's word written only inside a place's name ('the Botanic Garden', 'Golf Road') is the place, not the thing
 * done; a length said with a number ('a 90-minute walk') is no part of the occasion's name. Generated from places × frames.
 */
const NAMES = ['Botanic Garden', 'Rose Garden', 'Kew Gardens', 'Japanese Garden', 'Winter Garden'];
const FRAMES = [
  "I'm leading a {n}-minute guided walk through the {place} on Wednesday morning. What should I wear?",
  'doing a {n}-minute guided walk round the {place} sat w my mum, wat do i wear',
];

describe('a name is a place, and a length no part of the occasion', () => {
  const rand = mulberry32(3863);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let k = 0; k < 12; k++) {
    const message = pick(FRAMES)
      .replace('{n}', String(30 + 15 * Math.floor(rand() * 6)))
      .replace('{place}', pick(NAMES));
    it(message, () => {
      const q = parseQuestion(message, { today: '2026-11-23' });
      expect(q.activity).toBe('walking');
      expect(q.occasionName ?? '').not.toMatch(/minute/);
    });
  }
  it('the same word in lower case is still the thing done', () => {
    expect(parseQuestion('spending saturday in the garden planting bulbs, what should i wear', { today: '2026-11-23' }).activity).toBe('gardening');
  });
});
