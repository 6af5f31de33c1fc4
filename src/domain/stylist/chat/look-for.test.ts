import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { DRESS_CODES } from '../dress-code';
import { parseQuestion } from '../question';
import { ruledOutIn } from '../question/ruled-out';
import { lookFor } from './look-for';

/**
 * Kinds the person never wears ('I don't do dresses or heels', 'I never wear skirts', "can't wear heels") are read as ruled
 * out, and what to look for at any dress code names none of them (seeded phrasings, kinds, occasions and wardrobes).
 */
const FRAMES = ["i don't do {k}", 'I dont do {k}', 'I never wear {k}', "I don't wear {k}", "can't wear {k}", 'I do not wear {k}', "I won't wear {k}"];
const KINDS: [said: string, ids: string[], words: RegExp][] = [
  ['dresses or heels', ['dress', 'heels'], /\b(dress(?! shirt| shoes)|dresses|gown|heels|pumps)\b/],
  ['skirts', ['skirt'], /\bskirts?\b/],
  ['heels', ['heels'], /\b(heels|pumps)\b/],
  ['suits or ties', ['suit', 'tie'], /\b(suit|suits|tie|ties|tuxedo)\b/],
  ['dresses', ['dress'], /\b(dress(?! shirt| shoes)|dresses|gown)\b/],
];
const OCCASIONS = [
  'prom on Saturday, theme is formal',
  'a black tie gala next week',
  'my cousin’s cocktail party friday',
  'a job interview at a bank on Monday',
];
const WARDROBES = ['menswear', 'womenswear', 'mixed'] as const;

describe('kinds ruled out by habit', () => {
  const rand = mulberry32(4112);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const cases = Array.from({ length: 20 }, () => [pick(FRAMES), pick(KINDS), pick(OCCASIONS), pick(WARDROBES)] as const);
  it.each(cases)('%s / %j / %s / %s', (frame, [said, ids, words], occasion, wardrobe) => {
    const message = `${occasion}. ${frame.replace('{k}', said)}, what can I wear?`;
    expect(ruledOutIn(message).map((r) => r.piece)).toEqual(expect.arrayContaining(ids));
    const q = parseQuestion(message, { today: '2026-11-23', unit: 'F' });
    expect(q.avoid).toEqual(expect.arrayContaining(ids));
    for (const code of DRESS_CODES) expect(lookFor(code, wardrobe, q.avoid)).not.toMatch(words);
  });

  it('says the same as before when nothing is ruled out', () => {
    expect(lookFor('formal', 'womenswear')).toBe('a floor-length or elegant cocktail dress and dressy heels or flats');
    expect(lookFor('business casual', 'menswear')).toBe('chinos or wool trousers, an oxford shirt and loafers');
  });

  it("is not fooled by other uses of 'do' and 'wear'", () => {
    expect(ruledOutIn("I don't do my own laundry")).toEqual([]);
    expect(ruledOutIn("I don't wear it to work, what goes with my blazer")).toEqual([]);
  });
});
