import { describe, expect, it } from 'vitest';
import { item } from '../../../domain/stylist/test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import { answerFor, testUser } from './test-ground';

/**
 * Issue 38.5, stated facts win: a piece asked about for a day whose temperature is said is judged against that day too.
 * Heavy cloth or a warm coat on a hot day, open shoes or bare legs on a cold one, is said so whatever the occasion allows;
 * the same piece on a mild day passes. Pieces, occasions, temperatures and wordings are drawn by a seed.
 */
const rand = mulberry32(7741);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

const HEAVY = [
  { name: 'Emerald velvet lehenga', category: 'Dresses & jumpsuits', warmth: 'medium', formality: 'formal' },
  { name: 'Brown tweed blazer', category: 'Suits & tailoring', warmth: 'medium', formality: 'business' },
  { name: 'Camel wool coat', category: 'Outerwear', warmth: 'warm', formality: 'business' },
  { name: 'Grey cashmere turtleneck', category: 'Tops', warmth: 'warm', formality: 'smart casual' },
] as const;
const BARE = [
  { name: 'Tan leather sandals', category: 'Shoes', warmth: 'light', formality: 'casual' },
  { name: 'Khaki bermuda shorts', category: 'Bottoms', warmth: 'light', formality: 'casual' },
  { name: 'Black jandals', category: 'Shoes', warmth: 'light', formality: 'casual' },
] as const;
const FILLERS = [
  item({ id: 50, name: 'White linen shirt', category: 'Tops', warmth: 'light', formality: 'smart casual' }),
  item({ id: 51, name: 'Navy chinos', category: 'Bottoms', warmth: 'light', formality: 'smart casual' }),
  item({ id: 52, name: 'Black ankle boots', category: 'Shoes', warmth: 'medium', formality: 'smart casual' }),
  item({ id: 53, name: 'Blue cotton sundress', category: 'Dresses & jumpsuits', warmth: 'light', formality: 'smart casual' }),
  item({ id: 54, name: 'White leather sneakers', category: 'Shoes', warmth: 'light', formality: 'casual' }),
  item({ id: 55, name: 'Dark jeans', category: 'Bottoms', warmth: 'medium', formality: 'casual' }),
  item({ id: 56, name: 'Navy wool peacoat', category: 'Outerwear', warmth: 'warm', formality: 'smart casual' }),
];
const OCCASIONS = ['the party', 'the dinner', "my friend's birthday", 'the barbecue', 'the mehndi'];
// The test user reads Fahrenheit unless told (a +1 number): the unit is said, as a Celsius user's home would set it.
const ASKED = [
  'would my {p} work for {o}? it is going to be {t}°C',
  'is my {p} ok for {o}, it will be {t}°C',
  'can I wear my {p} to {o}? {t} degrees celsius out',
];
const short = (name: string) => name.toLowerCase().split(' ').slice(1).join(' ');
const user = testUser('female');

async function ask(piece: (typeof HEAVY)[number] | (typeof BARE)[number], t: number) {
  const asked = item({ id: 1, ...piece });
  const message = pick(ASKED).replace('{p}', short(piece.name)).replace('{o}', pick(OCCASIONS)).replace('{t}', String(t));
  return { message, ...(await answerFor(user, message, [asked, ...FILLERS])) };
}

describe('a piece asked about is judged against the temperature said', () => {
  it.each(Array.from({ length: 16 }, (_, i) => i))('heavy on a hot day (variant %i)', async () => {
    const { message, text } = await ask(pick(HEAVY), between(28, 38));
    expect(text, message).toMatch(/heavy for a hot day|too warm/);
  });

  it.each(Array.from({ length: 12 }, (_, i) => i))('bare on a cold day (variant %i)', async () => {
    const { message, text } = await ask(pick(BARE), between(-8, 6));
    expect(text, message).toMatch(/too bare for a day this cold/);
  });

  it.each(Array.from({ length: 12 }, (_, i) => i))('the same pieces pass on a mild day (variant %i)', async () => {
    const { message, text } = await ask(pick([...HEAVY, ...BARE]), between(18, 21));
    expect(text, message).not.toMatch(/heavy for a hot day|too warm to wear|too bare for a day/);
  });
});
