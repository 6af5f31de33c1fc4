import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { slotCategory } from '../../../shared/closet-slots';
import { parseQuestion } from '../question';
import { item, MILD_DRY } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { applyWeatherWords, outfitAnswer, wardrobeOf } from './answer';

/**
 * Issue 38.4: a follow-up that rules out a piece the last answer wore by a reason about the piece itself ('I can't
 * manage zips and those boots have one', 'the loafers pinch', 'no chinos, spilled coffee on them, they're in the wash')
 * swaps that slot for another owned piece: one without the trouble said (no zip), at the level of the piece it replaces
 * (jeans for chinos, never sweatpants), the rest of the outfit and the occasion kept. Conversations are generated.
 */
const TODAY = '2026-11-23';
const closet: ClosetItem[] = [
  item({ id: 1, name: 'Navy polka-dot shirt dress', category: 'Dresses & jumpsuits', formality: 'smart casual' }),
  item({ id: 2, name: 'Forest green henley', category: 'Tops', formality: 'casual', color: 'Green' }),
  item({ id: 3, name: 'Light blue oxford shirt', category: 'Tops', formality: 'smart casual', color: 'Blue' }),
  item({ id: 4, name: 'Olive chinos', category: 'Bottoms', formality: 'smart casual', color: 'Olive' }),
  item({ id: 5, name: 'Grey sweatpants', category: 'Bottoms', formality: 'casual', color: 'Grey', timesWorn: 0 }),
  item({ id: 6, name: 'Light-wash jeans', category: 'Bottoms', formality: 'casual', color: 'Blue', timesWorn: 9 }),
  item({ id: 7, name: 'Burgundy zip ankle boots', category: 'Shoes', formality: 'smart casual', color: 'Burgundy' }),
  item({ id: 8, name: 'Black side-zip chelsea boots', category: 'Shoes', formality: 'smart casual', color: 'Black', timesWorn: 0 }),
  item({ id: 9, name: 'Navy canvas slip-ons', category: 'Shoes', formality: 'casual', timesWorn: 5 }),
  item({ id: 10, name: 'Brown leather loafers', category: 'Shoes', formality: 'smart casual', color: 'Brown', timesWorn: 7 }),
  item({ id: 11, name: 'Navy cardigan', category: 'Outerwear', formality: 'casual' }),
];
const byId = (id: number) => closet.find((i) => i.id === id)!;

const FIRSTS = [
  ['What should I wear for Sunday lunch at my son\u2019s?', 'lunch'],
  ['what do i wear to a dinner party saturday', 'dinner party'],
  ['Outfit for a first date at a wine bar?', 'date'],
  ['what should i wear to church on sunday', 'church'],
] as const;

// [the outfit the last answer gave, the piece taken out, how it is named, the reasons it goes]
const SHOE_TROUBLES = [
  (p: string) => `I can't manage zips these days with my arthritis, and those ${p} have one.`,
  (p: string) => `my fingers cant do zips anymore and the ${p} have a zip`,
  (p: string) => `hmm i struggle with zippers, the ${p} have one`,
];
const PINCHES = [(p: string) => `the ${p} pinch my toes tbh`, (p: string) => `those ${p} give me blisters`, (p: string) => `ugh the ${p} rub at the back`];
const BOTTOM_OUT = [
  (p: string) => `lol no ${p}, spilled coffee on them yesterday theyre in the wash`,
  (p: string) => `the ${p} are at the cleaners`,
  (p: string) => `cant wear the ${p}, they're too tight now`,
];

function answer(message: string, history: { role: 'user' | 'assistant'; content: string }[], kept: number[]) {
  const question = parseQuestion(message, { today: TODAY, unit: 'F', history });
  const a = outfitAnswer({
    question,
    closet,
    date: question.day?.date ?? TODAY,
    dayLabel: question.day?.label ?? 'today',
    weather: applyWeatherWords(MILD_DRY, question.weather, question.tempC),
    calendarEvents: [],
    preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
    wardrobe: wardrobeOf('womenswear', closet),
    unit: 'F',
    seed: 1,
    message,
    kept,
  });
  return { question, a };
}

function conversation(first: string, outfit: number[]) {
  return [
    { role: 'user' as const, content: first },
    { role: 'assistant' as const, content: `For it: your ${outfit.map((id) => byId(id).name).join(', ')}. Anything else?` },
  ];
}

describe('a piece ruled out by a trouble of its own is swapped for one without it (issue 38.4)', () => {
  const rand = mulberry32(4107);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const cases = [
    ...SHOE_TROUBLES.flatMap((say) => [7, 8].map((out) => ({ say, out, outfit: [1, 11, out], named: 'boots', noZip: true }))),
    ...PINCHES.map((say) => ({ say, out: 10, outfit: [3, 4, 10], named: 'loafers', noZip: false })),
    ...BOTTOM_OUT.map((say) => ({ say, out: 4, outfit: [2, 4, 9], named: 'chinos', noZip: false })),
  ];
  for (const c of cases) {
    const [first, occasionWord] = pick(FIRSTS);
    const message = c.say(c.named);
    it(`${message} (after '${first}')`, () => {
      const { question, a } = answer(message, conversation(first, c.outfit), c.outfit);
      // The reading: a follow-up of the outfit before, the piece ruled out, the occasion kept, no care question.
      expect(question.followUp).toBe(true);
      expect(question.kind).toBe('outfit');
      expect(question.avoid).toContain(c.named);
      expect(`${question.occasionName ?? ''} ${question.occasions.join(' ')}`).toMatch(
        new RegExp(occasionWord === 'date' ? 'date' : occasionWord.split(' ')[0]!),
      );
      // The answer: another piece of that slot, the one ruled out never named again; the rest named.
      const swapped = closet.filter((i) => a.itemIds.includes(i.id));
      expect(swapped.map(slotCategory)).toEqual([slotCategory(byId(c.out))]);
      expect(swapped[0]!.id).not.toBe(c.out);
      // The piece ruled out is not named again.
      expect(a.text).not.toContain(byId(c.out).name);
      // The swap is said with the occasion the conversation is about ('For shoes instead at church, wear your …').
      expect(a.text).toMatch(/ instead at [^,]+, wear your /);
      expect(c.outfit.filter((id) => id !== c.out && slotCategory(byId(id)) !== 'Outerwear').some((id) => a.text.includes(byId(id).name))).toBe(true);
      // Without the trouble: no zip; at the replaced piece's level, never loungewear for a smart casual piece.
      if (c.noZip) expect(swapped[0]!.name).not.toMatch(/zip/i);
      expect(swapped[0]!.name).not.toMatch(/sweatpants/i);
    });
  }
});
