import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/**
 * Held-out set 45, generated: the word that names a thing decides its sense (issue 38.1). 'A run of meetings' is a series,
 * not a run; ladders climbed on a stage crew are no ladder in tights; 'a suit against the contractor' is a lawsuit; 'a small
 * moth hole' is no garment too small; a task whose product is not clothes ('help me write a polite email') is declined
 * whatever piece the scene names; 'how do I rescue them?' asks for care. Drawn by a seed.
 */
const rand = mulberry32(4_501);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const read = (m: string) => parseQuestion(m, { today: '2026-12-03', unit: 'C' });
const cases = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('a series is no activity', () => {
  const SERIES = ['a run of meetings', 'a run of client calls', 'the run of interviews'];
  it.each(cases(8))('series %i', () => {
    const m = `${pick(['tmrw i hv', 'Tomorrow I have', 'got'])} ${pick(SERIES)} ${pick(['8 til 5', 'back to back', 'all day'])}, ${pick(['wat shd i wear', 'what should I wear?'])}`;
    const q = read(m);
    expect(q.activity, m).toBeNull();
    expect(q.occasions, m).not.toContain('gym');
  });
  it('a run said as one is still a run', () => {
    expect(read('going for a run tomorrow at 6, what should i wear').activity).toBe('running');
  });
});

describe('ladders climbed, suits brought and holes that are small', () => {
  it.each(cases(6))('ladders %i', () => {
    const m = `I'll be ${pick(['up and down ladders', 'on a ladder', 'climbing ladders'])} ${pick(['shifting scenery', 'hanging lights', 'painting'])} for four hours on Sunday. What have I got that works?`;
    expect(read(m).problem, m).not.toBe('repair');
  });
  it('a ladder in tights is still mended', () => {
    expect(read('I just got a ladder in my black tights, can I fix it?').problem).toBe('repair');
  });
  it.each(cases(4))('lawsuit %i', () => {
    const m = `Can I ${pick(['bring', 'file'])} a suit against ${pick(['the contractor', 'my landlord', 'the builder'])} who ${pick(['left the job half-finished', 'kept my deposit'])}?`;
    const q = read(m);
    expect(q.kind, m).toBe('off-topic');
    expect(q.pieces, m).not.toContain('suit');
  });
  it('a small hole is a hole; a jacket too small is a fit', () => {
    const hole = read("My navy merino jumper is pilling all over the elbows and there's a small moth hole near the hem. Can I fix it myself?");
    expect(hole.kind).toBe('care');
    expect(read('my jacket is too small in the shoulders').fitIssue).toBe('tight');
  });
});

describe('what is asked decides', () => {
  it.each(cases(6))('writing %i', () => {
    const m = `${pick(["My son's teacher says he has to wear his uniform jacket for the class photo on Monday", 'The dress code says blazers for the prize giving'])}, but he's home sick. Could you help me write a ${pick(['polite', 'short', 'quick'])} email to her asking if he can do it another day?`;
    expect(read(m).kind, m).toBe('off-topic');
  });
  it.each(cases(4))('rescue %i', () => {
    const m = `Got caught in a downpour ${pick(['yesterday', 'on the way home'])} and my ${pick(['brown suede loafers', 'suede boots'])} are soaked, with white tide marks. How do I ${pick(['rescue', 'salvage', 'restore'])} them?`;
    expect(read(m).kind, m).toBe('care');
  });
  it('saving a piece for boots keeps it; it asks no care', () => {
    expect(read('the charcoal trousers drag on the floor by 2 inches. Should I get them hemmed, or save them for wearing with boots?').kind).toBe('fit');
  });
});
