import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { careAnswer } from './care';
import { mulberry32 } from '../prng';

/**
 * Generated over oily substances × pieces × how the wash is said × asks × openers: an oil or fat mark that has already
 * been through the wash takes the oil method (an absorbent powder, then washing-up liquid worked in, then a warm wash as the
 * label allows), decided by the substance, not the generic enzyme soak for set stains; a fat said as a word of the body
 * ('look fat in this dress', 'fat on my hips') is no stain. A delicate fabric still goes to the dry cleaner.
 */

const today = '2026-11-29';
const rand = mulberry32(38_1467);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const PIECES = [
  { said: 'olive chinos', name: 'Olive Chinos', category: 'Bottoms', subcategory: 'Chinos', material: 'cotton', color: 'olive', delicate: false },
  { said: 'white tee', name: 'White Tee', category: 'Tops', subcategory: 'T-shirt', material: 'cotton', color: 'white', delicate: false },
  { said: 'dark jeans', name: 'Dark Jeans', category: 'Bottoms', subcategory: 'Jeans', material: 'denim', color: 'indigo', delicate: false },
  { said: 'blue work shirt', name: 'Blue Work Shirt', category: 'Tops', subcategory: 'Shirt', material: 'cotton', color: 'blue', delicate: false },
  { said: 'silk blouse', name: 'Pink Silk Blouse', category: 'Tops', subcategory: 'Blouse', material: 'silk', color: 'pink', delicate: true },
] as const;
const closet = PIECES.map((p, i) => item({ id: i + 1, name: p.name, category: p.category, subcategory: p.subcategory, material: p.material, color: p.color }));

const OILS = ['bacon fat', 'goose fat', 'butter', 'cooking oil', 'olive oil', 'salad dressing', 'bike chain grease', 'chip fat'];
const LANDED = [
  (o: string, p: string) => `splashed ${o} on my ${p}`,
  (o: string, p: string) => `got ${o} on my ${p}`,
  (o: string, p: string) => `a blob of ${o} landed on my ${p}`,
];
const WASHED = [
  'already washed it once and the mark is still there',
  'it already went through the wash',
  "washed it twice and there's still a dark patch",
  'it survived the wash',
];
const ASKS = ['anything i can do?', 'how do i get it out now?', 'is it ruined?', 'help'];
const OPENERS = ['', 'so ', 'ugh, ', 'quick one: '];

describe('an oily mark that came through the wash', () => {
  const cases = Array.from({ length: 36 }, () => {
    const piece = pick(PIECES);
    return { piece, message: `${pick(OPENERS)}${pick(LANDED)(pick(OILS), piece.said)} at dinner. ${pick(WASHED)}, ${pick(ASKS)}` };
  });
  it.each(cases)('$message', ({ piece, message }) => {
    const question = parseQuestion(message, { today });
    expect(question.kind).toBe('care');
    expect(question.problem).toBe('stain:grease');
    const a = careAnswer({ question, closet, message });
    expect(a.text).toContain(piece.name);
    if (piece.delicate) expect(a.text).toMatch(/dry cleaner/);
    else {
      expect(a.text).toMatch(/washing-up liquid|dish soap/);
      expect(a.text).toMatch(/baking soda|cornflour|talc/);
      expect(a.text).not.toMatch(/enzyme/);
    }
  });
});

describe('fat said of the body is no stain', () => {
  it.each([
    'does this dress make me look fat',
    'i have some fat on my hips, which jeans are best',
    'i feel fat in my black jeans, what else can i wear',
    'i look fat in this top over my jeans',
  ])('%s', (message) => {
    expect(parseQuestion(message, { today }).problem).not.toBe('stain:grease');
  });
});
