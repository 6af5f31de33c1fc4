import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { readMessage } from '../reading/read';
import { clarifyingQuestion } from './clarify';

/**
 * Issue 38.3: asked for something to wear with nothing said of what it is for ('help, I've got nothing to wear for
 * tomorrow', 'need a fit 4 sat', 'something for the weekend, any ideas?'), Wren asks one short question naming the
 * likeliest plans; asked what to bring with no trip, where and for how long. Said with a plan, a calendar event that day,
 * or as the plain ask for today's outfit, it answers. Sentences are drawn by a seed.
 */
const rand = mulberry32(8181);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const ask = (message: string, eventsThatDay = 0, hasHistory = false) =>
  clarifyingQuestion(readMessage(message).text, parseQuestion(message, { today: '2026-11-23', unit: 'F' }), { hasHistory, eventsThatDay });
const sentences = (s: string) => s.split(/[.!?](?:\s|$)/).filter((x) => x.trim()).length;

const NEEDS = ["help, I've got nothing to wear", 'need a fit', 'I need something', 'pls help me with something', 'i have nothing to wear', 'need an outfit'];
const WHEN = [' for tomorrow', ' 4 sat', ' for the weekend', ' on friday', ''];
const AFTER = ['', ', any ideas?', ' lol', '.'];

describe('an outfit asked for with no plan said', () => {
  it.each(Array.from({ length: 24 }, (_, i) => i))('variant %i asks one short question', () => {
    const message = `${pick(NEEDS)}${pick(WHEN)}${pick(AFTER)}`;
    const q = ask(message);
    expect(q, message).toMatch(/\?/);
    expect(sentences(q ?? ''), message).toBeLessThanOrEqual(3);
    expect(q, message).toMatch(/what's (on|it for|coming up)/i);
  });

  // Asked for clothes in so many words: said with a plan, or on a day the calendar fills, it is answered.
  const WEARING = ["help, I've got nothing to wear", 'need a fit', 'i have nothing to wear', 'need an outfit'];
  it.each(Array.from({ length: 12 }, (_, i) => i))('variant %i with a plan, an event or history is answered', () => {
    const plan = pick([' for the party', ' for work', ' for a wedding', ' for the gym', ' to go hiking']);
    const message = `${pick(WEARING)}${plan}${pick(WHEN)}`;
    expect(ask(message), message).toBeNull();
    const bare = `${pick(WEARING)}${pick(WHEN)}`;
    expect(ask(bare, 1), `${bare} (an event that day)`).toBeNull();
    expect(ask(bare, 0, true), `${bare} (after a conversation)`).toBeNull();
  });

  it("the plain ask for today's or tomorrow's outfit is the day's outfit", () => {
    for (const m of ['what should I wear today?', 'what should i wear tomorrow', 'wat do i wear 2day']) expect(ask(m), m).toBeNull();
  });

  it('a day ahead asked plainly is asked about', () => {
    for (const m of ['what should I wear on Saturday?', 'what do i wear sat', 'what should I wear next friday?']) expect(ask(m), m).toMatch(/What's on/);
  });
});

describe('what to bring, with no trip said', () => {
  it('asks where and for how long', () => {
    for (const m of ['What should I bring?', 'what do i pack', 'what to bring?']) expect(ask(m), m).toMatch(/where are you going/i);
  });
  it('with a trip or a pursuit, it answers', () => {
    for (const m of ['what should I bring for 4 nights in Lisbon?', 'what should i bring to yoga tomorrow', 'weekend camping trip, what should I pack'])
      expect(ask(m), m).toBeNull();
  });
});
