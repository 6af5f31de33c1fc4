import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './index';

/**
 * Issue 38 (shopping said as a wish; a piece just bought): a wish whose object is a piece ('want a winter coat that isn't a
 * puffer', "I'd like an actual swimsuit"), or a budget said with a piece, asks what to buy, whatever else is said of the piece
 * (where it is worn, what it goes over), unless the message asks what to wear. Money said of a piece just got ('just thrifted
 * a suede jacket for $30', 'paid $40 for these boots') is what it cost, not a budget: what goes with it is a pairing.
 * Generated: wishes x pieces x qualifiers x budgets; acquisitions x pieces x prices x asks, seeded.
 */

const today = '2026-11-23';
const rand = mulberry32(8841);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const WISHES = ["I'd like", 'Want', 'I want', "I'm after", 'On the hunt for', 'In the market for', 'i would like', 'Really want'];
const WISHED = [
  ['an actual swimsuit', 'swimsuit'],
  ['a winter coat', 'coat'],
  ['a proper rain jacket', 'rain jacket'],
  ['some decent boots', 'boots'],
  ['a linen shirt', 'shirt'],
  ['a good pair of trainers', 'sneakers'],
] as const;
const QUALIFIERS = [
  "that isn't a puffer",
  'that copes with rain and looks fine over a suit',
  'I can run after a toddler in at the park',
  'for the office',
  'not just the one I have',
  '',
];
const BUDGETS = [
  ['Around £200.', 200],
  ['Under $80 if possible.', 80],
  ['Budget is about 150 dollars.', 150],
  ['', null],
] as const;

describe('a piece wished for asks what to buy', () => {
  it('is shopping, with the budget said read as one', () => {
    for (let k = 0; k < 60; k++) {
      const [said, piece] = pick(WISHED);
      const [budget, amount] = pick(BUDGETS);
      const message = `${pick(WISHES)} ${said} ${pick(QUALIFIERS)}. ${budget}`.replace(/ \./, '.');
      const q = parseQuestion(message, { today });
      expect(q.kind, message).toBe('shopping');
      expect(q.pieces, message).toContain(piece);
      expect(q.budget?.amount ?? null, message).toBe(amount);
    }
  });
  it('a wish to wear a piece owned, or a piece ruled out, is not shopping', () => {
    for (let k = 0; k < 16; k++) {
      const day = pick(['tomorrow', 'on friday', 'tonight']);
      const message = pick([
        `I want to wear my ${pick(['red dress', 'navy blazer', 'green jumper'])} to the ${pick(['party', 'dinner', 'office'])} ${day}`,
        `I don't want a ${pick(['puffer', 'blazer', 'hoodie'])}, what should I wear ${day}?`,
        `Want my ${pick(['grey coat', 'black boots', 'white shirt'])} to work with jeans ${day}, what goes with it?`,
      ]);
      expect(parseQuestion(message, { today }).kind, message).not.toBe('shopping');
    }
  });
});

describe('a piece just got is owned: its price is no budget', () => {
  const GOT = ['JUST thrifted', 'Just bought', 'scored', 'Finally got', 'grabbed', 'picked up'];
  const PIECES = [
    ['a brown suede jacket', 'jacket', 'brown'],
    ['a green velvet blazer', 'blazer', 'green'],
    ['some tan loafers', 'loafers', 'tan'],
    ['a mustard cardigan', 'cardigan', 'mustard'],
  ] as const;
  const PRICES = ['for $30', 'for 45 dollars', 'for £25', 'for only $12'];
  const ASKS = ['what in my closet goes with it', 'what goes with it?', 'what should I pair it with?', 'what do I wear it with'];
  it('reads no budget, and what goes with it is a pairing of that piece in its colour', () => {
    for (let k = 0; k < 40; k++) {
      const [said, piece, colour] = pick(PIECES);
      const message = `${pick(GOT)} ${said} ${pick(PRICES)}${pick(['!!!', '!', '.'])} ${pick(ASKS)}`;
      const q = parseQuestion(message, { today });
      expect(q.budget, message).toBeNull();
      expect(q.kind, message).not.toBe('shopping');
      expect(q.pieces, message).toContain(piece);
      expect(q.colours, message).toContain(colour);
    }
  });
  it('money paid for a piece is its price', () => {
    for (const piece of ['these boots', 'this coat', 'the blazer'])
      expect(parseQuestion(`I paid $40 for ${piece}, what goes with it?`, { today }).budget).toBeNull();
  });
  it('money to spend is still a budget', () => {
    for (const said of ["I've got $120 to spend", 'have about 200 to spend', 'budget of $90'])
      expect(parseQuestion(`Rain boots or ankle boots? ${said}`, { today }).budget).not.toBeNull();
  });
});
