import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { PEOPLE } from '../reading/people';
import { parseQuestion } from './parse';
import { TEST_TODAY } from './test-ask';

/** Who one goes with is context, never part of the occasion's name, and is read as written (not corrected to an occasion). Seeded. */
const rand = mulberry32(4040);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const EVENTS = ['wedding', 'recital', 'graduation', 'birthday dinner', 'school concert', 'hike', 'christening'];
const FRAMES = [
  (who: string, e: string) => `taking my ${who} to the ${e} on saturday, what do i wear`,
  (who: string, e: string) => `my ${who} ${e} is sat, what should i wear`,
  (who: string, e: string) => `going to a ${e} with my ${who} tomorrow`,
];

describe('people beside an occasion', () => {
  it.each(Array.from({ length: 30 }, () => pick(FRAMES)(pick(PEOPLE), pick(EVENTS))))('%s', (message) => {
    const q = parseQuestion(message, { today: TEST_TODAY });
    const name = q.occasionName?.toLowerCase() ?? '';
    for (const w of name.split(' ')) expect(PEOPLE).not.toContain(w);
    expect(q.occasions.length + (q.activity ? 1 : 0)).toBeGreaterThan(0);
    expect(q.occasions).not.toContain('bris');
  });
});
