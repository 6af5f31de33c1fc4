import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/**
 * The event is the one the person names, in their words (issue 38.1: the main clause decides what is asked): 'a do' after a
 * word that names it is a party and 'what do I wear' is not; a group that holds an event ('the class is doing their concert')
 * is its host, and the pursuit it is named for is not done; a garment opening the message is no event ('my boots leak').
 * Sentences are drawn by a seed.
 */
const rand = mulberry32(5120);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const read = (m: string) => parseQuestion(m, { today: '2026-11-30', unit: 'C' });
const DAYS = ['fri', 'on Saturday', 'next thursday', 'sat nite', 'tomorrow'];
const ASKS = ['wat shud i wear', 'what should I wear?', 'outfit ideas?', 'what do I wear'];

describe("'do' is a party after a word that names it", () => {
  it.each(Array.from({ length: 16 }, (_, i) => i))('variant %i', (i) => {
    const said = `${pick(['work', 'office', 'xmas', 'christmas', 'leaving', 'farewell', 'engagement'])} do`;
    const message = `${pick(['', 'my ', 'the '])}${said} ${pick(DAYS)} ${pick(['at a bar', 'at the pub', 'in town', ''])}, ${pick(ASKS)}`;
    const q = read(message);
    expect(q.kind, message).toBe('outfit');
    expect(q.occasionName ?? '', message).toMatch(/\bdo$/);
    expect(q.activity, `${message} (${i})`).toBeNull();
  });

  it("'do' as the verb names no event", () => {
    for (const m of ['what do I wear to the office tomorrow?', 'what do people wear to a christening', 'how do I style wide-leg trousers?'])
      expect(read(m).occasionName ?? '', m).not.toMatch(/\bdo$/);
  });
});

describe('a group that holds an event is its host', () => {
  const GROUPS = ["my daughter's class", 'the yoga class', 'my running club', 'our choir', 'the netball team'];
  const HOLDS = ['is doing their', 'is having a', "'s holding its", 'is throwing a'];
  const EVENTS: [said: string, occasion: RegExp][] = [
    ['christmas concert', /concert|theatre/],
    ['christmas party', /party/],
    ['end of year dinner', /dinner|party/],
    ['prizegiving', /church|ceremony|party/],
  ];
  it.each(Array.from({ length: 20 }, (_, i) => i))('variant %i', () => {
    const [event, occasion] = pick(EVENTS);
    const message = `${pick(GROUPS)} ${pick(HOLDS)} ${event} ${pick(DAYS)}, ${pick(ASKS)}`;
    const q = read(message);
    expect(q.occasions[0], message).toMatch(occasion);
    expect(q.activity, message).toBeNull();
  });

  it('a group doing its own pursuit still does it', () => {
    expect(read('my running club is doing a 10k on sunday, what should I wear').activity).toBe('running');
    expect(read('I have a yoga class tomorrow, what should I wear?').activity).toBe('yoga');
  });
});

describe('events named back as said', () => {
  const NAMED: [said: string, named: RegExp][] = [
    ["my dad's 70th bday", /birthday/],
    ['final crits', /crits/],
    ['my final-year jury', /jury/],
    ['prizegiving', /prizegiving/],
    ["my niece's send-off", /send.off/],
  ];
  it.each(Array.from({ length: 15 }, (_, i) => i))('variant %i', () => {
    const [said, named] = pick(NAMED);
    const message = `${said} is ${pick(DAYS)}, ${pick(ASKS)}`;
    expect(read(message).occasionName ?? '', message).toMatch(named);
  });
});

describe('a garment opening the message is no event', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i))('variant %i', () => {
    const garment = pick(['winter boots', 'rain jacket', 'work pants', 'tote strap', 'wool gloves']);
    const message = `my ${garment} ${pick(['leak', 'finally died', 'ripped again', 'are done'])} ${pick(['', 'and the pavements are icy'])}, what should I look for in new ones?`;
    expect(read(message).occasionName, message).toBeNull();
  });
});
