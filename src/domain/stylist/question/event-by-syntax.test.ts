import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { eventBySyntax } from './event-by-syntax';
import { parseQuestion } from './parse';

/**
 * An event no table holds is found by where it stands (issue 38): generated words that are in no
 * list ('a year-end zobrai') are named back and kept through a follow-up, while people, times,
 * places, garments and activities in the same frames are never taken for an event.
 */
const rand = mulberry32(3811);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
/** A made-up noun: no vocabulary holds it, so only its place in the sentence can make it the event. */
function madeUpNoun(): string {
  const c = 'bdfgklmnprstvz';
  const v = 'aeiou';
  return Array.from({ length: 3 }, () => pick([...c]) + pick([...v])).join('') + pick(['', 'i', 'n']);
}
const QUALIFIERS = ['', 'year-end ', 'annual ', "the guides' ", 'big '];
const FRAMES = [
  'What should I wear for the {e} on Saturday?',
  "wat do i wear to my cousin's {e} sat",
  'Outfit for a {e} at a friend’s place, Friday from 4?',
  'Watching the {e} at the oval all day Sunday with my brother. What do I wear?',
];
const NOT_EVENTS = [
  'What should I wear for my brother on Saturday?',
  'What should I wear for the weekend?',
  'What do I wear to the office tomorrow?',
  'What should I wear for a woman my age?',
  'Which shoes go best for the walk to work?',
  'Any ideas for a jacket to go with my jeans?',
  'What should I wear to Lisbon?',
];

describe('an event found by where it stands', () => {
  it.each(Array.from({ length: 16 }, () => [pick(FRAMES), pick(QUALIFIERS), madeUpNoun()] as const))('%s with %s%s', (frame, qualifier, noun) => {
    const message = frame.replace('{e}', `${qualifier}${noun}`);
    const q = parseQuestion(message, { today: '2026-11-23', unit: 'F' });
    expect(q.kind).toBe('outfit');
    expect(q.occasionName).toContain(noun);
    // A follow-up that changes only the weather keeps the event.
    const history = [
      { role: 'user' as const, content: message },
      { role: 'assistant' as const, content: `For the ${noun}: your navy chinos and white shirt.` },
    ];
    const after = parseQuestion(pick(['what if it rains?', 'its gonna be colder now', 'and if it gets hot?']), { today: '2026-11-23', unit: 'F', history });
    expect(after.occasionName).toContain(noun);
  });

  it.each(NOT_EVENTS)('%s names no event', (message) => {
    expect(eventBySyntax(message)).toBeNull();
  });
});

describe('an event said first, as a heading', () => {
  const OWNERS = ['', 'grandsons ', "my daughter's ", 'daughters '];
  const TAILS = [
    'at our house sat 5pm, the whole family coming, what shd i wear',
    'in the backyard saturday arvo. wat do i wear',
    'next friday at the hall, what should I wear?',
  ];
  it.each(Array.from({ length: 10 }, () => [pick(OWNERS), madeUpNoun(), pick(['', ' photos', ' do', ' night']), pick(TAILS)] as const))(
    '%s%s%s %s',
    (owner, noun, tail, rest) => {
      const q = parseQuestion(`${owner}${noun}${tail} ${rest}`, { today: '2026-11-23', unit: 'F' });
      expect(q.kind).toBe('outfit');
      expect(q.occasionName).toContain(noun);
    },
  );
  it.each([
    'The southeaster is howling today. What should I wear?',
    'A proper storm is coming tomorrow, what do I wear?',
    'My feet are killing me, what shoes?',
  ])("'%s': a sentence's subject or the weather is no heading", (message) => {
    expect(eventBySyntax(message)).toBeNull();
  });
});
