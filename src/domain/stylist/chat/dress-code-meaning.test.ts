import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import type { Wardrobe } from './answer';
import { clarifyingQuestion } from './clarify';
import { etiquetteAnswer, namedCodesIn } from './etiquette';
import { comparedPieces } from './piece-check';

/**
 * Dress codes as invitations write them: each term, in seeded wordings (quoted, hyphenated, with an
 * occasion or a day around it), for each wardrobe, is explained as itself, not only as its level;
 * two terms with a word of comparison are both explained and the step between them said.
 */
const today = '2026-11-23';
const WARDROBES: Wardrobe[] = ['menswear', 'womenswear', 'mixed'];
// The term as written, and a word its own meaning must hold that its level's generic meaning would not.
const TERMS: [string, RegExp][] = [
  ['festive attire', /festive/i],
  ['creative black tie', /creative black tie/i],
  ['black tie optional', /black tie optional/i],
  ['white tie', /white tie/i],
  ['semi-formal', /semi-formal/i],
  ['black tie', /(^|[.,] )black tie means/i],
  ['cocktail attire', /cocktail attire/i],
  ['business casual', /business casual/i],
];
const ASKS = [
  (t: string) => `what does ${t} mean`,
  (t: string) => `What does '${t}' mean on the invite?`,
  (t: string) => `invite says "${t}", what does that mean`,
  (t: string) => `whats ${t} mean for a party on friday`,
  (t: string) => `can you explain ${t}`,
];
const closetFor: Record<Wardrobe, ReturnType<typeof item>[]> = {
  menswear: [
    item({ id: 1, name: 'Navy Suit Jacket', category: 'Outerwear', color: 'Navy', formality: 'formal' }),
    item({ id: 2, name: 'White Dress Shirt', category: 'Tops', color: 'White', formality: 'formal' }),
  ],
  womenswear: [
    item({ id: 1, name: 'Black Cocktail Dress', category: 'Tops', color: 'Black', formality: 'formal' }),
    item({ id: 2, name: 'Grey Tee', category: 'Tops', color: 'Grey' }),
  ],
  mixed: [item({ id: 1, name: 'Black Tailored Trousers', category: 'Bottoms', color: 'Black', formality: 'business' })],
};
const answer = (message: string, wardrobe: Wardrobe) =>
  etiquetteAnswer({ question: parseQuestion(message, { today }), message, closet: closetFor[wardrobe], wardrobe }).text;

describe('a dress code named is explained as itself, for each wardrobe', () => {
  const rnd = mulberry32(38);
  const cases = Array.from({ length: 60 }, () => {
    const [term, own] = TERMS[Math.floor(rnd() * TERMS.length)]!;
    const ask = ASKS[Math.floor(rnd() * ASKS.length)]!;
    const wardrobe = WARDROBES[Math.floor(rnd() * WARDROBES.length)]!;
    return { message: ask(term), own, wardrobe };
  });
  it.each(cases)('$message ($wardrobe)', ({ message, own, wardrobe }) => {
    const text = answer(message, wardrobe);
    expect(text).toMatch(own);
    // Menswear hears no dresses or gowns; womenswear no tuxedos.
    if (wardrobe === 'menswear') expect(text).not.toMatch(/\b(gown|dress(es)?)\b(?! shirt| shoes)/i);
    if (wardrobe === 'womenswear') expect(text).not.toMatch(/tuxedo|tailcoat/i);
  });
  it('the longest term wins and each is read once', () => {
    expect(namedCodesIn(' black tie optional or black tie ').map((c) => c.terms[0])).toEqual(['black tie optional', 'black tie']);
    expect(namedCodesIn(" 'creative black tie' ").map((c) => c.terms[0])).toEqual(['creative black tie']);
  });
  it('a day said is kept', () => {
    expect(answer('what does business casual mean for a guy, new job starts monday', 'menswear')).toMatch(/Monday/);
  });
});

describe('two codes compared: both named, and the step between them', () => {
  const rnd = mulberry32(108);
  const JOIN = ['%a vs %b whats the diff', 'difference between %a and %b?', '%a versus %b', 'how is %a different from %b'];
  const cases = Array.from({ length: 30 }, () => {
    const i = Math.floor(rnd() * TERMS.length);
    let j = Math.floor(rnd() * TERMS.length);
    if (j === i) j = (j + 1) % TERMS.length;
    const wording = JOIN[Math.floor(rnd() * JOIN.length)]!.replace('%a', TERMS[i]![0]).replace('%b', TERMS[j]![0]);
    return { wording, a: TERMS[i]!, b: TERMS[j]!, wardrobe: WARDROBES[Math.floor(rnd() * 3)]! };
  });
  it.each(cases)('$wording ($wardrobe)', ({ wording, a, b, wardrobe }) => {
    const text = answer(wording, wardrobe);
    expect(text).toMatch(a[1]);
    expect(text).toMatch(b[1]);
    expect(text).toMatch(/difference|same level/);
  });
});

describe('a colour rule with no piece named names the dressiest owned piece in that colour', () => {
  it('black to a wedding', () => {
    const closet = [
      item({ id: 1, name: 'Black Cocktail Dress', category: 'Tops', color: 'Black', formality: 'formal' }),
      item({ id: 2, name: 'Black Tee', category: 'Tops', color: 'Black' }),
    ];
    const message = 'can you wear black to a wedding these days or is that still bad';
    const text = etiquetteAnswer({ question: parseQuestion(message, { today }), message, closet, wardrobe: 'womenswear' }).text;
    expect(text).toMatch(/Black Cocktail Dress/);
    expect(text).not.toMatch(/Black Tee/);
  });
});

describe('a bare request for an outfit asks what it is for', () => {
  const WORDINGS = ['what should I wear?', 'what shld i wear', 'What do I wear', 'what to wear'];
  it.each(WORDINGS)('%s', (message) => {
    const q = parseQuestion(message, { today });
    expect(clarifyingQuestion(message, q, { hasHistory: false, eventsThatDay: 0 })).toMatch(/occasion/);
    // Today's calendar event answers it.
    expect(clarifyingQuestion(message, q, { hasHistory: false, eventsThatDay: 1 })).toBeNull();
  });
  it('a day, an occasion or a piece is enough to answer', () => {
    for (const message of ['what should I wear today', 'what should I wear to work', 'what should I wear with my jeans']) {
      expect(clarifyingQuestion(message, parseQuestion(message, { today }), { hasHistory: false, eventsThatDay: 0 })).toBeNull();
    }
  });
});

describe("'the <word> ones' stands for a plural piece of the same kind", () => {
  const rnd = mulberry32(77);
  const COLOURS = ['Black', 'Rust', 'Navy', 'Olive', 'Cream'];
  const cases = Array.from({ length: 12 }, () => {
    const a = COLOURS[Math.floor(rnd() * COLOURS.length)]!;
    const b = COLOURS.filter((c) => c !== a)[Math.floor(rnd() * (COLOURS.length - 1))]!;
    return { a, b, word: rnd() < 0.5 ? 'ones' : 'one' };
  });
  it.each(cases)('$a vs the $b $word', ({ a, b, word }) => {
    const closet = [
      item({ id: 1, name: `${a} Linen Pants`, category: 'Bottoms', color: a }),
      item({ id: 2, name: `${b} Wide-leg Trousers`, category: 'Bottoms', color: b }),
    ];
    const message = `Would the ${a.toLowerCase()} pants work better than the ${b.toLowerCase()} ${word}?`;
    const pair = comparedPieces(message, parseQuestion(message, { today }), closet);
    expect(pair?.candidate.id).toBe(1);
    expect(pair?.other.id).toBe(2);
  });
});
