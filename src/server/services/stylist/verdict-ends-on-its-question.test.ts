import { describe, expect, it } from 'vitest';
import { item } from '../../../domain/stylist/test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import { answerFor, testUser } from './test-ground';

/**
 * Issue 38.6, every answer ends on its question: a verdict on a piece for an occasion ('can I wear my jeans to the
 * christening?') is the answer, with no occasion's stock tip after it ('Daytime: lighter colours…'). Pieces, occasions
 * and wordings are drawn by a seed.
 */
const rand = mulberry32(3117);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const closet = [
  item({ id: 1, name: 'Dark indigo jeans', category: 'Bottoms', formality: 'casual' }),
  item({ id: 2, name: 'Navy wool blazer', category: 'Outerwear', formality: 'business' }),
  item({ id: 3, name: 'Black velvet dress', category: 'Dresses & jumpsuits', formality: 'formal' }),
  item({ id: 4, name: 'White leather sneakers', category: 'Shoes', formality: 'casual' }),
  item({ id: 5, name: 'Grey wool trousers', category: 'Bottoms', formality: 'business' }),
  item({ id: 6, name: 'White oxford shirt', category: 'Tops', formality: 'smart casual' }),
  item({ id: 7, name: 'Black leather loafers', category: 'Shoes', formality: 'smart casual' }),
];
const PIECES = ['jeans', 'navy blazer', 'velvet dress', 'white sneakers'];
const OCCASIONS = ['a christening', 'a wedding', 'the office party', 'a funeral', 'a gala', 'a job interview', 'a barbecue'];
const ASKS = ['can I wear my {p} to {o}?', 'is my {p} ok for {o}', 'would my {p} be too casual for {o}?'];
const user = testUser('female');

describe('a verdict ends on its question', () => {
  it.each(Array.from({ length: 20 }, (_, i) => i))('variant %i', async () => {
    const message = pick(ASKS).replace('{p}', pick(PIECES)).replace('{o}', pick(OCCASIONS));
    const { text } = await answerFor(user, message, closet);
    const [, ...rest] = text.split(/(?<=[.!?])\s+/);
    // A stock tip opens on a label of its own ('Daytime:', 'Texture and shine:'); the verdict's own sentences do not.
    for (const s of rest) expect(s, `${message} → ${text}`).not.toMatch(/^[A-Z][a-z]+(?: [a-z]+){0,3}: /);
  });
});
