import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './index';

/**
 * Issue 38 (an activity answered as something else): 'play' with the person as its subject ('my coworkers and I play
 * pickup basketball', 'we play tennis on sundays', 'going to play volleyball') is taking part, so the sport is the
 * activity dressed for; a game gone to watch stays watched.
 * Messages are generated: subjects x sports x days x asks, seeded.
 */

const rand = mulberry32(2207);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const SUBJECTS = [
  'My coworkers and I play',
  'we play',
  'Me and my brother usually play',
  'a few of us are going to play',
  "I'll play",
  'my friends and I play',
];
const SPORTS = ['pickup basketball', 'basketball', 'tennis', 'volleyball', 'badminton', 'pickleball', 'squash', 'dodgeball'];
const DAYS = ['on thursday', 'tomorrow night', 'this saturday', 'after work friday'];
const ASKS = ['what should I wear?', 'what do i wear', 'outfit ideas?', 'what should i put on'];

describe('playing a sport oneself is the activity', () => {
  it('the person as the subject of play', () => {
    for (let k = 0; k < 48; k++) {
      const message = `${pick(SUBJECTS)} ${pick(SPORTS)} ${pick(DAYS)}, ${pick(ASKS)}`;
      expect(parseQuestion(message, { today: '2026-11-23' }).activity, message).toBe('gym');
    }
  });
  it('a game gone to watch is not', () => {
    for (let k = 0; k < 16; k++) {
      const sport = pick(['basketball', 'volleyball', 'baseball', 'hockey']);
      const message = `going to watch the ${sport} game ${pick(DAYS)}, ${pick(ASKS)}`;
      expect(parseQuestion(message, { today: '2026-11-23' }).activity, message).toBeNull();
    }
  });
});
