import { describe, expect, it } from 'vitest';
import { isClothingQuestion } from './clothing-question';
import { parseQuestion } from './parse';
import { fitIn } from './trip-and-fit';

const today = '2026-11-23';
const ask = (message: string) => parseQuestion(message, { today });

describe('packing: the kind and the trip length, however it is written', () => {
  it.each<[string, number | null]>([
    ['What should I pack for 5 days in Lisbon?', 5],
    ['packing for a week in tokyo its going to be cold', 7],
    ['pakcing list for a wedding weekend', 3],
    ['what do i bring for a ten-day trip to iceland', 10],
    ['Suitcase for two nights in Chicago', 3],
    ['carry on only for a business trip of 4 days', 4],
    ['what to pack for a fortnight in greece', 14],
    ['packing for a long weekend', 4],
    ['what should i pack for my trip', null],
  ])('%s → packing, %s days', (message, days) => {
    const q = ask(message);
    expect(q.kind).toBe('packing');
    expect(q.tripDays).toBe(days);
  });

  it('keeps the destination weather the person states', () => {
    const q = ask('Suitcase for two nights in Chicago, 30°F and snow');
    expect(q.weather).toContain('snow');
    expect(q.tempC).toBeCloseTo(-1.1, 1);
  });

  it('a business trip is dressed for work', () => {
    expect(ask('packing for a 3 day business trip').occasions).toContain('work');
  });

  it('storing clothes away is care, not packing', () => {
    expect(ask('how should I store my sweaters over the summer').kind).toBe('care');
  });
});

describe('fit: the part of the garment and the problem', () => {
  it.each<[string, string, string]>([
    ['my blazer is too big in the shoulders', 'shoulders', 'loose'],
    ['My suit jacket sholders are too wide', 'shoulders', 'loose'],
    ['sleeves on my suit jacket are too long', 'sleeves', 'long'],
    ['sleves too short on my coat', 'sleeves', 'short'],
    ['jeans too long what do i do', 'length', 'long'],
    ['my trousers puddle at the ankles', 'length', 'long'],
    ['the waist of my trousers gaps at the back', 'waist', 'loose'],
    ['waistband on my chinos is too tight', 'waist', 'tight'],
    ['shirt buttons pull across the chest', 'chest', 'tight'],
    ['Can a tailor fix a dress that is too tight at the hips?', 'seat', 'tight'],
    ['my shirt collar is too tight', 'collar', 'tight'],
  ])('%s → fit, %s %s', (message, area, issue) => {
    const q = ask(message);
    expect(q.kind).toBe('fit');
    expect(q.fitArea).toBe(area);
    expect(q.fitIssue).toBe(issue);
  });

  it('shoes that pinch stay a care question (broken in, not altered)', () => {
    expect(ask('my new loafers are too tight and pinch').kind).not.toBe('fit');
  });

  it('a follow-up keeps the part named before', () => {
    const history = [
      { role: 'user' as const, content: 'my blazer is too big in the shoulders' },
      { role: 'assistant' as const, content: 'Shoulders are hard to fix.' },
    ];
    expect(parseQuestion('and what about the sleeves?', { today, history }).fitArea).toBe('sleeves');
  });
});

describe('a clothing question inside a scripted flow', () => {
  it.each([
    ['What goes with my navy blazer?', true],
    ['how do i get red wine out of a silk shirt', true],
    ['what should I pack for 5 days in Lisbon', true],
    ['Mostly jeans and tees, relaxed', false],
    ['I love navy and olive, avoid orange', false],
    ['Office three days a week with meetings, dinners on weekends', false],
    ['$200?', false],
    ['what is the capital of France?', false],
  ])('%s → %s', (message, expected) => {
    expect(isClothingQuestion(message, today)).toBe(expected);
  });
});

describe('a cuff on trousers is the hem', () => {
  it("'jeans too long, cuff or hem?' is the length, 'cuffs cover my hands' the sleeves", () => {
    expect(fitIn(' dark jeans are too long & bunch at the ankle. cuff or hem? ').area).toBe('length');
    expect(fitIn(' the cuffs cover my hands on this shirt ').area).toBe('sleeves');
  });
});
