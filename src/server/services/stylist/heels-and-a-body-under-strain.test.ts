import { describe, expect, it } from 'vitest';
import { item } from '../../../domain/stylist/test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import { answerFor, testUser } from './test-ground';

/**
 * Issue 38.5, stated facts win: heels asked about by someone who says their body is under strain get the kinder owned pair
 * named beside the verdict; asked without it, the verdict stands alone. Drawn by a seed.
 */
const rand = mulberry32(2619);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const closet = [
  item({ id: 1, name: 'Gold embellished heeled sandals', category: 'Shoes', formality: 'formal' }),
  item({ id: 2, name: 'Beige block-heel sandals', category: 'Shoes', formality: 'smart casual' }),
  item({ id: 3, name: 'Black silk dress', category: 'Dresses & jumpsuits', formality: 'formal' }),
];
const user = testUser('female');

describe('heels and a body under strain', () => {
  it('name the kinder pair when strain is said', async () => {
    for (let k = 0; k < 12; k++) {
      const strain = pick(['my knees r bad now', 'my feet are killing me lately', "it's a long night standing", "I'll be on my feet all evening"]);
      const message = `r the gold heels ok for the ${pick(['reception', 'wedding', 'gala'])}, ${strain}`;
      const { text } = await answerFor(user, message, closet);
      expect(text, message).toMatch(/Beige block-heel sandals/);
    }
  });

  it('say nothing of it when none is', async () => {
    const { text } = await answerFor(user, 'are the gold heels ok for the reception?', closet);
    expect(text).not.toMatch(/more comfortable choice/);
  });
});
