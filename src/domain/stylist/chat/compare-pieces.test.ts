import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { readMessage } from '../reading/read';
import { item } from '../test-fixtures';
import { comparedPieces, comparisonVerdict } from './piece-check';

const closet = [
  item({ id: 1, name: 'Cream Cable-Knit Sweater', category: 'Tops', color: 'Cream' }),
  item({ id: 2, name: 'Brown Tweed Sport Coat', category: 'Outerwear', subcategory: 'Sport coat', color: 'Brown' }),
  item({ id: 3, name: 'Black Trench Coat', category: 'Outerwear', subcategory: 'Trench coat', color: 'Black' }),
  item({ id: 4, name: 'Beige Trench Coat', category: 'Outerwear', subcategory: 'Trench coat', color: 'Beige' }),
];
const compare = (message: string) => comparedPieces(readMessage(message).text, parseQuestion(message, { today: '2026-11-23', unit: 'F' }), closet);

// Generated: the frames people weigh two owned pieces with; the first named is the one proposed.
describe('two owned pieces weighed', () => {
  const frames = [
    (a: string, b: string) => `Would the ${a} work better than the ${b} for that?`,
    (a: string, b: string) => `is the ${a} nicer than the ${b} for dinner`,
    (a: string, b: string) => `should i wear my ${a} rather than my ${b}`,
    (a: string, b: string) => `what about the ${a} instead of the ${b}?`,
  ];
  const pairs: [string, string, number, number][] = [
    ['cream cable-knit sweater', 'tweed sport coat', 1, 2],
    ['black trench', 'beige trench', 3, 4],
    ['beige trench coat', 'cream sweater', 4, 1],
  ];
  for (const frame of frames)
    for (const [a, b, first, second] of pairs)
      it(frame(a, b), () => {
        const c = compare(frame(a, b));
        expect([c?.candidate.id, c?.other.id]).toEqual([first, second]);
      });
  it('one piece, or two without weighing, is no comparison', () => {
    expect(compare('does the cream sweater go with the tweed sport coat?')).toBeNull();
    expect(compare('is the black trench better than nothing?')).toBeNull();
  });
  it('the verdict says which, by whether the outfit kept the proposal', () => {
    const c = { candidate: closet[0]!, other: closet[1]! };
    expect(comparisonVerdict(c, [1, 3], 'dinner')).toMatch(/^Yes: your Cream Cable-Knit Sweater works for dinner, in place of your Brown Tweed Sport Coat\./);
    expect(comparisonVerdict(c, [2, 3], 'dinner')).toMatch(/^No: keep your Brown Tweed Sport Coat/);
  });
});
