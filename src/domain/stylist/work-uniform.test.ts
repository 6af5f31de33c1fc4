import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/prng';
import { askOutfit } from './chat/test-ask-outfit';
import { packingAnswer, tripDate } from './chat/packing';
import { parseQuestion } from './question';
import { item } from './test-fixtures';
import { isWorkUniform } from './work-uniform';

/**
 * Work uniform is for the job (generated, seeded): closets mixing a uniform with everyday pieces, asked for social
 * occasions (never the uniform) and for the job itself (the uniform may be worn).
 */
const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const UNIFORMS = [
  item({ name: 'Black Chef Jacket', category: 'Tops', color: 'Black', formality: 'casual' }),
  item({ name: 'Black Non-Slip Kitchen Clogs', category: 'Shoes', color: 'Black', formality: 'casual' }),
  item({ name: 'Navy Scrub Top', category: 'Tops', color: 'Navy', formality: 'casual' }),
  item({ name: 'Hi-Vis Vest', category: 'Outerwear', color: 'Yellow', formality: 'casual' }),
  item({ name: 'Steel-Toe Safety Boots', category: 'Shoes', color: 'Brown', formality: 'casual' }),
];
const EVERYDAY = [
  item({ name: 'White Oxford Shirt', category: 'Tops', color: 'White', formality: 'smart casual' }),
  item({ name: 'Grey Marl Tee', category: 'Tops', color: 'Grey', formality: 'casual' }),
  item({ name: 'Charcoal Chinos', category: 'Bottoms', color: 'Charcoal', formality: 'smart casual' }),
  item({ name: 'Black Jeans', category: 'Bottoms', color: 'Black', formality: 'casual' }),
  item({ name: 'Brown Derby Shoes', category: 'Shoes', color: 'Brown', formality: 'business' }),
  item({ name: 'Grey Suede Trainers', category: 'Shoes', color: 'Grey', formality: 'casual' }),
  item({ name: 'Navy Peacoat', category: 'Outerwear', color: 'Navy', formality: 'smart casual' }),
];

describe('work uniform stays at work (generated, seed 3808)', () => {
  const rnd = mulberry32(3808);
  it('reads uniform by name, not a nursing top or work boots', () => {
    for (const u of UNIFORMS) expect(isWorkUniform(u), u.name).toBe(true);
    expect(isWorkUniform({ name: 'Black Wrap Nursing Top', subcategory: null })).toBe(false);
    expect(isWorkUniform({ name: 'Tan Lace-Up Work Boots', subcategory: null })).toBe(false);
  });
  it('a social occasion is never dressed in uniform', () => {
    const social = [
      "what do I wear to my girlfriend's dad's 60th on Sunday?",
      'outfit for a birthday dinner friday',
      'what should I wear to brunch tomorrow',
      'date night saturday, what do i wear',
    ];
    for (let n = 0; n < 30; n++) {
      const message = pick(rnd, social);
      // Every seed the engine might take, with the everyday pieces thinned so a uniform piece is a real rival.
      const closet = [...UNIFORMS, ...EVERYDAY.filter(() => rnd() < 0.7)];
      const a = askOutfit(message, closet, { seed: n + 1 });
      for (const u of UNIFORMS) expect(a.text.includes(u.name), `${message} → ${a.text}`).toBe(false);
    }
  });
  it('an interview for the job is never dressed in it', () => {
    const interviews = [
      'I have a job interview at the hospital next Tuesday, what do I wear?',
      'interview for the grad nurse program on thursday, panel of three. what should i wear',
      'job interview at the restaurant kitchen on friday, what should I wear?',
    ];
    for (let n = 0; n < 20; n++) {
      const message = pick(rnd, interviews);
      const a = askOutfit(message, [...UNIFORMS, ...EVERYDAY.filter(() => rnd() < 0.8)], { seed: n + 1 });
      for (const u of UNIFORMS) expect(a.text.includes(u.name), `${message} → ${a.text}`).toBe(false);
    }
  });
  it('the job itself may be', () => {
    const a = askOutfit('what should I wear for my trial shift in the kitchen on Thursday?', [UNIFORMS[0]!, UNIFORMS[1]!, EVERYDAY[3]!, EVERYDAY[6]!]);
    expect(a.text).toMatch(/Chef Jacket|Kitchen Clogs/);
  });
});

describe('work uniform stays home from a hot trip, even when tops run short (generated, seed 3809)', () => {
  const rnd = mulberry32(3809);
  it('never packs the uniform for a holiday or a family wedding', () => {
    const closet = [
      UNIFORMS[2]!,
      item({ name: 'Teal Scrub Trousers', category: 'Bottoms', color: 'Teal', formality: 'casual' }),
      item({ name: 'Coral Sleeveless Shell Top', category: 'Tops', color: 'Coral', formality: 'smart casual' }),
      item({ name: 'White Cotton Blouse', category: 'Tops', color: 'White', formality: 'smart casual' }),
      item({ name: 'Black Ponte Trousers', category: 'Bottoms', color: 'Black', formality: 'smart casual' }),
      item({ name: 'Gold Ballet Flats', category: 'Shoes', color: 'Gold', formality: 'smart casual' }),
    ];
    for (let n = 0; n < 12; n++) {
      const days = 4 + Math.floor(rnd() * 8);
      const text = `${pick(rnd, ["I'm going to Durban", 'Off to Bangkok', 'Flying to Cairo'])} for ${days} days, ${pick(rnd, ['for my cousin’s wedding', 'a family visit', 'a beach holiday'])}. It's hot there. What should I pack?`;
      const question = parseQuestion(text, { today: '2026-11-23', unit: 'F' });
      const a = packingAnswer({
        question,
        closet,
        date: tripDate(question, '2026-11-23'),
        preferences: { preferredStyle: 'Smart casual', colorPalette: [], styleGoals: [] },
        wardrobe: 'womenswear',
        seed: n + 1,
      });
      expect(a.text, text).not.toMatch(/scrub/i);
    }
  });
});
