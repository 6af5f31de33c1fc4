import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { ruledOutIn } from '../question/ruled-out';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { packingAnswer, tripDate } from './packing';

/**
 * A piece the person says the trip needs ('two of the meetings call for a suit', 'a dress for the wedding evening',
 * 'my swimsuit for the hotel pool') is packed from the closet and named, a suit as its jacket and trousers in one
 * colour with the shoes and shirt to go with them; a piece they say they don't own is never listed. Generated: trips x
 * what the piece is needed for x days x the piece not owned, seeded.
 */
const today = '2026-11-23';
const rand = mulberry32(38_14_34);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

function closet(): ClosetItem[] {
  let id = 1;
  const p = (o: Parameters<typeof item>[0]) => item({ color: 'grey', ...o, id: id++ });
  return [
    p({ name: 'Sky Blue Button-Down Shirt', category: 'Tops', formality: 'smart casual', color: 'blue' }),
    p({ name: 'Navy Polo Shirt', category: 'Tops', formality: 'smart casual', color: 'navy' }),
    p({ name: 'Grey Merino Crewneck', category: 'Tops', formality: 'smart casual' }),
    p({ name: 'White Dress Shirt', category: 'Tops', formality: 'business', color: 'white' }),
    p({ name: 'Stone Chinos', category: 'Bottoms', formality: 'smart casual', color: 'beige' }),
    p({ name: 'Grey Wool Trousers', category: 'Bottoms', formality: 'business' }),
    p({ name: 'Slate Suit Jacket', category: 'Outerwear', formality: 'formal', color: 'slate' }),
    p({ name: 'Slate Suit Trousers', category: 'Bottoms', formality: 'formal', color: 'slate' }),
    p({ name: 'Black Cap-Toe Oxfords', category: 'Shoes', formality: 'formal', color: 'black' }),
    p({ name: 'Brown Leather Loafers', category: 'Shoes', formality: 'smart casual', color: 'brown' }),
    p({ name: 'Emerald Satin Slip Dress', category: 'Dresses & jumpsuits', formality: 'business', color: 'green' }),
    p({ name: 'Red Swimsuit', category: 'Swim', formality: 'casual', color: 'red' }),
    p({ name: 'Navy Trench Coat', category: 'Outerwear', formality: 'smart casual', color: 'navy' }),
  ];
}

const answer = (text: string) => {
  const question = parseQuestion(text, { today, unit: 'F' });
  expect(question.kind).toBe('packing');
  return packingAnswer({
    question,
    closet: closet(),
    date: tripDate(question, today),
    preferences: { preferredStyle: 'Smart casual', colorPalette: [], styleGoals: [] },
    wardrobe: 'mixed',
    seed: 3,
    ruledOut: ruledOutIn(text),
  }).text;
};

describe('a piece the trip needs is packed (generated)', () => {
  const TRIPS = [
    'Off to Denver for a 3-day summit',
    'Heading to Toronto for 4 days of client work',
    'Work trip to Seattle, 5 days',
    'a 3 day offsite in Dallas',
  ];
  const NEEDS = [
    'one of the dinners calls for a suit',
    'two of the meetings need a suit',
    'the last day needs a suit',
    "I'll need a suit for the pitch",
    'the keynote day is suit and tie',
  ];
  const NOT_OWNED = ["I don't own shorts", "I don't have any sandals", 'I have no shorts', ''];
  const ASK = ['What should I pack?', 'what do i bring?', 'Help me pack.'];
  for (let k = 0; k < 14; k++) {
    const lack = pick(NOT_OWNED);
    const text = `${pick(TRIPS)}. ${pick(NEEDS)}, the rest is business casual${lack ? `, and ${lack}` : ''}. ${pick(ASK)}`;
    it(text, () => {
      const a = answer(text);
      expect(a).toContain('Slate Suit Jacket');
      expect(a).toContain('Slate Suit Trousers');
      expect(a).toMatch(/\bsuit\b/i);
      if (lack) expect(a).not.toMatch(/\b(shorts|sandals)\b/i);
    });
  }

  const HOLIDAYS = ['A week in Lisbon in June', 'Five days in Rome in July', '4 nights in Barcelona in August'];
  const DRESSY = [
    { said: 'the wedding evening needs a dress', name: 'Emerald Satin Slip Dress' },
    { said: 'I want my dress for the wedding party', name: 'Emerald Satin Slip Dress' },
  ];
  const SWIM = [
    { said: 'I need a swimsuit for the hotel pool', name: 'Red Swimsuit' },
    { said: 'bringing my swimsuit for the rooftop pool', name: 'Red Swimsuit' },
  ];
  for (let k = 0; k < 8; k++) {
    const need = pick(k % 2 ? DRESSY : SWIM);
    const text = `${pick(HOLIDAYS)}, ${need.said}. ${pick(ASK)}`;
    it(text, () => {
      expect(answer(text)).toContain(need.name);
    });
  }
});
