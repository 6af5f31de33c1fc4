import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { careAnswer } from './care';
import { mulberry32 } from '../prng';

/**
 * Generated over stains × pieces × phrasings: a stain said to have dried or set ('what if it's already dried', 'an old
 * stain', asked as a follow-up or at once) gets the set-in method (a long soak with an enzyme or oxygen cleaner, repeated,
 * no dryer), or the dry cleaner on a delicate fabric; 'at home or the dry cleaner?' is answered for the piece's fabric.
 */

const today = '2026-11-29';
const rand = mulberry32(38_0711);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const PIECES = [
  { name: 'Khaki Chinos', said: 'khaki chinos', category: 'Bottoms', subcategory: 'Chinos', material: 'cotton', delicate: false },
  { name: 'White Oxford Shirt', said: 'white oxford shirt', category: 'Tops', subcategory: 'Shirt', material: 'cotton', delicate: false },
  { name: 'Black Jeans', said: 'black jeans', category: 'Bottoms', subcategory: 'Jeans', material: 'denim', delicate: false },
  { name: 'Ivory Silk Blouse', said: 'silk blouse', category: 'Tops', subcategory: 'Blouse', material: 'silk', delicate: true },
  { name: 'Navy Wool Sweater', said: 'navy wool sweater', category: 'Tops', subcategory: 'Sweater', material: 'wool', delicate: true },
] as const;
const STAINS = ['red wine', 'coffee', 'grass', 'ketchup', 'blood', 'chocolate'];
const closet = PIECES.map((p, i) => item({ id: i + 1, name: p.name, category: p.category, subcategory: p.subcategory, material: p.material }));

describe('a stain that has set', () => {
  const cases = Array.from({ length: 30 }, (_, n) => {
    const piece = pick(PIECES);
    const stain = pick(STAINS);
    const first = pick([
      `how do i get a ${stain} stain out of my ${piece.said}`,
      `spilled ${stain} on my ${piece.said}, help`,
      `${stain} stain on my ${piece.said}`,
    ]);
    const followUp = n % 2 === 0;
    const setIn = pick(["what if it's already dried", 'what if its already dried', 'what if it has already set in', 'and if it dried overnight?']);
    const message = followUp
      ? setIn
      : `old ${stain} stain on my ${piece.said}, ${pick(['been there for weeks', 'it went through the wash', 'it already dried'])}`;
    return {
      piece,
      stain,
      message,
      history: followUp
        ? [
            { role: 'user' as const, content: first },
            { role: 'assistant' as const, content: 'Blot it straight away.' },
          ]
        : [],
    };
  });
  it.each(cases)('$message', ({ piece, stain, message, history }) => {
    const a = careAnswer({ question: parseQuestion(message, { today, history }), closet, message });
    expect(a.text).toContain(piece.name);
    if (piece.delicate) expect(a.text).toMatch(/dry cleaner/);
    else {
      // Chocolate's fat is what a wash leaves behind: a degreaser, not a soak (care-oil-set.test.ts).
      expect(a.text).toMatch(stain === 'chocolate' ? /dish soap|washing-up/ : /enzyme|oxygen/);
      expect(a.text).toMatch(/repeat/);
    }
  });
});

describe('at home or the dry cleaner', () => {
  const cases = Array.from({ length: 20 }, () => {
    const piece = pick(PIECES);
    const problem = pick(['sweat marks under the arms of', 'a coffee stain on', 'makeup on the collar of']);
    const ask = pick(['Can I wash it at home or does it have to go to the dry cleaner?', 'dry cleaner or can i do it myself?', 'do i need to dry clean it?']);
    return { piece, message: `I've got ${problem} my ${piece.said}. ${ask}` };
  });
  it.each(cases)('$message', ({ piece, message }) => {
    const a = careAnswer({ question: parseQuestion(message, { today }), closet, message });
    expect(a.text).toContain(piece.name);
    expect(a.text).toMatch(
      piece.material === 'silk' || piece.material === 'wool' ? /hand wash/i : /washes at home|never needs a dry cleaner|needs a dry cleaner/,
    );
  });
});
