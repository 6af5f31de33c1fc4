import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/prng';
import { askOutfit } from './chat/test-ask-outfit';
import { generateOutfit } from './generate-outfit';
import { basicCloset, item, request, TUESDAY } from './test-fixtures';
import type { ClosetItem } from './types';
import { isWorkUniform } from './work-uniform';

/**
 * On the job, owned uniform is the outfit (generated, seeded): three trades' uniforms mixed into everyday closets,
 * asked for a shift in many words (the uniform's clothes and shoes are worn) and for the job's gatherings off duty
 * (a Christmas do, a potluck: never the uniform).
 */
const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const TRADES: { name: string; pieces: ClosetItem[]; body: RegExp }[] = [
  {
    name: 'nurse',
    pieces: [
      item({ name: 'Navy Scrub Set', category: 'Tops', color: 'navy', formality: 'casual' }),
      item({ name: 'White Nursing Clogs', category: 'Shoes', color: 'white', formality: 'casual' }),
    ],
    body: /Navy Scrub Set/,
  },
  {
    name: 'cook',
    pieces: [
      item({ name: 'White Chef Jacket', category: 'Tops', color: 'white', formality: 'casual' }),
      item({ name: 'Black Non-Slip Kitchen Shoes', category: 'Shoes', color: 'black', formality: 'casual' }),
    ],
    body: /White Chef Jacket/,
  },
  {
    name: 'site',
    pieces: [
      item({ name: 'Hi-Vis Orange Work Shirt', category: 'Tops', color: 'orange', formality: 'casual' }),
      item({ name: 'Brown Steel-Cap Boots', category: 'Shoes', color: 'brown', formality: 'casual' }),
    ],
    body: /Hi-Vis Orange Work Shirt/,
  },
];
const EVERYDAY = [
  item({ name: 'Cobalt Bodycon Midi Dress', category: 'Dresses & jumpsuits', color: 'cobalt', formality: 'smart casual' }),
  item({ name: 'White Oxford Shirt', category: 'Tops', color: 'white', formality: 'smart casual' }),
  item({ name: 'Grey Marl Tee', category: 'Tops', color: 'grey', formality: 'casual' }),
  item({ name: 'Charcoal Chinos', category: 'Bottoms', color: 'charcoal', formality: 'smart casual' }),
  item({ name: 'Black Jeans', category: 'Bottoms', color: 'black', formality: 'casual' }),
  item({ name: 'Brown Derby Shoes', category: 'Shoes', color: 'brown', formality: 'business' }),
  item({ name: 'Grey Suede Trainers', category: 'Shoes', color: 'grey', formality: 'casual' }),
  item({ name: 'Navy Peacoat', category: 'Outerwear', color: 'navy', formality: 'smart casual' }),
];
const ON_DUTY = [
  'what should I wear to work tomorrow?',
  'what do I wear for my shift on Thursday',
  'first day of my placement on the ward monday, what should i wear',
  'wat do i wear 2 work 2moro',
  'I have a site visit on Friday morning, what should I wear?',
];
const OFF_DUTY = [
  'work christmas party on friday, what should I wear?',
  'what do I wear to the work potluck tomorrow? I am off that day',
  'team lunch with my coworkers on thursday, what do i wear',
  "my work's holiday drinks are saturday night, outfit?",
];

describe('on the job, the uniform owned is worn (generated, seed 3810)', () => {
  const rnd = mulberry32(3810);
  it('a shift in any words is dressed in the uniform, its shoes too', () => {
    for (let n = 0; n < 40; n++) {
      const trade = pick(rnd, TRADES);
      const message = pick(rnd, ON_DUTY);
      const closet = [...trade.pieces, ...EVERYDAY.filter(() => rnd() < 0.8)];
      const a = askOutfit(message, closet, { seed: n + 1 });
      expect(a.text, `${trade.name}: ${message}`).toMatch(trade.body);
      expect(a.text, `${trade.name}: ${message}`).toContain(trade.pieces[1]!.name);
    }
  });
  it('a gathering of the people of the job is never dressed in it', () => {
    for (let n = 0; n < 30; n++) {
      const trade = pick(rnd, TRADES);
      const message = pick(rnd, OFF_DUTY);
      const a = askOutfit(message, [...trade.pieces, ...EVERYDAY.filter(() => rnd() < 0.8)], { seed: n + 1 });
      for (const u of trade.pieces) expect(a.text.includes(u.name), `${trade.name}: ${message} → ${a.text}`).toBe(false);
    }
  });
  it('the engine behind Home does the same with a calendar shift, and a set dresses both halves', () => {
    const nurse = [...TRADES[0]!.pieces, ...basicCloset()];
    const shift = generateOutfit(
      request({ closet: nurse, events: [{ title: 'Night shift', date: TUESDAY, startTime: '19:00', endTime: null, dressCode: null }] }),
    );
    expect(shift.items.map((i) => i.name)).toEqual(expect.arrayContaining(['Navy Scrub Set', 'White Nursing Clogs']));
    expect(shift.items.filter((i) => i.category === 'Bottoms')).toEqual([]);
    const party = generateOutfit(
      request({ closet: nurse, events: [{ title: 'Ward Christmas party', date: TUESDAY, startTime: '19:00', endTime: null, dressCode: null }] }),
    );
    expect(party.items.some((i) => isWorkUniform(i))).toBe(false);
  });
});
