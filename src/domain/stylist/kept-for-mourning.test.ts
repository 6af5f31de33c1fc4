import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/prng';
import { askOutfit } from './chat/test-ask-outfit';
import { item } from './test-fixtures';

/**
 * A piece its owner keeps for mourning ('Black formal mourning suit') is worn to a funeral or a memorial, and never picked for
 * a dinner, a lecture or a day's outfit while anything else does the job (held-out set 44). Drawn by a seed.
 */
const rand = mulberry32(4_405);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const CLOSET = [
  item({ id: 1, name: 'Black formal mourning suit', category: 'Suits & tailoring', color: 'black', formality: 'business' }),
  item({ id: 2, name: 'Navy wool blazer', category: 'Outerwear', color: 'navy', formality: 'business' }),
  item({ id: 3, name: 'Grey flannel trousers', category: 'Bottoms', color: 'grey', formality: 'business' }),
  item({ id: 4, name: 'White oxford shirt', category: 'Tops', color: 'white', formality: 'business' }),
  item({ id: 5, name: 'Black leather oxford shoes', category: 'Shoes', color: 'black', formality: 'business' }),
  item({ id: 6, name: 'Charcoal merino sweater', category: 'Tops', color: 'charcoal', formality: 'smart casual' }),
  item({ id: 7, name: 'Stone chinos', category: 'Bottoms', color: 'stone', formality: 'smart casual' }),
];

describe('a piece kept for mourning', () => {
  it.each(Array.from({ length: 8 }, (_, i) => i))('stays home from other occasions %i', (n) => {
    const message = `What should I wear to ${pick(['a dinner with old colleagues', 'my lecture at the university', 'a client meeting', 'the gallery opening'])} on ${pick(['Friday', 'Thursday evening', 'Saturday'])}?`;
    const a = askOutfit(message, CLOSET, { seed: n + 1 });
    expect(a.text, message).not.toMatch(/mourning/);
  });
  it('is worn to a funeral or a memorial', () => {
    for (const message of ['What do I wear to a funeral on Saturday?', 'memorial service for my uncle on Friday, what should I wear']) {
      expect(askOutfit(message, CLOSET).text, message).toMatch(/Black formal mourning suit/);
    }
  });
});
