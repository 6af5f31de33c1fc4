import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/**
 * Issue 38.3: a question that is not about clothes is declined, and health (diet, sleep, worry) goes to someone
 * qualified; 'a day to lose weight' is not a trip to a place called Lose. Generated (seeded): health asks in several
 * frames, plain or texting; time spans followed by a purpose verb or by a place.
 */
const TODAY = '2026-11-23';
const HEALTH = [
  'how many calories should i eat a day to {goal}',
  'whats the best diet to {goal}',
  'i feel really {mood} lately and {sleep}, what should i do',
  'any tips to {goal} before summer?',
  'ive been so {mood} and i {sleep}',
];
const GOALS = ['lose weight', 'lose some weight'];
const MOODS = ['anxious', 'stressed', 'depressed'];
const SLEEPS = ["can't sleep", 'cant sleep', 'cannot sleep'];
const PURPOSES = ['relax', 'unwind', 'recharge', 'celebrate', 'explore', 'study', 'rest', 'lose weight'];
const PLACES = ['lisbon', 'denver', 'asheville', 'tulum', 'kyoto', 'austin', 'uzbekistan', 'portland'];
const SPANS = ['a day', 'three days', 'a weekend', 'a week', 'ten days'];
const pick = <T>(r: () => number, xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;

describe('health is declined to someone qualified; a purpose verb is no place (generated, seed 3839)', () => {
  const rnd = mulberry32(3839);
  it('health asks are off-topic medical questions', () => {
    for (let n = 0; n < 40; n++) {
      const message = pick(rnd, HEALTH).replace('{goal}', pick(rnd, GOALS)).replace('{mood}', pick(rnd, MOODS)).replace('{sleep}', pick(rnd, SLEEPS));
      const q = parseQuestion(message, { today: TODAY });
      expect(q.kind, message).toBe('off-topic');
      expect(q.offTopic, message).toBe('medical questions');
    }
  });
  it('a garment named with weight lost stays a clothes question', () => {
    for (const piece of ['trousers', 'jeans', 'blazer', 'dress']) {
      const q = parseQuestion(`i lost some weight and my ${piece} are too loose now, tailor or replace?`, { today: TODAY });
      expect(q.kind, piece).not.toBe('off-topic');
    }
  });
  it('after "to", a verb is what the time is for; a name is where', () => {
    for (let n = 0; n < 40; n++) {
      const span = pick(rnd, SPANS);
      const purpose = pick(rnd, PURPOSES);
      const place = pick(rnd, PLACES);
      const forPurpose = parseQuestion(`packing for ${span} away to ${purpose}, what should i bring`, { today: TODAY });
      expect(forPurpose.trip?.place ?? null, purpose).toBeNull();
      const toPlace = parseQuestion(`packing for ${span} in ${place}, what should i bring`, { today: TODAY });
      expect(toPlace.trip?.place?.toLowerCase(), place).toBe(place);
    }
  });
});
