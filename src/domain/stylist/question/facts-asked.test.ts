import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/**
 * Issue 38.3, drawn by a seed: a fact of the world asked ('do you know if they're closing the bridge this weekend?') is not
 * a stylist's to answer and is declined, whatever occasion or day rides along; asked of the weather, or of clothes, it is.
 */
const rand = mulberry32(7117);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const ask = (m: string) => parseQuestion(m, { today: '2026-11-23', unit: 'C' });

describe('a fact asked', () => {
  it('is declined when it is of the world, answered when it is of the weather or of clothes', () => {
    for (let k = 0; k < 40; k++) {
      const open = pick(['Do you know if', 'do u know if', 'Any idea whether', 'do you know when', 'Have you heard if']);
      const fact = pick(["they're closing the bridge", 'the trains are running', 'the market is open', 'the roads are clear', 'the ferry is on']);
      const day = pick(['this weekend', 'on Saturday', 'tomorrow', '']);
      const tail = pick(['', ' I need to plan my route.', ' We have a wedding to get to.']);
      const m = `${open} ${fact} ${day}?${tail}`;
      expect(ask(m).kind, m).toBe('off-topic');
      const weather = `${open} it's going to ${pick(['rain', 'snow', 'be windy'])} ${day}?`;
      expect(ask(weather).kind, weather).not.toBe('off-topic');
      const clothes = `${open} ${pick(['jeans are ok', 'a blazer is too much', 'I can wear sneakers'])} for the wedding ${day}?`;
      expect(ask(clothes).kind, clothes).not.toBe('off-topic');
    }
  });
});
