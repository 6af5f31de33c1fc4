import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';
import { temperatureIn } from './stated-weather';

/**
 * Words that look like something else in context (issue 38.1): a name after a title or 'called' is no occasion or code
 * ('Mr. Gala', 'a pub called The Black Tie'); a month said as when something else happens is not the weekday's ('Friday
 * … before I start in January'); a weekday before a time of day is when, not how many ('20 n sunny sat afternoon'); a colour
 * asked about is no stain ('what colours go w rust') and 'washed out' is a look, not a wash; wine 'all down' a dress is a
 * stain; a race's distance beside money is money ('10k to spend'); a place gone along is not gardening; a step down from
 * cocktail is business casual, not a business suit. Drawn by a seed.
 */
const rand = mulberry32(4_330);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const read = (m: string, turns: string[] = []) =>
  parseQuestion(m, {
    today: '2026-12-02',
    unit: 'C',
    history: turns.map((content, i) => ({ role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), content })),
  });

describe('a name is no occasion', () => {
  it.each(Array.from({ length: 6 }, (_, i) => i))('a person after a title %i', () => {
    const m = `I'm having coffee with my new boss, ${pick(['Mr.', 'Mrs.', 'Ms'])} ${pick(['Gala', 'Ball', 'Party', 'Prom'])}, on Friday morning. What should I wear?`;
    const q = read(m);
    expect(q.occasions, m).not.toContain('gala');
    expect(q.dressCode, m).not.toBe('formal');
  });
  it.each(Array.from({ length: 4 }, (_, i) => i))('a place called so %i', () => {
    const m = `Farewell drinks on Saturday at a pub called The ${pick(['Black Tie', 'White Tie', 'Gala'])} — nothing fancy. What should I wear?`;
    expect(read(m).dressCode, m).toBe('smart casual');
  });
  it('a call is still a call', () => {
    expect(read('my boss called me in for a meeting tomorrow, what do i wear').occasions).toContain('meeting');
  });
});

describe('times said of something else', () => {
  it.each(Array.from({ length: 4 }, (_, i) => i))('a month of another event %i', () => {
    const m = `Coffee on ${pick(['Friday', 'Thursday'])} morning, just a chat before I ${pick(['start', 'move'])} in ${pick(['January', 'March'])}. What should I wear?`;
    expect(read(m).day?.date.startsWith('2026-12'), m).toBe(true);
  });
  it.each(Array.from({ length: 4 }, (_, i) => i))('a weekday before a part of the day %i', () => {
    const n = 18 + Math.floor(rand() * 8);
    const m = `supposed to be ${n} n sunny ${pick(['sat', 'sun', 'saturday'])} afternoon, drinks on a terrace. outfit?`;
    expect(read(m).tempC, m).toBe(n);
  });
  it('sunny days counted are still counted', () => {
    expect(temperatureIn('2 sunny days then rain, 15 degrees', 'C')).toBe(15);
  });
});

describe('colour words and care words', () => {
  it.each(Array.from({ length: 4 }, (_, i) => i))('a colour asked about %i', () => {
    const m = `${pick(['wat colours go w', 'what colours go with', 'which colours work with'])} rust? got that linen shirt n never wear it`;
    expect(read(m).kind, m).toBe('colour');
  });
  it('washed out is a look', () => {
    const q = read('Does the sage green tee go with my cream trousers, or is that too washed out together?');
    expect(q.kind).toBe('pairing');
    expect(q.problem).toBeNull();
  });
  it('rust on a shirt is still a stain', () => {
    expect(read('got rust on my linen shirt, how do i get it out').problem).toBe('stain:rust');
  });
  it.each(Array.from({ length: 4 }, (_, i) => i))('wine down a dress %i', () => {
    const m = `${pick(['Red wine', 'Coffee', 'Tomato sauce'])} all down ${pick(['the', 'my'])} ${pick(['emerald satin dress', 'white shirt'])} last night. What do I do?`;
    const q = read(m);
    expect(q.kind, m).toBe('care');
    expect(q.problem?.startsWith('stain'), m).toBe(true);
  });
});

describe('activities that are not done', () => {
  it('a race distance beside money is money', () => {
    expect(read('got 10k to spend on a wedding outfit').activity).toBeNull();
  });
  it('a run along the gardens is a run', () => {
    expect(read('10k along the turia gardens sun 8am, prob 9 degrees at the start, wat do i wear').activity).toBe('running');
  });
});

describe('a step down from cocktail', () => {
  it('is business casual, not a suit', () => {
    const q = read('What about Sunday morning with the same family? More relaxed.', [
      "What should I wear to my cousin's engagement dinner on Saturday night?",
      'Wear the navy batik shirt with the charcoal trousers and the black loafers.',
    ]);
    expect(q.dressCode).toBe('business casual');
  });
});
