import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { dressCodeRank } from '../dress-code';
import { parseQuestion } from './parse';

/**
 * A stricter norm the person reports of the hosts or the place ('they're pretty traditional', 'her family is very
 * conservative') dresses a step above the same message without it; said as a negation it changes nothing (seeded).
 */
const OCCASIONS = [
  "meeting my girlfriend's parents for the first time at sunday lunch",
  'dinner with my boyfriend’s grandparents on friday',
  "brunch at my fiance's aunt's place saturday",
  'lunch with her family tomorrow',
  'bbq at his parents this weekend',
  'coffee with my partner’s mom tomorrow',
];
const NORMS = [
  "they're pretty traditional",
  'they are very conservative',
  'her family is quite old fashioned',
  "they're really religious",
  'his parents are super old school',
];
const NEGATED = ["they're not traditional at all", "they aren't conservative", 'nothing old fashioned about them'];
const ASKS = ['what do i wear??', 'What should I wear?', 'outfit ideas?', 'help me pick something'];

describe('a stricter reported norm raises the level a step', () => {
  const rand = mulberry32(1157);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const read = (m: string) => parseQuestion(m, { today: '2026-11-23', unit: 'F' });
  const cases = Array.from({ length: 14 }, () => ({ occasion: pick(OCCASIONS), norm: pick(NORMS), negated: pick(NEGATED), ask: pick(ASKS) }));
  it.each(cases)('$occasion, $norm', ({ occasion, norm, negated, ask }) => {
    const plain = read(`${occasion}. ${ask}`);
    const strict = read(`${occasion}, ${norm}. ${ask}`);
    const relaxed = read(`${occasion}, ${negated}. ${ask}`);
    expect(strict.kind).toBe(plain.kind);
    const base = dressCodeRank(plain.dressCode ?? 'casual');
    const level = dressCodeRank(strict.dressCode ?? 'casual');
    expect(level).toBeGreaterThan(Math.min(base, dressCodeRank('smart casual')));
    expect(level).toBeGreaterThanOrEqual(dressCodeRank('smart casual'));
    expect(level).toBeLessThanOrEqual(Math.max(base, dressCodeRank('business casual')));
    expect(relaxed.dressCode).toBe(plain.dressCode);
  });
});
