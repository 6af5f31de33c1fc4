import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { sameWord } from './lexicon';
import { parseQuestion } from './parse';

/**
 * What a word is said of decides what it means (issue 38.1): 'warm' said of clothes ('something warm', 'a warm coat') is no
 * weather; clothes asked for by a quality with nothing else to place them ('anything comfy?') are an outfit; the weather told
 * with nothing asked ('so cold. help') is dressed for today; a thing that runs ('the bus doesn't run on Saturday') is no run;
 * a subject outside clothes asked before any piece ('the quickest way to the airport with a suit bag') is declined; a name
 * written with letters no accent-stripping reaches ('Iðnó') stays one word; two English words a stemmer makes one ('shin',
 * 'shine') stay two. Drawn by a seed.
 */
const rand = mulberry32(4_403);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const read = (m: string, turns: string[] = []) =>
  parseQuestion(m, {
    today: '2026-12-03',
    unit: 'C',
    history: turns.map((content, i) => ({ role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), content })),
  });
const cases = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('a quality said of clothes is no weather, and asks for an outfit', () => {
  const SOME = ['Something', 'something', 'Anything', 'smth'];
  const QUALITY = ['warm', 'cosy', 'comfy', 'cute', 'warmer'];
  const REST = ['but not boring.', 'for tomorrow?', 'pls', '', 'that still looks good', 'n not frumpy'];
  it.each(cases(12))('asked %i', () => {
    const m = `${pick(SOME)} ${pick(QUALITY)} ${pick(REST)}`.trim();
    const q = read(m);
    expect(q.kind, m).toBe('outfit');
    expect(q.weather, m).not.toContain('warm');
  });
  it('a warm piece is the piece’s warmth; a warm day is the weather', () => {
    expect(read('I need a warm coat for Sapporo').weather).not.toContain('warm');
    expect(read("it's warm today, what should I wear").weather).toContain('warm');
  });
});

describe('the weather told with nothing else asked is dressed for today', () => {
  const TOLD = ['so cold', 'freezing out', 'pissing down sideways here', 'its pouring', 'windy af'];
  const END = ['. help', '. wat do i throw on', ', ideas?', ' rn'];
  it.each(cases(10))('told %i', () => {
    const m = `${pick(TOLD)}${pick(END)}`;
    expect(read(m).kind, m).toBe('outfit');
  });
  it('after a plan the same words change that plan, not a new outfit', () => {
    const q = read('now theyre saying rain all morning', ['What do I wear to the garden tour on Saturday?', 'Your navy polo and chinos.']);
    expect(q.followUp).toBe(true);
    expect(q.weather).toContain('rain');
  });
});

describe('a thing that runs or rides is no activity the person does', () => {
  const THING = ['bus', 'train', 'ferry', 'tram', 'shuttle'];
  const AUX = ["doesn't", "won't", 'only', 'usually', "isn't"];
  it.each(cases(10))('thing %i', () => {
    const aux = pick(AUX);
    const m = `The ${pick(THING)} ${aux} ${aux === "isn't" ? 'running' : 'run'} on Saturday, so it's a long walk from the station. What shoes?`;
    const q = read(m);
    expect(q.activity, m).not.toBe('running');
    expect(q.occasions, m).not.toContain('gym');
  });
  it('a person still does: my granddaughter is getting married, I run every Sunday', () => {
    expect(read('My granddaughter is getting married in Vail in September. What should I wear?').occasions).toContain('wedding');
    expect(read('I run every Sunday morning, what should I wear for it?').activity).toBe('running');
  });
});

describe('a subject outside clothes asked before any piece is declined', () => {
  const WAY = ["What's the quickest way", 'Fastest way', 'Cheapest way'];
  const PLACES = [
    ['Shin-Osaka', 'Kansai Airport'],
    ['the hotel', 'the station'],
    ['Kings Cross', 'Heathrow'],
  ];
  const LOAD = ['with a suit bag and two suitcases', 'with my garment bag', 'carrying a suit bag'];
  it.each(cases(9))('errand %i', () => {
    const [from, to] = pick(PLACES);
    const m = `${pick(WAY)} to get from ${from} to ${to} ${pick(LOAD)} on Monday morning?`;
    expect(read(m).kind, m).toBe('off-topic');
  });
  it('duty on a jacket is a tax question; a jazz standard is music; sore feet from boots stay clothes', () => {
    expect(read("How much import duty and VAT would I pay on a leather jacket I'm ordering from the UK? It's about £150.").kind).toBe('off-topic');
    expect(read('yo wren whats a good jazz standard 4 a holiday concert, my band is mostly 9th graders').kind).toBe('off-topic');
    expect(read('sore feet from my new boots, help').kind).not.toBe('off-topic');
    expect(read('what should I wear to my tax appointment with my accountant').kind).toBe('outfit');
  });
});

describe('names keep their letters and their words', () => {
  const LETTERS = ['Iðnó', 'Ørsted Hall', 'Þingholt', 'Łazienki', 'Straße 9'];
  it.each(cases(6))('name %i', () => {
    const m = `What should I wear to the office Christmas party at ${pick(LETTERS)} on Friday evening?`;
    expect(read(m).day?.label, m).toBe('Friday');
  });
  it('two English words a stemmer makes one stay two; a word and its forms stay one', () => {
    expect(sameWord('shin', 'shine')).toBe(false);
    expect(sameWord('rob', 'robe')).toBe(false);
    expect(sameWord('soaking', 'soaked')).toBe(true);
    expect(read('How do I re-waterproof my green waxed jacket? It has started soaking through.').kind).toBe('care');
  });
  it('a theatre named in its own language is the theatre', () => {
    expect(read('tosca at the teatro municipal thurs nite w my sister!! wat shd i wear').occasions).toContain('theatre');
  });
});

describe('a plan put off is not the plan asked about', () => {
  const PLAN = ['Wedding stuff', 'The party prep', 'Gala shopping', 'The wedding'];
  const OFF = ['can wait till the weekend', 'can wait', 'is later'];
  it.each(cases(8))('put off %i', () => {
    const m = `${pick(PLAN)} ${pick(OFF)}; right now I just need to get to work tomorrow and it's pouring. What should I wear?`;
    const q = read(m);
    expect(q.occasions, m).toEqual(['work']);
    expect(q.dressCode, m).toBe('business casual');
  });
});

describe('where a garment pulls is where it is said to', () => {
  const PIECE = ['suit jacket', 'blazer', 'denim jacket', 'shirt'];
  it.each(cases(6))('pulls %i', () => {
    const m = `my ${pick(PIECE)} pulls across my back when i ${pick(['hug ppl', 'reach forward', 'drive'])}, can a tailor fix it?`;
    expect(read(m).fitArea, m).toBe('back');
  });
  it('pulling across the chest is still the chest', () => {
    expect(read('my blazer pulls across the chest when I button it, can a tailor fix it?').fitArea).toBe('chest');
  });
});
