import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { readMessage } from '../reading/read';
import { clarifyingQuestion } from './clarify';
import { pieceVerdict, piecesAskedAbout } from './piece-check';

const today = '2026-11-23';
const q = (message: string) => parseQuestion(message, { today });
/** What the doors pass the builders: the reader's text. */
const read = (message: string) => readMessage(message).text;
const closet = [
  item({ id: 1, name: 'White Canvas Sneakers', category: 'Shoes', color: 'White' }),
  item({ id: 2, name: 'Charcoal Suit (jacket and trousers)', category: 'Suits & tailoring', color: 'Charcoal', formality: 'formal' }),
  item({ id: 3, name: 'Tall Brown Leather Boots', category: 'Shoes', color: 'Brown' }),
  item({ id: 4, name: 'Navy Sheath Dress', category: 'Dresses & jumpsuits', color: 'Navy', formality: 'business' }),
];

describe('asking when the reading is too weak (issue 38.3)', () => {
  // Seeded variants: an occasion that is not named, on a day, in several framings.
  const random = mulberry32(383);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const vague = ['a thing', 'an event', 'the event', 'a do', 'something on', 'a function'];
  const days = ['friday', 'saturday', 'tomorrow', 'tonight', 'on sunday'];
  const frames = ['got {o} {d}, what should i wear', 'what do i wear to {o} {d}?', 'I have {o} {d}. What should I wear?', 'need an outfit for {o} {d}'];
  it.each(Array.from({ length: 12 }, () => pick(frames).replace('{o}', pick(vague)).replace('{d}', pick(days))))('%s → one short question', (message) => {
    const asked = clarifyingQuestion(read(message), q(message), { hasHistory: false, eventsThatDay: 0 });
    expect(asked).toMatch(/^What's the occasion/);
    expect(asked!.split('?').length - 1).toBe(1);
  });
  it('an occasion named, an event in the calendar, or a conversation before it: no question, an answer', () => {
    expect(
      clarifyingQuestion(read('got a wedding friday, what should i wear'), q('got a wedding friday, what should i wear'), {
        hasHistory: false,
        eventsThatDay: 0,
      }),
    ).toBeNull();
    expect(clarifyingQuestion(read('I need an outfit for the event'), q('I need an outfit for the event'), { hasHistory: false, eventsThatDay: 1 })).toBeNull();
    expect(clarifyingQuestion(read('What goes with it?'), q('What goes with it?'), { hasHistory: true, eventsThatDay: 0 })).toBeNull();
  });
  it("'what goes with it?' with nothing before it asks which piece", () => {
    expect(clarifyingQuestion(read('What goes with it?'), q('What goes with it?'), { hasHistory: false, eventsThatDay: 0 })).toMatch(
      /^Which piece do you mean\?/,
    );
    expect(clarifyingQuestion(read('what goes with my navy blazer'), q('what goes with my navy blazer'), { hasHistory: false, eventsThatDay: 0 })).toBeNull();
  });
});

describe('a reference back with nothing before it asks which piece and what for (issue 38.3)', () => {
  const random = mulberry32(3831);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const colours = ['blue', 'black', 'green', 'red', 'cream', 'striped'];
  const frames = [
    'What about the {c} one?',
    'the {c} one or the other one?',
    'Is it too much?',
    'is this too casual',
    'The dress or the other one?',
    'What should I do about the shoes?',
    'what about the {c} ones',
  ];
  const messages = Array.from({ length: 16 }, () => pick(frames).replace('{c}', pick(colours)));
  it.each(messages)('%s → one short question', (message) => {
    const asked = clarifyingQuestion(read(message), q(message), { hasHistory: false, eventsThatDay: 0 });
    expect(asked).toMatch(/^Which piece do you mean, and for what\?/);
  });
  it.each(messages)('%s, after a conversation, is a follow-up: no question', (message) => {
    expect(clarifyingQuestion(read(message), q(message), { hasHistory: true, eventsThatDay: 0 })).toBeNull();
  });
  it("the person's own piece named is which piece: 'my blazer pulls across the back, is it too small?'", () => {
    for (const piece of ['blazer', 'coat', 'jeans', 'dress']) {
      const message = `my ${piece} pulls tight whenever i reach forward. is it too small or can a tailor fix that`;
      expect(clarifyingQuestion(read(message), q(message), { hasHistory: false, eventsThatDay: 0 })).toBeNull();
    }
  });
  it('a reference with its occasion, day or weather said is answered, not asked back', () => {
    for (const message of ['What about the blue one for the wedding?', 'is it too much for a funeral', 'what about the black one if it rains tomorrow']) {
      expect(clarifyingQuestion(read(message), q(message), { hasHistory: false, eventsThatDay: 0 })).toBeNull();
    }
  });
});

describe('the pieces asked about are the answer', () => {
  it('finds the owned pieces a yes-or-no question names, however it is written', () => {
    for (const message of [
      'can i wear my white sneakers w my suit to a wedding',
      'Would my white sneakers work with the suit for a wedding?',
      'is my suit ok with white sneakers',
    ]) {
      expect(
        piecesAskedAbout(read(message), q(message), closet)
          .map((i) => i.id)
          .sort(),
      ).toEqual([1, 2]);
    }
    expect(piecesAskedAbout(read('what should i wear to a wedding'), q('what should i wear to a wedding'), closet)).toEqual([]);
  });
  it('says which pieces made the outfit and which gave way, with the verb each name takes', () => {
    expect(pieceVerdict([closet[0]!, closet[1]!], [1, 2], 'the wedding')).toBe(
      'Yes: your White Canvas Sneakers and Charcoal Suit (jacket and trousers) work for the wedding.',
    );
    expect(pieceVerdict([closet[0]!, closet[1]!], [2], 'the wedding')).toBe(
      "Your White Canvas Sneakers aren't right for the wedding, but your Charcoal Suit (jacket and trousers) works.",
    );
    expect(pieceVerdict([closet[3]!], [], 'church')).toBe("Your Navy Sheath Dress isn't right for church.");
  });
});
