import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { answerAfter } from './test-ask-outfit';

/**
 * Issue 38.4: 'i dont own a blazer tho, is that ok?', 'is it fine without a tie?' after an outfit asks for a verdict on
 * going without the piece at that occasion's level, then the outfit without it; never 'that still stands'. The verdict
 * says 'one' for the piece (a piece the person lacks is named in no sentence). Conversations are generated.
 */
const closet: ClosetItem[] = [
  item({ id: 1, name: 'White dress shirt', category: 'Tops', color: 'White', formality: 'business' }),
  item({ id: 2, name: 'Light blue oxford shirt', category: 'Tops', color: 'Blue', formality: 'smart casual' }),
  item({ id: 3, name: 'Grey wool trousers', category: 'Bottoms', color: 'Grey', formality: 'business' }),
  item({ id: 4, name: 'Khaki chinos', category: 'Bottoms', color: 'Khaki', formality: 'smart casual' }),
  item({ id: 5, name: 'Brown leather oxfords', category: 'Shoes', color: 'Brown', formality: 'business' }),
  item({ id: 6, name: 'Grey tweed sport coat', category: 'Outerwear', color: 'Grey', formality: 'business' }),
  item({ id: 7, name: 'Charcoal wool overcoat', category: 'Outerwear', color: 'Charcoal', formality: 'business' }),
];

const FIRSTS = [
  ['I have a job interview at a cafe chain thursday, what should I wear?', true],
  ["What should I wear to a friend's retirement party Saturday evening?", true],
  ['what do i wear to a black tie gala saturday', false],
] as const;
const ASKS = [
  (p: string) => `i dont own a ${p} tho, is that ok?`,
  (p: string) => `I don't want to wear a ${p}. Is it fine without one?`,
  (p: string) => `i'd rather skip the ${p}, is that alright?`,
  (p: string) => `can i get away without a ${p}?`,
  (p: string) => `no ${p}, is that okay?`,
];

const answer = (message: string, history: { role: 'user' | 'assistant'; content: string }[]) => answerAfter(message, closet, history, { message });

describe('going without a piece, asked after an outfit, gets a verdict for that level (issue 38.4)', () => {
  const rand = mulberry32(5821);
  for (const piece of ['tie', 'blazer']) {
    for (const ask of ASKS) {
      const [first, fine] = FIRSTS[Math.floor(rand() * FIRSTS.length)]!;
      const message = ask(piece);
      it(`${message} (after '${first}')`, () => {
        const before = answer(first, []);
        const { question, a } = answer(message, [
          { role: 'user', content: first },
          { role: 'assistant', content: `${before.a.text} The burgundy ${piece} would finish it.` },
        ]);
        expect(question.followUp).toBe(true);
        expect(question.kind).toBe('outfit');
        expect(question.avoid).toContain(piece);
        expect(question.occasions).toEqual(before.question.occasions);
        // A black tie evening expects a tie (and a jacket); an interview or a party at a lower level does not.
        const expected = !fine;
        expect(a.text).toMatch(expected ? /^The dress code does expect one/ : /^Yes, that's fine without one: /);
        expect(a.text.split(': ')[0]).not.toContain(piece);
        // Then the outfit, from the closet.
        expect(closet.some((i) => a.text.includes(i.name))).toBe(true);
      });
    }
  }
});
