import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { readMessage } from '../reading/read';
import { item } from '../test-fixtures';
import { mulberry32 } from '../prng';
import { comparedPieces, comparisonVerdict } from './piece-check';
import { piecesWeighedByName } from './compare-follow-up';

// Closets whose pieces are named with words the garment table may not know (culottes, mock-neck, crewneck, kaftan, jorts).
const closet = [
  item({ id: 1, name: 'Black culottes', category: 'Bottoms', color: 'Black', formality: 'business' }),
  item({ id: 2, name: 'Navy linen shirt dress', category: 'Dresses & jumpsuits', color: 'Navy', formality: 'smart casual' }),
  item({ id: 3, name: 'White linen shirt', category: 'Tops', color: 'White', formality: 'smart casual' }),
  item({ id: 4, name: 'Charcoal merino crewneck', category: 'Tops', color: 'Charcoal', formality: 'smart casual' }),
  item({ id: 5, name: 'Black mock-neck long sleeve', category: 'Tops', color: 'Black', formality: 'smart casual' }),
  item({ id: 6, name: 'Rust corduroy overshirt', category: 'Outerwear', color: 'Rust', formality: 'casual' }),
  item({ id: 7, name: 'Camel wool overcoat', category: 'Outerwear', color: 'Camel', formality: 'business' }),
  item({ id: 8, name: 'Grey wool trousers', category: 'Bottoms', color: 'Grey', formality: 'business' }),
  item({ id: 9, name: 'Tan suede chelsea boots', category: 'Shoes', color: 'Tan', formality: 'smart casual' }),
  item({ id: 10, name: 'Black leather loafers', category: 'Shoes', color: 'Black', formality: 'business' }),
];

// [how the person names the proposal, how they name the one in the outfit, proposal id, outfit piece id]
const pairs: [string, string, number, number][] = [
  ['navy shirt dress', 'culottes', 2, 1],
  ['black mock-neck', 'crewneck', 5, 4],
  ['mock neck', 'merino crewneck', 5, 4],
  ['corduroy overshirt', 'overcoat', 6, 7],
  ['loafers', 'chelsea boots', 10, 9],
  ['grey wool trousers', 'culottes', 8, 1],
];
const proposedFirst = [
  (a: string, b: string) => `Would the ${a} be better than the ${b} for that?`,
  (a: string, b: string) => `would the ${a} work better than the ${b}`,
  (a: string, b: string) => `what about the ${a} instead of the ${b}?`,
  (a: string, b: string) => `hmm the ${a} rather than the ${b}?`,
  (a: string, b: string) => `could i do my ${a} in place of the ${b}`,
];
const swaps = [(a: string, b: string) => `should I swap the ${b} for the ${a}?`, (a: string, b: string) => `can i switch the ${b} with my ${a}`];
const occasions = [
  ['What should I wear to a dinner party on Saturday?', 'dinner party'],
  ['what do i wear for my job interview thursday', 'job interview'],
  ['outfit for a first date at a wine bar?', 'first date'],
  ['What should I wear to church on Sunday?', 'church'],
] as const;

describe('a follow-up weighing two owned pieces named by their own words', () => {
  const rand = mulberry32(3811);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const cases = [
    ...pairs.flatMap(([a, b, first, second]) => proposedFirst.map((f) => ({ text: f(a, b), first, second }))),
    ...pairs.flatMap(([a, b, first, second]) => swaps.map((f) => ({ text: f(a, b), first, second }))),
  ];
  for (const c of cases) {
    const [asked] = pick(occasions);
    it(`${c.text} (after '${asked}')`, () => {
      const history = [
        { role: 'user' as const, content: asked },
        { role: 'assistant' as const, content: `For it: your ${closet.find((i) => i.id === c.second)!.name} with the rest. Anything else?` },
      ];
      const q = parseQuestion(c.text, { today: '2026-11-23', unit: 'F', history });
      // The occasion is the one before: the follow-up changes only the piece.
      expect(q.followUp).toBe(true);
      const weighed = comparedPieces(readMessage(c.text).text, q, closet, [c.second], c.text);
      expect([weighed?.candidate.id, weighed?.other.id]).toEqual([c.first, c.second]);
      // The verdict names both pieces, whichever wins.
      for (const ids of [[c.first], [c.second]]) {
        const verdict = comparisonVerdict(weighed!, ids, 'the occasion');
        expect(verdict).toContain(closet.find((i) => i.id === c.first)!.name);
        expect(verdict).toContain(closet.find((i) => i.id === c.second)!.name);
      }
    });
  }
  it("'X or Y?' proposes the piece the last answer did not wear", () => {
    for (const [a, b, first, second] of pairs) {
      expect(piecesWeighedByName(`the ${a} or the ${b}?`, closet, [second])).toMatchObject({ candidate: { id: first }, other: { id: second } });
      expect(piecesWeighedByName(`the ${b} or the ${a}?`, closet, [second])).toMatchObject({ candidate: { id: first }, other: { id: second } });
    }
  });
  it('a piece lost on level says why', () => {
    expect(comparisonVerdict({ candidate: closet[1]!, other: closet[0]! }, [1], 'the interview')).toMatch(/more casual than your Black culottes/);
  });
  it('one piece, or words naming no owned piece, weigh nothing', () => {
    expect(piecesWeighedByName('would the crewneck be better than nothing?', closet)).toBeNull();
    expect(piecesWeighedByName('is that better than last time?', closet)).toBeNull();
    expect(piecesWeighedByName('the black one or the other one?', closet)).toBeNull();
  });
});
