import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';
import { TEST_TODAY } from './test-ask';

/** Shopping as people say it: a shop with money, a budget said loosely, trail shoes as a piece (seeded). */
const ask = (m: string) => parseQuestion(m, { today: TEST_TODAY });
const rand = mulberry32(7474);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

describe('a shop with money is shopping, never storing', () => {
  const PLACES = ['the thrift store', 'a charity shop', 'the outlet stores', 'goodwill', 'the mall', 'a vintage shop'];
  it.each(
    Array.from(
      { length: 12 },
      () =>
        `I have $${pick([40, 60, 120, 200])} to spend at ${pick(PLACES)} ${pick(['this weekend', 'on saturday', 'tomorrow'])}. What would fill the biggest gap in my closet?`,
    ),
  )('%s', (m) => {
    const q = ask(m);
    expect(q.kind).toBe('shopping');
    expect(q.budget?.amount).toBeGreaterThan(0);
  });
  it('storing a coat is still care', () => {
    expect(ask('best way to store my wool coat over summer?').kind).toBe('care');
  });
});

describe('a budget said loosely', () => {
  it.each([
    ['need a dress for a black tie gala, budget like 150', 150],
    ['budget about 80 for new boots', 80],
    ['shoes for work, budget around 120', 120],
  ] as const)('%s', (m, amount) => {
    expect(ask(m).budget?.amount).toBe(amount);
  });
});

describe('trail and walking shoes are shoes', () => {
  it.each(['need new trail runners for summer hikes, what shld i look 4', 'what hiking shoes should i buy', 'looking for walking shoes for a trip'])(
    '%s',
    (m) => {
      expect(ask(m).pieces).toContain('sneakers');
    },
  );
});
