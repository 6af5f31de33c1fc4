import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';
import { TEST_TODAY } from './test-ask';

/** A verdict asked of a piece, and two dress codes compared, are etiquette, not an outfit for the level said (seeded). */
const ask = (m: string) => parseQuestion(m, { today: TEST_TODAY });
const rand = mulberry32(108);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

describe('a verdict asked of a piece, with the occasion said beside it', () => {
  const PIECES = ['turtleneck', 'denim jacket', 'hoodie', 'blazer', 'slip dress', 'white sneakers'];
  const OCCASIONS = ['interview at a design agency', 'first day at a startup', 'dinner at my in-laws', 'wedding on saturday'];
  const ASKS = ['is a {p} too casual or trying too hard?', 'is my {p} too much', 'is the {p} too formal?', 'are these {p} too flashy'];
  it.each(Array.from({ length: 16 }, () => `${pick(OCCASIONS)}, ${pick(ASKS).replace('{p}', pick(PIECES))}`))('%s', (m) => {
    expect(ask(m).kind).toBe('etiquette');
  });
  it('a wish not to look like trying too hard is still an outfit question', () => {
    expect(ask("first date friday night at a wine bar, want to look good but not like i'm trying too hard").kind).toBe('outfit');
  });
});

describe('two dress codes compared', () => {
  const CODES = ['cocktail attire', 'black tie', 'business casual', 'smart casual', 'semi formal', 'white tie', 'dressy casual'];
  const FRAMES = [
    '{a} vs {b} whats the diff',
    "what's the difference between {a} and {b}?",
    '{a} versus {b}?',
    'is {a} the same as {b} or whats the difference',
  ];
  it.each(
    Array.from({ length: 16 }, () => {
      const a = pick(CODES);
      const b = pick(CODES.filter((c) => c !== a));
      return pick(FRAMES).replace('{a}', a).replace('{b}', b);
    }),
  )('%s', (m) => {
    expect(ask(m).kind).toBe('etiquette');
  });
});
