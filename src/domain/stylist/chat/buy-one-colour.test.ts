import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { oneItemAnswer } from './buy-one';

/** Issue 38.5, stated facts win: the colour the person wants a piece in is the one the shopping answer looks for. */
const rand = mulberry32(2616);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const closet = [item({ id: 1, name: 'Burgundy silk tie', category: 'Accessories' }), item({ id: 2, name: 'Charcoal suit', category: 'Suits & tailoring' })];

describe('a piece to buy in a colour said', () => {
  it('is looked for in that colour', () => {
    for (let k = 0; k < 30; k++) {
      const colour = pick(['green', 'emerald', 'navy', 'mustard', 'olive', 'pink']);
      const piece = pick(['tie', 'scarf', 'belt', 'blazer']);
      const message = pick([`should I buy a ${colour} ${piece} for the wedding?`, `thinking of getting a ${colour} ${piece}, what should I look for`]);
      const q = parseQuestion(message, { today: '2026-11-30' });
      const answer = oneItemAnswer({ question: q, message, closet });
      expect(answer?.text, message).toContain(`${colour} ${piece}`);
    }
  });
});
