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

describe("a piece put in another's place, however it is named", () => {
  const knits = [
    item({ id: 11, name: 'Grey Merino Crewneck Jumper', category: 'Tops', color: 'Grey' }),
    item({ id: 12, name: 'Black Turtleneck Sweater', category: 'Tops', color: 'Black' }),
    item({ id: 13, name: 'Mustard Cable-Knit Cardigan', category: 'Tops', color: 'Mustard' }),
    item({ id: 14, name: 'Emerald Velvet Dress', category: 'Dresses & jumpsuits', color: 'Emerald' }),
    item({ id: 15, name: 'Black Shift Dress', category: 'Dresses & jumpsuits', color: 'Black' }),
    item({ id: 16, name: 'Floral Tea Dress', category: 'Dresses & jumpsuits', color: 'Rust' }),
  ];
  // Asked after an outfit was given: a swap changes that outfit.
  const history = [
    { role: 'user' as const, content: 'What do I wear to parent-teacher meetings on Tuesday?' },
    { role: 'assistant' as const, content: '…' },
  ];
  const weigh = (message: string, inConversation: number[] = []) =>
    comparedPieces(readMessage(message).text, parseQuestion(message, { today: '2026-11-23', unit: 'F', history }), knits, inConversation);
  it.each(['swap', 'switch', 'trade', 'replace'])("'%s the jumper for the cardigan' brings the cardigan in, the last answer's jumper out", (verb) => {
    // Two sweaters are owned: 'the jumper' is the one the conversation named.
    const c = weigh(`what if I ${verb} the jumper for the mustard cardigan?`, [11, 16]);
    expect([c?.candidate.id, c?.other.id]).toEqual([13, 11]);
    expect(weigh(`what if I ${verb} the jumper for the mustard cardigan?`)).toBeNull();
    // With no outfit before it, a swap is a question about the pieces, not a change.
    const fresh = `what if I ${verb} the jumper for the mustard cardigan?`;
    expect(comparedPieces(readMessage(fresh).text, parseQuestion(fresh, { today: '2026-11-23', unit: 'F' }), knits, [11])).toBeNull();
  });
  it.each([
    ['velvet', 14],
    ['floral', 16],
    ['emerald', 14],
  ])("'the %s one' is the owned piece of the same kind with that word", (word, id) => {
    const c = weigh(`Would the black shift dress be better than the ${word} one for that?`);
    expect([c?.candidate.id, c?.other.id]).toEqual([15, id]);
  });
  it("'the blue one' when nothing of that kind is blue is no comparison", () => {
    expect(weigh('Would the black shift dress be better than the blue one for that?')).toBeNull();
  });
});
