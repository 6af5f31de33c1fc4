import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/**
 * An event's -ing noun with an object of its own is the doing, not the event (issue 38.1): 'first time meeting the whole
 * family' is no business meeting; 'a meeting with my boss' still is. Generated (seeded) over people and openers.
 */
const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const PEOPLE = ['the whole family', 'her parents', 'my boyfriend’s family', 'his mum', 'the in-laws', 'everyone from her work'];
describe("'meeting' said of people is the doing (generated, seed 3809)", () => {
  const rnd = mulberry32(3809);
  it('no meeting occasion is read from meeting people', () => {
    for (let n = 0; n < 40; n++) {
      const message = `${pick(rnd, ['First time meeting', "I'm meeting", 'nervous about meeting', 'finally meeting'])} ${pick(rnd, PEOPLE)}${pick(rnd, ['', ' on Sunday', ' tomorrow'])}. ${pick(rnd, ['What do I wear?', 'outfit?', 'what should i wear'])}`;
      expect(parseQuestion(message, { today: '2026-11-23' }).occasions, message).not.toContain('meeting');
    }
  });
  it('a meeting one goes to still is', () => {
    for (const message of [
      'what do I wear to the meeting with my boss',
      'I have a meeting the whole afternoon, what should I wear',
      'outfit for a client meeting tomorrow',
    ]) {
      expect(parseQuestion(message, { today: '2026-11-23' }).occasions, message).toContain('meeting');
    }
  });
});
