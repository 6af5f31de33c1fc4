import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/**
 * 'Is the slip dress really going to work when it's -20 out?': a piece said before 'going to work' is what works, not
 * the office; 'I'm going to work in my boots' still goes to the office. Generated from pieces × frames.
 */
const PIECES = ['slip dress', 'linen blazer', 'suede loafers', 'wool coat', 'white jeans', 'silk blouse'];
const WORKS = ['Is the {p} really going to work when its freezing out?', 'is my {p} going to work for it', 'are the {p} going to work in the rain'];
const OFFICE = ["I'm going to work in my {p} tomorrow, what else", 'going to work tmrw, can i wear the {p}'];

describe("'going to work' said of a piece is the verb", () => {
  const rand = mulberry32(3862);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let k = 0; k < 12; k++) {
    const piece = pick(PIECES);
    const works = pick(WORKS).replace('{p}', piece);
    const office = pick(OFFICE).replace('{p}', piece);
    it(`${works} | ${office}`, () => {
      expect(parseQuestion(works, { today: '2026-11-23' }).occasions).not.toContain('work');
      expect(parseQuestion(office, { today: '2026-11-23' }).occasions).toContain('work');
    });
  }
});
