import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '.';

/**
 * From held-out set 38, generated: a problem word that describes is no care question (how colours look together, a piece
 * named by its state while wearing it is asked), while a fix asked still is; an interview's job words name the job applied
 * for, not a day at work; a plan said again as what it now is ('it's a blackout game'), asked what changes, is the plan
 * before with its day.
 */
const rand = mulberry32(3808);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const TODAY = '2026-12-01';
const read = (message: string, history: { role: 'user' | 'assistant'; content: string }[] = []) => parseQuestion(message, { today: TODAY, history });

const COLOURS = ['grey', 'brown', 'navy', 'olive', 'rust', 'camel', 'burgundy', 'mustard'];
const PIECES = ['cords', 'jeans', 'coat', 'sweater', 'boots', 'scarf', 'trousers'];
const LOOKS = ['does it look all muddy', 'will it look washed out', 'or does that look a bit muddy', 'does it look kinda drab', 'would it look too muddy'];

describe('a problem word that describes', () => {
  it('how colours look together asks the colours, never their care (generated)', () => {
    for (let n = 0; n < 30; n++) {
      const a = pick(COLOURS);
      const b = pick(COLOURS.filter((c) => c !== a));
      const message = `${a} n ${b} together ok? thinking the ${a} ${pick(PIECES)} w my ${b} ${pick(PIECES)} ${pick(LOOKS)}`;
      const q = read(message);
      expect(q.kind, message).not.toBe('care');
      expect(
        q.problems.filter((p) => p.startsWith('stain')),
        message,
      ).toEqual([]);
    }
  });
  it('a piece named by its state, with wearing asked, is the piece; a fix asked is care', () => {
    const states = ['scuffed', 'stained', 'faded', 'wrinkled'];
    for (let n = 0; n < 20; n++) {
      const state = pick(states);
      const wear = `can i wear my white sneakers to the wedding sat or do i have to wear the ${state} dress shoes`;
      expect(read(wear).kind, wear).not.toBe('care');
      expect(read(wear).occasions, wear).toContain('wedding');
      const fix = `how do i fix my ${state} dress shoes`;
      expect(read(fix).kind, fix).toBe('care');
    }
    expect(read('my scuffed boots, any tips?').kind).toBe('care');
  });
});

describe('an interview names the job it is for', () => {
  it('a job at a bank, a shift at a hospital, a role at a firm: the interview, not work (generated)', () => {
    const jobs = ['a part-time teller job at a bank', 'a nursing job at the hospital', 'a junior role at an architecture firm', 'a barista job at a cafe'];
    const asks = ['What should I wear?', 'wat do i wear', 'Outfit ideas?'];
    for (let n = 0; n < 20; n++) {
      const message = `I've got an interview for ${pick(jobs)} next Wednesday. ${pick(asks)}`;
      expect(read(message).occasions, message).toEqual(['job interview']);
    }
  });
});

describe('a plan said again as what it now is', () => {
  const plans = [
    [
      'What should I wear to the Lobos basketball game at the Pit on Friday night?',
      'Go full Lobos: the red tee, black jeans and white sneakers.',
      'game',
      'blackout',
    ],
    ['What should I wear to the office holiday party on Friday?', 'The green velvet blazer with black trousers.', 'party', 'costume'],
    ['What do I wear to the family dinner on Saturday?', 'The navy knit with grey trousers.', 'dinner', 'formal'],
  ] as const;
  it('asked what changes, it keeps the plan and its day (generated)', () => {
    for (let n = 0; n < 15; n++) {
      const [ask, answer, noun, kind] = pick(plans);
      const message = `${pick(['They just announced', 'Turns out', 'Update:', 'So'])} it's a ${kind} ${noun} now. ${pick(['What changes?', 'Does that change anything?'])}`;
      const q = read(message, [
        { role: 'user', content: ask },
        { role: 'assistant', content: answer },
      ]);
      expect(q.followUp, message).toBe(true);
      expect(q.day?.label, message).toBe(read(ask).day?.label);
    }
  });
});
