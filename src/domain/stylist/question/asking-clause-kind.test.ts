import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';
import { TEST_TODAY } from './test-ask';

/**
 * Issue 38.1/38.3, the kind of question by the clause that asks. Generated (seeded): a declined subject's word in a side
 * clause or a figure of speech never declines a clothes question; making food is declined however it is said; asking the
 * stylist to choose ('what would you put me in?') asks for an outfit.
 */
const ask = (message: string) => parseQuestion(message, { today: TEST_TODAY });
const rand = mulberry32(5153);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const times = <T>(n: number, f: () => T) => Array.from({ length: n }, f);

const COLOURS = ['lilac', 'navy', 'olive', 'mustard', 'burgundy', 'emerald', 'rust', 'teal', 'camel', 'blush'];
const PIECES = ['blazer', 'cardigan', 'jeans', 'midi skirt', 'trench coat', 'sweater', 'chinos', 'blouse'];

describe('a declined word in a side clause or a comparison never declines the clothes question asked', () => {
  const ASKS = [
    'Does {a} go with {b}?',
    'Can I wear {a} with {b}?',
    'Is {a} ok with my {p}?',
    'Does my {a} {p} go with {b}?',
    'Would {a} and {b} work together?',
  ];
  const ASIDES = [
    "I don't want to end up looking like a bruise.",
    "I don't want to look like I have the flu.",
    'worried it looks like a rash',
    "I'm sick of my clothes lately.",
    "don't want to look like a walking headache",
    "I'm so sick and tired of wearing black.",
  ];
  it.each(times(30, () => [pick(ASKS), pick(ASIDES), pick(COLOURS), pick(COLOURS), pick(PIECES)] as const))('%s / %s', (frame, aside, a, b0, p) => {
    const b = b0 === a ? 'white' : b0;
    const message = `${frame.replace('{a}', a).replace('{b}', b).replace('{p}', p)} ${aside}`;
    const q = ask(message);
    expect(q.kind, message).not.toBe('off-topic');
    expect(q.offTopic, message).toBeNull();
  });
  it('the comparison inside the asking clause is no subject either', () => {
    for (let n = 0; n < 12; n++) {
      const a = pick(COLOURS);
      const message = `Does ${a} go with ${a === 'navy' ? 'grey' : 'navy'}, or will I look like a ${pick(['bruise', 'rash', 'migraine', 'sunburn'])}?`;
      expect(ask(message).kind, message).not.toBe('off-topic');
    }
  });
  it('a health question with no clothes in the clause that asks is still declined', () => {
    for (const part of ['knee', 'ankle', 'back', 'wrist']) {
      const message = `my ${part} has been hurting after every run for 2 weeks, should i keep training through it?`;
      expect(ask(message).kind, message).toBe('off-topic');
    }
  });
});

describe('making food is declined, however it is said', () => {
  const MEALS = ['dinner', 'lunch', 'breakfast', 'meal', 'snack'];
  const FRAMES = [
    "What's a decent {m} I can throw together in 20 minutes after a {when}?",
    'any ideas for a {m} i can whip up after a {when}',
    'what should i make for {meal} after a {when}',
    'can you suggest a quick {m} to rustle up after a {when}?',
    'need a {m} i could knock together fast, long {when}',
  ];
  it.each(times(20, () => [pick(FRAMES), pick(MEALS), pick(['night shift', 'long day', 'workout', 'double shift'])] as const))('%s (%s)', (frame, m, when) => {
    const message = frame
      .replace('{m}', m)
      .replace('{meal}', m === 'meal' || m === 'snack' ? 'dinner' : m)
      .replace('{when}', when);
    const q = ask(message);
    expect(q.kind, message).toBe('off-topic');
    expect(q.offTopic, message).toBe('cooking');
  });
  it('an outfit for a meal stays an outfit', () => {
    for (const meal of ['dinner', 'lunch', 'brunch']) {
      expect(ask(`what should i wear to a ${meal} with friends`).kind).toBe('outfit');
    }
  });
});

describe('asking the stylist to choose asks for an outfit', () => {
  const FRAMES = [
    'What would you put me in?',
    'what would you put me in for it',
    'Dress me for it please',
    'style me for this one?',
    'How would you dress me?',
  ];
  const SCENES = [
    "My nephew's christening is on Sunday morning and I'll be standing a lot. I want to look smart but comfortable.",
    'Dinner with my in-laws on Friday, somewhere nice.',
    'A garden party next Saturday afternoon, probably warm.',
    'Work drinks after the office tomorrow.',
    'I have a gallery opening on Thursday evening.',
  ];
  it.each(times(20, () => [pick(SCENES), pick(FRAMES)] as const))('%s %s', (scene, frame) => {
    const message = `${scene} ${frame}`;
    expect(ask(message).kind, message).toBe('outfit');
  });
});
