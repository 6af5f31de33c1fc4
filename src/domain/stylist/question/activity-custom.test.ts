import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './index';

/**
 * Issue 38 (an answer to a different question): 'what do people wear' about an activity alone ('first time at a climbing
 * gym, what do people wear', 'what does everyone wear kayaking') asks what to wear for it, the kit, not a dress code;
 * about an occasion ('what do guests wear to a christening', a wedding at a ski resort) it still asks the custom.
 * Messages are generated: activities x custom frames x days x openers, seeded.
 */

const rand = mulberry32(6121);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const ACTS = [
  ['at a climbing gym', 'climbing'],
  ['bouldering', 'climbing'],
  ['hiking', 'hiking'],
  ['kayaking', 'watersports'],
  ['to a yoga class', 'yoga'],
  ['to a pickleball league', 'gym'],
  ['skiing', 'skiing'],
  ['to spin class', 'gym'],
] as const;
const CUSTOMS = ['what do people wear', 'what do people usually wear', 'what does everyone wear', 'what do most people wear', 'what do ppl tend to wear'];
const DAYS = ['wednesday night', 'tomorrow', 'this weekend', 'on saturday'];
const OPENERS = ['first time ', 'never been before, ', 'trying it out ', ''];

describe('the custom of an activity is its kit', () => {
  it('an activity alone asked as a custom is an outfit for it', () => {
    for (let k = 0; k < 48; k++) {
      const [act, id] = pick(ACTS);
      const message = rand() < 0.5 ? `${pick(OPENERS)}${act} ${pick(DAYS)}, ${pick(CUSTOMS)}?` : `${pick(CUSTOMS)} ${act} ${pick(DAYS)}?`;
      const q = parseQuestion(message, { today: '2026-11-23' });
      expect([q.kind, q.activity], message).toEqual(['outfit', id]);
    }
  });
  it('an occasion asked as a custom stays a custom', () => {
    for (let k = 0; k < 12; k++) {
      const message = `${pick(['what do people wear', 'what do guests usually wear', 'what does everyone wear'])} to a ${pick(['christening', 'wedding at a ski resort', 'funeral', 'bar mitzvah'])} ${pick(DAYS)}?`;
      expect(parseQuestion(message, { today: '2026-11-23' }).kind, message).toBe('etiquette');
    }
  });
});
