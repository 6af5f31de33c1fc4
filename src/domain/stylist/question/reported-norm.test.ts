import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { dressCodeRank } from '../dress-code';
import { parseQuestion } from './parse';

/** A norm the person reports for the place ('they're really casual', 'everyone wears jeans') never dresses an interview below smart casual (seeded wordings). */
const INTERVIEWS = ['Second-round interview next Wednesday', 'job interview tomorrow at 10', 'I have an interview on Friday', 'final round interview thursday'];
const PLACES = ['with a small biotech startup', 'at a design studio', 'at a surf shop', 'with a tech company downtown', 'at a brewery'];
const NORMS = [
  "The recruiter said they're really casual and everyone wears jeans.",
  'They told me the dress code is casual.',
  "HR said it's super casual there.",
  'Everyone there is casual, jeans and tees.',
];

describe('reported norms at an interview', () => {
  const rand = mulberry32(5612);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  it.each(Array.from({ length: 12 }, () => `${pick(INTERVIEWS)} ${pick(PLACES)}. ${pick(NORMS)} What should I wear?`))('%s', (message) => {
    const q = parseQuestion(message, { today: '2026-11-23', unit: 'F' });
    expect(q.occasions[0]).toBe('job interview');
    expect(dressCodeRank(q.dressCode ?? 'smart casual')).toBeGreaterThanOrEqual(dressCodeRank('smart casual'));
    // Said back only when it is the level dressed to.
    expect(q.dressCodeSaid === null || q.dressCodeSaid === q.dressCode).toBe(true);
  });
});
