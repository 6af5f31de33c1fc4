import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { itemsReferredTo } from './item-references';

/**
 * Owned pieces referred to by part of their names (issue 38: the piece asked about is always named; a follow-up keeps the
 * outfit the last answer gave, however it named the pieces). Closets are drawn by a seed from name parts; each property is
 * checked on every draw.
 */
const rand = mulberry32(2611);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const shuffle = <T>(xs: readonly T[]): T[] =>
  xs
    .map((x) => [rand(), x] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, x]) => x);

const COLOURS = ['black', 'navy', 'cream', 'rust', 'olive', 'burgundy', 'grey', 'camel'];
const MATERIALS = ['wool', 'linen', 'velvet', 'leather', 'cotton', 'silk'];
// Garments with a category, and words no garment table holds that people name their own pieces by.
const GARMENTS: readonly [string, ClosetItem['category']][] = [
  ['overcoat', 'Outerwear'],
  ['chelsea boots', 'Shoes'],
  ['slip dress', 'Dresses & jumpsuits'],
  ['wide-leg trousers', 'Bottoms'],
  ['cardigan', 'Tops'],
  ['silk tie', 'Accessories'],
];
const OWN_WORDS = ['kamzol', 'ceinture', 'sirga', 'malong', 'tapis'];

function closetDrawn(): ClosetItem[] {
  const colours = shuffle(COLOURS);
  return GARMENTS.map(([garment, category], k) =>
    item({ id: k + 1, name: `${colours[k]!.replace(/^./, (c) => c.toUpperCase())} ${pick(MATERIALS)} ${garment}`, category }),
  ).concat([item({ id: 20, name: `Embroidered ${pick(OWN_WORDS)}`, category: 'Accessories' })]);
}

const ids = (text: string, closet: readonly ClosetItem[]) => itemsReferredTo(text, closet).map((r) => r.item.id);

describe('owned pieces referred to by part of their names', () => {
  it('finds each piece by its full name, by its colour and kind, and by a word only its name holds', () => {
    for (let k = 0; k < 40; k++) {
      const closet = closetDrawn();
      const target = pick(closet.slice(0, GARMENTS.length));
      const [colour, , ...kind] = target.name.toLowerCase().split(' ');
      const own = closet.at(-1)!;
      expect(ids(`wear the ${target.name.toLowerCase()} with it?`, closet)).toEqual([target.id]);
      expect(ids(`would the ${colour} ${kind.join(' ')} work for dinner`, closet)).toEqual([target.id]);
      expect(ids(`I'd like to wear my ${own.name.split(' ')[1]}. What goes with it?`, closet)).toEqual([own.id]);
    }
  });

  it('reads an answer that names the pieces in its own words, in the order named', () => {
    for (let k = 0; k < 20; k++) {
      const closet = closetDrawn();
      const [a, b, c] = shuffle(closet.slice(0, GARMENTS.length));
      const answer = `Wear the ${a!.name.toLowerCase()} with the ${b!.name.toLowerCase()}, and put the ${c!.name.toLowerCase()} over it for the walk.`;
      expect(ids(answer, closet)).toEqual([a!.id, b!.id, c!.id]);
    }
  });

  it('takes no piece from words that only look like one', () => {
    const closet = [
      item({ id: 1, name: 'Black ribbed tank top', category: 'Tops' }),
      item({ id: 2, name: 'Navy nursing scrubs', category: 'Tops' }),
      item({ id: 3, name: 'Black down parka', category: 'Outerwear' }),
      item({ id: 4, name: 'White dress shirt', category: 'Tops' }),
      item({ id: 5, name: 'Black crew T-shirts', category: 'Tops' }),
      item({ id: 6, name: 'Black knee-length skirt', category: 'Bottoms' }),
    ];
    for (const text of [
      'brunch at the café up the top after, what should I wear?',
      'goin kayakin w the nursing crew sunday',
      "I'm walking her down the aisle on Saturday",
      'my wife says I dress like a mechanic',
      "I don't want to look like I'm headed to a job site",
      'a room full of men in formal shirts',
      'remember my knee, no high heels',
    ])
      expect(ids(text, closet), text).toEqual([]);
  });

  it('guesses no piece where two fit the words as well', () => {
    for (let k = 0; k < 20; k++) {
      const colour = pick(COLOURS);
      const closet = [
        item({ id: 1, name: `${colour} leather chelsea boots`, category: 'Shoes' }),
        item({ id: 2, name: `${colour} suede chelsea boots`, category: 'Shoes' }),
      ];
      expect(ids(`do the ${colour} chelsea boots go with jeans`, closet)).toEqual([]);
      expect(ids(`do the ${colour} suede chelsea boots go with jeans`, closet)).toEqual([2]);
    }
  });

  it('says when a piece is said under a negation', () => {
    const closet = [item({ id: 1, name: 'Cream pashmina shawl', category: 'Accessories' }), item({ id: 2, name: 'Maroon wool cardigan', category: 'Tops' })];
    const [shawl] = itemsReferredTo("can't find the pashmina, think my sister took it", closet);
    expect(shawl?.item.id).toBe(1);
    expect(shawl?.negated).toBe(true);
    expect(itemsReferredTo('so I will take the maroon cardigan', closet)[0]?.negated).toBe(false);
  });
});
