import { describe, expect, it } from 'vitest';
import { articleForPercent } from './closet-progress';

describe('articleForPercent', () => {
  it('says an before numbers read with a vowel sound', () => {
    for (const n of [8, 11, 18, 80, 86, 89]) expect(articleForPercent(n), String(n)).toBe('an');
  });
  it('says a before the rest', () => {
    for (const n of [0, 1, 7, 10, 12, 19, 28, 50, 70, 90, 100]) expect(articleForPercent(n), String(n)).toBe('a');
  });
});
