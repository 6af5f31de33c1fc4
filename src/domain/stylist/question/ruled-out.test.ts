import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { asksToGet, isRuledOut, ruledOutIn } from './ruled-out';

// Pieces as people name them, with the piece and the words that single it out.
// prettier-ignore
const PIECES: [said: string, piece: string, marks: string[]][] = [
  ['hiking boots', 'boots', ['hiking']], ['wellies', 'wellies', []], ['rain boots', 'wellies', []], ['a blazer', 'blazer', []],
  ['heels', 'heels', []], ['a rain jacket', 'rain jacket', []], ['snow boots', 'boots', ['snow']], ['a suit', 'suit', []],
  ['running shoes', 'sneakers', []], ['a winter coat', 'coat', ['winter']], ['any shorts', 'shorts', []], ['a swimsuit', 'swimsuit', []],
];
// prettier-ignore
const NOT_OWNED = ["i dont have {p}", "I don't own {p}", "honestly i don't have {p}!!", "I haven't got {p}", "i can't wear {p} anymore", "we have no {p}", "I never owned {p}"];
// prettier-ignore
const OUT_OF_USE = ['my {q} are getting resoled so dont count those', 'my {q} r at the cobbler', 'my {q} are in the wash', 'my {q} are broken'];
// prettier-ignore
const AROUND = ['weekend in the lakes, 1 hike n 1 pub dinner. {x}', '{x}. what should i pack for 3 days in denver?', 'what do i wear to the wedding saturday? {x}', '{x}, what else works for a hike?'];

const bare = (said: string) => said.replace(/^(a|an|any) /, '');

describe('a piece said not owned or out of use is read with the words that single it out', () => {
  const rand = mulberry32(3805);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let n = 0; n < 120; n++) {
    const [said, piece, marks] = pick(PIECES);
    const outOfUse = rand() < 0.4;
    const clause = outOfUse ? pick(OUT_OF_USE).replace('{q}', bare(said)) : pick(NOT_OWNED).replace('{p}', said);
    const message = pick(AROUND).replace('{x}', clause);
    it(message, () => {
      expect(ruledOutIn(message)).toContainEqual({ piece, marks, lacks: !outOfUse && !clause.includes('wear'), ...(outOfUse ? { outOfUse: true } : {}) });
    });
  }

  it('both pieces of a list joined by or', () => {
    expect(ruledOutIn('i dont have hiking boots or wellies!!')).toEqual([
      { piece: 'boots', marks: ['hiking'], lacks: true },
      { piece: 'wellies', marks: [], lacks: true },
    ]);
  });

  it.each([
    "I don't have to wear a suit",
    'i have no idea what goes with my jeans',
    "don't have time to iron my shirt",
    'no heels, flats are fine',
    'my boots look great with the skirt',
    'what should i wear to a hike saturday',
    // A fit question, and a clause about something else.
    'how do I know if my dark slim jeans are too tight?',
    'love it but can you do it without heels, my feet are wrecked',
  ])('%s: no piece said not owned', (message) => {
    // 'No heels' is a preference, the parser's avoid list: nothing here says the closet lacks them.
    expect(ruledOutIn(message)).toEqual([]);
  });
});

describe('an item of the closet is ruled out by its kind, not by its noun alone', () => {
  const hiking = [{ piece: 'boots', marks: ['hiking'], lacks: false }];
  it.each([
    ['Brown Waterproof Hiking Boots', true],
    ['Black Leather Ankle Boots', false],
    ['Black Doc Martens', false],
    ['Grey Hiking Boot', true],
  ])('%s → %s', (name, out) => {
    expect(isRuledOut({ name, subcategory: null }, hiking)).toBe(out);
  });
  it('a piece named by its subcategory', () => {
    expect(isRuledOut({ name: 'Hunter Green', subcategory: 'Wellies' }, [{ piece: 'wellies', marks: [], lacks: true }])).toBe(true);
    expect(isRuledOut({ name: 'Navy Wool Blazer', subcategory: 'Blazer' }, [{ piece: 'blazer', marks: [], lacks: true }])).toBe(true);
  });
});

describe('asking what to get', () => {
  it.each([
    ["I don't own a swimsuit at all. What should I look for?", true],
    ["I don't have any sandals. What kind should I get that would work with my dresses?", true],
    ['where can i buy wellies', true],
    ['i dont have hiking boots or wellies!! what do i pack', false],
    ['what should i wear to the pub', false],
  ])('%s → %s', (message, asks) => {
    expect(asksToGet(message)).toBe(asks);
  });
});
