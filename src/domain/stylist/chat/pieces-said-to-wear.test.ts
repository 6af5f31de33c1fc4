import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { piecesSaidToWear } from './pieces-said-to-wear';

/** An outfit question built around the owned piece the person says they will wear, and never around one they move away from. */
const rand = mulberry32(2612);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const closet = [
  item({ id: 1, name: 'Burgundy velvet kamzol with gold embroidery', category: 'Outerwear' }),
  item({ id: 2, name: 'Green palm-print Hawaiian shirt', category: 'Tops' }),
  item({ id: 3, name: 'Black leather biker jacket', category: 'Outerwear' }),
  item({ id: 4, name: 'Charcoal pleated midi skirt', category: 'Bottoms' }),
  item({ id: 5, name: 'Black block-heel pumps', category: 'Shoes' }),
];
const SAID: readonly [string, number][] = [
  ['the burgundy kamzol', 1],
  ['my kamzol', 1],
  ['the palm shirt', 2],
  ['the black leather biker jacket', 3],
  ['the pleated skirt', 4],
];
const OCCASIONS = ["my cousin's wedding on Saturday", 'dinner with friends tonight', 'the office party on Friday'];
// 'What goes with it?' of a piece no garment word names is read as a pairing; the service dresses it as an outfit around the piece.
const asOutfit = (q: ReturnType<typeof parseQuestion>) => (q.kind === 'pairing' && q.pairWith === null ? { ...q, kind: 'outfit' as const } : q);
const ids = (message: string) => piecesSaidToWear(message, asOutfit(parseQuestion(message, { today: '2026-11-30' })), closet).map((i) => i.id);

describe('pieces said to be worn', () => {
  it('anchor the outfit however the wish is worded', () => {
    for (let k = 0; k < 30; k++) {
      const [piece, id] = pick(SAID);
      const message = pick([
        `I want to wear ${piece} to ${pick(OCCASIONS)}. What goes with it?`,
        `${pick(OCCASIONS)}, got ${piece} but wat else`,
        `Can I still get away with ${piece} for ${pick(OCCASIONS)}?`,
      ]);
      expect(ids(message), message).toContain(id);
    }
  });

  it('are not the pieces moved away from, out of use or said not to be worn', () => {
    for (let k = 0; k < 30; k++) {
      const [piece] = pick(SAID);
      const message = pick([
        `I was going to wear ${piece} again to ${pick(OCCASIONS)} but I want something with a bit more life. Ideas?`,
        `${piece} has a stain, what else can I wear to ${pick(OCCASIONS)}?`,
        `I don't want to wear ${piece} to ${pick(OCCASIONS)}, what should I wear?`,
        `I'm so bored of ${piece}, what should I wear to ${pick(OCCASIONS)}?`,
        `what do I wear to ${pick(OCCASIONS)}? my knee hurts if ${piece} is too tight`,
      ]);
      expect(ids(message), message).toEqual([]);
    }
  });
});
