import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { careAnswer } from './care';
import { mulberry32 } from '../prng';

/**
 * Generated over who soiled it × how it is said × pieces × occasions in a side clause × days × openers (issue 38: the main
 * clause decides the kind). Something landed on a piece, said with a verb that names the substance ('the dog slobbered on
 * my blazer') or with no substance at all ('got something on my dress'), and a removal asked ('how do I get it out', 'will
 * it come off'): a care question about that piece, answered with the method (cold water, rinse, dab), never an outfit for
 * the occasion the side clause names.
 */

const today = '2026-11-29';
const rand = mulberry32(38_1411);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const PIECES = [
  { said: 'ivory satin camisole', name: 'Ivory Satin Camisole', category: 'Tops', subcategory: 'Camisole', material: 'silk', color: 'ivory' },
  { said: 'navy blazer', name: 'Navy Blazer', category: 'Outerwear', subcategory: 'Blazer', material: 'wool', color: 'navy' },
  { said: 'white button-down', name: 'White Button-Down Shirt', category: 'Tops', subcategory: 'Shirt', material: 'cotton', color: 'white' },
  { said: 'green linen dress', name: 'Green Linen Dress', category: 'Dresses & jumpsuits', subcategory: 'Dress', material: 'linen', color: 'green' },
  { said: 'grey trousers', name: 'Grey Tailored Trousers', category: 'Bottoms', subcategory: 'Trousers', material: 'wool', color: 'grey' },
] as const;
const closet = PIECES.map((p, i) => item({ id: i + 1, name: p.name, category: p.category, subcategory: p.subcategory, material: p.material, color: p.color }));

/** Soiling said by a verb that names the substance, or with none named. */
const SOILED = [
  (p: string) => `the baby just puked on my ${p}`,
  (p: string) => `my toddler threw up all over my ${p}`,
  (p: string) => `the dog slobbered on my ${p}`,
  (p: string) => `my niece spat up on my ${p}`,
  (p: string) => `got something gross on my ${p}`,
  (p: string) => `someone dripped something on my ${p}`,
  (p: string) => `my son smeared something on my ${p}`,
];
const REMOVAL = [
  'how do i get it out',
  'how do I get it off',
  'will it come out?',
  'any way to get this out quick',
  'can i get it off in time',
  'will that come off??',
];
const SIDE = ['right before', 'an hour before', 'just before', 'ten minutes before'];
const OCCASIONS = ['a client meeting', 'my interview', 'the wedding', 'dinner with the in-laws', 'a job interview', 'the school concert'];
const DAYS = ['', ' today', ' tonight', ' this morning'];
const OPENERS = ['', 'ugh ', 'help!! ', 'ok so '];

describe('a piece soiled, a removal asked, an occasion in a side clause', () => {
  const cases = Array.from({ length: 40 }, () => {
    const piece = pick(PIECES);
    const message = `${pick(OPENERS)}${pick(SOILED)(piece.said)} ${pick(SIDE)} ${pick(OCCASIONS)}${pick(DAYS)}, ${pick(REMOVAL)}`;
    return { piece, message };
  });
  it.each(cases)('$message', ({ piece, message }) => {
    const question = parseQuestion(message, { today });
    expect(question.kind).toBe('care');
    expect(question.problem).toMatch(/^stain/);
    const a = careAnswer({ question, closet, message });
    expect(a.text).toContain(piece.name);
    expect(a.text).toMatch(/cold water|cool water|rinse|dab|blot/i);
    expect(a.text).not.toMatch(/\bwear your\b/i);
  });
});

describe('milk or sick on silk or wool is never treated with an enzyme detergent', () => {
  const cases = Array.from({ length: 12 }, () => {
    const piece = pick(PIECES.filter((p) => p.material === 'silk' || p.material === 'wool'));
    return { piece, message: `${pick(OPENERS)}${pick(SOILED.slice(0, 4))(piece.said)}, ${pick(REMOVAL)}` };
  });
  it.each(cases)('$message', ({ piece, message }) => {
    const a = careAnswer({ question: parseQuestion(message, { today }), closet, message });
    expect(a.text).toContain(piece.name);
    expect(a.text).not.toMatch(/work in an enzyme/i);
    expect(a.text).toMatch(/cold water/);
  });
});

describe('no removal asked, no soiling: an outfit stays an outfit', () => {
  it.each([
    'what should i wear to a client meeting tomorrow, maybe my navy blazer?',
    'can i get away with my ivory satin camisole for dinner with the in-laws tonight',
    'getting my grey trousers out for the wedding, what top goes with them',
  ])('%s', (message) => {
    expect(parseQuestion(message, { today }).kind).not.toBe('care');
  });
});
