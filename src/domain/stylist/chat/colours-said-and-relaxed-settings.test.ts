import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { colourClosetAnswer } from './colour-closet';

/**
 * Colours people write of leather and knits are colours ('cognac', 'ecru', 'oatmeal'), so the pair asked is the pair
 * answered; two warm neutrals worn together ('too much beige?') are broken up with an owned piece of another family; one
 * colour the person is wary of ('I never wear red') is a colour question, started small; a relaxed setting ('at the VFW',
 * 'a potluck') keeps a party at smart casual, and asking whether to dress up is no report that people do (issue 38.1).
 * Drawn by a seed.
 */
const rand = mulberry32(4_267);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const read = (m: string) => parseQuestion(m, { today: '2026-12-02', unit: 'C' });

const closet = [
  item({ id: 1, name: 'Camel oversized blazer', category: 'Outerwear', color: 'camel' }),
  item({ id: 2, name: 'Ecru barrel-leg jeans', category: 'Bottoms', color: 'ecru' }),
  item({ id: 3, name: 'Oversized white poplin shirt', category: 'Tops', color: 'white' }),
  item({ id: 4, name: 'Cobalt blue fine knit sweater', category: 'Tops', color: 'cobalt' }),
  item({ id: 5, name: 'Cognac leather loafers', category: 'Shoes', color: 'cognac' }),
  item({ id: 6, name: 'Black wide-leg trousers', category: 'Bottoms', color: 'black' }),
  item({ id: 7, name: 'Oatmeal cable knit cardigan', category: 'Tops', color: 'oatmeal' }),
];
const answer = (m: string) => colourClosetAnswer({ question: read(m), message: m, closet })?.text ?? '';

describe('colours of leather and knits are read', () => {
  it.each(Array.from({ length: 6 }, (_, i) => i))('variant %i', () => {
    const [a, b] = pick([
      ['cobalt', 'cognac'],
      ['ecru', 'black'],
      ['oatmeal', 'cobalt'],
    ] as const);
    const m = `${pick(['Does', 'does', 'Would'])} ${a} ${pick(['work with', 'go with', 'go w'])} ${b}${pick(['?', ', or should I stick to black?', ' or is that weird'])}`;
    expect(read(m).colours, m).toEqual(expect.arrayContaining([a, b]));
  });
});

describe('two warm neutrals are broken up', () => {
  it.each(Array.from({ length: 4 }, (_, i) => i))('variant %i', () => {
    const m = `${pick(['Would', 'Can I wear'])} the camel blazer with my ecru jeans${pick([' for a gallery opening', ''])}, or is that too much beige?`;
    const text = answer(m);
    expect(text, m).toContain('Ecru barrel-leg jeans');
    expect(text, m).toMatch(/Break them up with your (Oversized white poplin shirt|Cobalt blue fine knit sweater)/);
  });
  it('a neutral with a colour is left as it is', () => {
    expect(answer('does cobalt go with cognac?')).not.toMatch(/Break them up/);
  });
});

describe('one colour the person is wary of', () => {
  it.each(Array.from({ length: 6 }, (_, i) => i))('variant %i', () => {
    const c = pick(['red', 'yellow', 'green']);
    const m = `${pick(['i never wear', 'I have never worn', 'too scared to wear'])} ${c} ${pick(['bc it scares me lol.', 'tbh.', ''])} ${pick(['any way to try it w what i already own', 'how do I try it', 'how could I start wearing it?'])}`;
    expect(read(m).kind, m).toBe('colour');
    expect(answer(m), m).toMatch(/start small|You own it/);
  });
});

describe('a relaxed setting keeps a party relaxed', () => {
  it.each(Array.from({ length: 6 }, (_, i) => i))('variant %i', () => {
    const m = `${pick(["gus's retirement party", 'the engagement party', 'a launch party'])} at the ${pick(['VFW', 'legion', 'church hall'])} ${pick(['sat', 'on friday'])}, ${pick(['potluck n a meat raffle', 'bbq style', 'pretty low key'])}. ${pick(['is flannel ok or shld i dress up', 'what do i wear'])}`;
    expect(read(m).dressCode, m).toBe('smart casual');
  });
  it('a wedding keeps its floor', () => {
    expect(read('backyard wedding on saturday, what do i wear').dressCode).not.toBe('casual');
  });
});
