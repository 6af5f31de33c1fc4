import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { isRuledOut, ruledOutIn } from './ruled-out';

/**
 * A piece put out of use and called by a word of its own name that no garment table holds ('my ta'ovala is at my mum's
 * place', 'the guayabera is at the cleaners') is that owned piece, ruled out whatever kind it is (issue 38.5). Names,
 * frames and owners are drawn by a seed; the rest of the closet stays in.
 */
const rand = mulberry32(4470);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const OWN = [
  ["ta'ovala", "Fine-woven ta'ovala"],
  ['puletaha', 'White puletaha with blue embroidery'],
  ['kiekie', 'Red-and-cream kiekie'],
  ['dirndl', 'Green linen dirndl'],
] as const;
const FRAMES = ["is at my mum's place this week", 'is at the cleaners', 'is getting repaired', 'is in the wash', "is still at my sister's house"];
const others = ['Black leggings', 'Mustard flutter-sleeve blouse', 'Black ballet flats'];

describe('a piece put out of use by its own name', () => {
  it.each(Array.from({ length: 16 }, (_, i) => i))('variant %i', () => {
    const [word, name] = pick(OWN);
    const closet = [name, ...others];
    const message = `${pick(['my', 'the', 'our'])} ${word} ${pick(FRAMES)}, what do I wear instead?`;
    const ruled = ruledOutIn(message, closet);
    expect(isRuledOut({ name }, ruled), message).toBe(true);
    for (const o of others) expect(isRuledOut({ name: o }, ruled), `${message} (${o})`).toBe(false);
  });

  it('a word no owned name holds rules nothing out', () => {
    expect(ruledOutIn("my zorbix is at my mum's place", ['Black leggings'])).toEqual([]);
  });
});
