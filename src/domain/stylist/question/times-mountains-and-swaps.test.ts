import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/**
 * Held-out set 48, generated: a meal after 'by' is a time of day ('31 degrees by lunch'), not the occasion; the air
 * conditioning is a room's, not leather conditioned; a mountain climbed on foot is a hike, a wall climbed is climbing; the
 * colours a question asks are those of the clause that asks, not the whole closet listed before it; a piece asked to be
 * swapped out for nothing named is out of the next answer, while one swapped for a named piece is weighed against it.
 */
const rand = mulberry32(4_802);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const read = (m: string) => parseQuestion(m, { today: '2026-12-03', unit: 'C' });
const cases = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('times and rooms', () => {
  it.each(cases(6))('a meal after "by" is a time %i', () => {
    const m = `It's unusually hot this week, ${pick([29, 31, 33])} degrees by ${pick(['lunch', 'noon', 'dinner'])}, and the air conditioning at ${pick(['the pharmacy', 'work', 'the clinic'])} is broken. ${pick(['Help.', 'What do I wear?'])}`;
    const q = read(m);
    expect(q.occasions, m).not.toContain('brunch');
    expect(q.occasions, m).not.toContain('dinner');
    expect(q.problems, m).not.toContain('wash');
    expect(q.kind, m).toBe('outfit');
  });
  it('leather still gets conditioned', () => {
    expect(read('how do I condition my leather boots?').problems).toContain('wash');
  });
});

describe('what is climbed', () => {
  it.each(cases(8))('a mountain on foot is a hike %i', () => {
    const m = `${pick(['climbin', 'climbing'])} ${pick(['geumjeongsan', 'mount cargill', 'the hill behind town', 'Mt Taranaki'])} ${pick(['sun', 'on Saturday'])} w a friend, like 4 hrs up n back. wat do i wear`;
    expect(read(m).activity, m).toBe('hiking');
  });
  it.each(cases(4))('a wall is climbing %i', () => {
    const m = `${pick(['climbing at the gym tonight', 'going climbing at the crag saturday', 'indoor climbing with friends'])}, what do i wear`;
    expect(read(m).activity, m).toBe('climbing');
  });
});

describe('the colours asked and the piece swapped out', () => {
  it.each(cases(6))('colours of the asking clause %i', () => {
    const [a, b] = pick([
      ['navy', 'charcoal'],
      ['olive', 'burgundy'],
      ['camel', 'grey'],
    ] as const);
    const m = `Everything I own is black, white, ${pick(['tan', 'cream'])} and beige. Does ${a} go with ${b}, or should I keep them apart?`;
    expect(read(m).colours, m).toEqual([a, b === 'grey' ? 'gray' : b]);
  });
  it.each(cases(6))('swapped for nothing named %i', () => {
    const m = `Can I ${pick(['swap', 'switch'])} the cargo pants for something that looks less like ${pick(["I'm about to fix a boiler", 'workwear'])}? Going for drinks after.`;
    expect(read(m).avoid, m).toContain('trousers');
  });
  it('swapped for a piece named: neither is ruled out here', () => {
    expect(read('What if I swap the jumper for the mustard cardigan?').avoid).toEqual([]);
  });
});

describe('what is over what was forecast, and fuzz', () => {
  it.each(cases(6))('a forecast that keeps saying one thing is not the weather %i', () => {
    const m = `The ${pick(['forecast', 'app', 'news'])} ${pick(['keeps saying', 'kept saying', 'showed', 'predicted'])} mild, but it's ${pick(['snowing', 'sleeting', 'freezing'])} right now. What should I wear?`;
    expect(read(m).weather, m).not.toContain('mild');
  });
  it.each(cases(4))('a piece gone fuzzy is pilling %i', () => {
    const m = `my ${pick(['black hoodie', 'grey jumper', 'navy sweater'])} ${pick(['went', 'has gone', 'is'])} ${pick(['kinda ', ''])}fuzzy after ${pick(['a year', 'a few washes'])}. how fix`;
    expect(read(m).problems, m).toContain('pilling');
  });
});
