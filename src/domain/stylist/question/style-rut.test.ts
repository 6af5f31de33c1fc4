import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/** A wardrobe the person is tired of is answered with a fresh outfit from it, never refused (issue 38.3). Drawn by a seed. */
const rand = mulberry32(2620);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

describe('a wardrobe the person is tired of', () => {
  it('asks for an outfit', () => {
    for (let k = 0; k < 30; k++) {
      const message = `${pick(['', 'ugh ', 'honestly, '])}${pick([
        "I'm so bored of everything I own",
        'sick of all my clothes',
        `my ${pick(['wife', 'sister', 'mate'])} says I dress like a ${pick(['bus mechanic', 'teenager', 'librarian'])}`,
        "i'm stuck in a rut, same outfit every day",
        'my style feels so dated',
      ])}${pick(['.', '. Help.', ', any ideas?', ''])}`;
      expect(parseQuestion(message, { today: '2026-11-30' }).kind, message).toBe('outfit');
    }
  });
});
