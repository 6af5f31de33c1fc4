import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './index';

/**
 * Issue 38.3 (a question not about clothes is declined): a request for a task whose product is not clothes, written,
 * chosen or a winner guessed, is declined even when its object holds an occasion or an activity ('a blurb for a cottage
 * with a hot tub', 'a reading about kindness for the christening', 'who takes the derby'); the same frames asking for
 * something to wear stay outfit questions. Messages are generated: openers x task verbs x objects x occasions x days, seeded.
 */

const rand = mulberry32(3817);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const OPENERS = ['could you ', 'can u ', 'hey can you ', 'would you mind helping me ', 'pls ', '', 'i need you to '];
const VERBS = ['write me', 'draft', 'suggest', 'recommend', 'quickly write', 'pick me', 'find me'];
const OBJECTS = [
  'a catchy blurb',
  'a short anecdote',
  'a good opening line',
  'three trivia questions',
  'a lovely poem',
  'an icebreaker game',
  'a nice spot',
  'a fun theme',
  'a realtor listing',
];
const FOR = [
  'for a cottage with a pool',
  'about patience for the sermon',
  'for the hiking club newsletter',
  'for my cousin’s wedding',
  'for the gym’s opening',
  'for a beach cleanup',
  'for the church picnic',
];
const DAYS = [' on sunday', ' tomorrow', ' this weekend', ''];
const TEAMS = ['the grand final', 'the big game', 'the cup final', 'the final', 'the rugby'];
const GUESSES = ['who do you think wins', 'who do you reckon will win', 'who is going to win', 'which team wins', "who's gonna win"];

describe('a task other than dressing is declined, whatever occasion its object holds', () => {
  it('writing, choosing or recommending a thing that is not clothes', () => {
    for (let k = 0; k < 60; k++) {
      const message = `${pick(OPENERS)}${pick(VERBS)} ${pick(OBJECTS)} ${pick(FOR)}${pick(DAYS)}${rand() < 0.5 ? '?' : ''}`;
      const q = parseQuestion(message, { today: '2026-11-23' });
      expect({ message, kind: q.kind }).toEqual({ message, kind: 'off-topic' });
      expect(q.offTopic, message).not.toBeNull();
    }
  });
  it('a winner asked for is declined', () => {
    for (let k = 0; k < 30; k++) {
      const message = `${pick(GUESSES)} ${pick(TEAMS)}${pick(DAYS)}?`;
      const q = parseQuestion(message, { today: '2026-11-23' });
      expect({ message, kind: q.kind }).toEqual({ message, kind: 'off-topic' });
    }
  });
  it('the same frames asking for something to wear stay clothes questions', () => {
    const ASKS = ['something to wear', 'an outfit', 'a smart look', 'a jacket', 'what to wear', 'shoes'];
    for (let k = 0; k < 40; k++) {
      const occasion = pick(['for the big game', 'for the church picnic', 'for a pool party', 'for my cousin’s wedding', 'for the races']);
      const message = `${pick(OPENERS)}${pick(['suggest', 'recommend', 'pick me', 'find me'])} ${pick(ASKS)} ${occasion}${pick(DAYS)}?`;
      const q = parseQuestion(message, { today: '2026-11-23' });
      expect({ message, off: q.kind === 'off-topic' }).toEqual({ message, off: false });
    }
  });
});
