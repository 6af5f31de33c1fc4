import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { careAnswer } from './care';
import { mulberry32 } from '../prng';

/**
 * Generated over pieces × how it went through the wash × how the size is said × asks × openers: a piece that came out of
 * the wash or the dryer smaller ('tumbled it by accident and the sleeves are short now', 'it's tiny after the wash') is a
 * shrink, whatever words say the size: the rescue (a lukewarm soak with hair conditioner or baby shampoo, stretched back
 * and dried flat), said honestly for wool, never refused and never plain washing steps. A size said of the piece before
 * the wash ('my short dress') is no shrink.
 */

const today = '2026-11-29';
const rand = mulberry32(38_1438);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const PIECES = [
  { said: 'navy half-zip', name: 'Navy Half-Zip Sweater', category: 'Tops', subcategory: 'Sweater', material: 'wool', color: 'navy' },
  { said: 'cream cardigan', name: 'Cream Cardigan', category: 'Tops', subcategory: 'Cardigan', material: 'wool', color: 'cream' },
  { said: 'grey hoodie', name: 'Grey Hoodie', category: 'Tops', subcategory: 'Hoodie', material: 'cotton', color: 'grey' },
  { said: 'striped tee', name: 'Striped Tee', category: 'Tops', subcategory: 'T-shirt', material: 'cotton', color: 'white' },
  { said: 'black jeans', name: 'Black Jeans', category: 'Bottoms', subcategory: 'Jeans', material: 'denim', color: 'black' },
] as const;
const closet = PIECES.map((p, i) => item({ id: i + 1, name: p.name, category: p.category, subcategory: p.subcategory, material: p.material, color: p.color }));

const THROUGH = [
  (p: string) => `tumble dried my ${p} by accident`,
  (p: string) => `my partner threw my ${p} in the dryer`,
  (p: string) => `put my ${p} through a hot wash`,
  (p: string) => `my ${p} came out of the washer`,
  (p: string) => `my ${p} went in the laundry with the towels`,
];
const SMALLER = [
  'and now the sleeves are way short',
  "and now it's tiny",
  'and it came out a size smaller',
  'and now its so tight across the chest',
  'and its like three inches shorter',
];
const ASKS = ['any way to fix it?', 'can it be saved', 'is it ruined?', 'what do i do', 'help', 'can i rescue it'];
const OPENERS = ['', 'ugh ', 'ok so ', 'disaster: '];

describe('a piece that came out of the wash or the dryer smaller', () => {
  const cases = Array.from({ length: 36 }, () => {
    const piece = pick(PIECES);
    return { piece, message: `${pick(OPENERS)}${pick(THROUGH)(piece.said)} ${pick(SMALLER)}. ${pick(ASKS)}` };
  });
  it.each(cases)('$message', ({ piece, message }) => {
    const question = parseQuestion(message, { today });
    expect(question.kind).toBe('care');
    expect(question.problem).toBe('shrink');
    const a = careAnswer({ question, closet, message });
    expect(a.text).toContain(piece.name);
    expect(a.text).toMatch(/conditioner|baby shampoo/i);
    expect(a.text).toMatch(/lukewarm/);
    expect(a.text).toMatch(/stretch|ease|reshape/i);
    // 'Can it be saved?' and 'is it ruined?' get one verdict that reads right for both.
    expect(a.text).not.toMatch(/^Often not/);
  });
});

describe('the wash said after the size', () => {
  it.each(['my grey hoodie is tiny after the wash, can i stretch it back', 'the striped tee is way too short since washing, fixable?'])('%s', (message) => {
    expect(parseQuestion(message, { today }).problem).toBe('shrink');
  });
});

describe('a size said of the piece, not what the wash did', () => {
  it.each(['can i put my short dress in the dryer?', 'is it ok to tumble dry a small wool scarf', 'how do i wash my tight black jeans'])('%s', (message) => {
    expect(parseQuestion(message, { today }).problem).not.toBe('shrink');
  });
});
