import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { packingAnswer, tripDate } from './packing';

/**
 * A follow-up that limits the luggage to one small bag ('only taking a backpack, can you cut that down?', 'is one pair of
 * shoes enough? trying to fit it all in a carry-on') keeps the trip and cuts the list: three tops at most, the shoes as
 * one pair packed and one worn, said to fit the bag; work kit (a chef's jacket, kitchen clogs) and a suit nobody asked
 * for stay home. Generated: trips x bag follow-ups x closets' work kit, seeded.
 */
const today = '2026-11-23';
const rand = mulberry32(38_14_76);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

function closet(): ClosetItem[] {
  let id = 1;
  const p = (o: Parameters<typeof item>[0]) => item({ ...o, id: id++ });
  return [
    p({ name: 'Black Chef Jacket', category: 'Tops', formality: 'casual' }),
    p({ name: 'Check Chef Trousers', category: 'Bottoms', formality: 'casual' }),
    p({ name: 'Black Non-Slip Kitchen Clogs', category: 'Shoes', formality: 'casual' }),
    p({ name: 'Navy Suit Jacket', category: 'Outerwear', formality: 'formal' }),
    p({ name: 'Navy Suit Trousers', category: 'Bottoms', formality: 'formal' }),
    p({ name: 'White Oxford Shirt', category: 'Tops', formality: 'smart casual' }),
    p({ name: 'Plain Black Tee', category: 'Tops', formality: 'casual' }),
    p({ name: 'Denim Overshirt', category: 'Tops', formality: 'casual' }),
    p({ name: 'Navy Merino Jumper', category: 'Tops', formality: 'smart casual', warmth: 'medium' }),
    p({ name: 'Grey Marl Hoodie', category: 'Tops', formality: 'casual', warmth: 'medium' }),
    p({ name: 'Black Slim Jeans', category: 'Bottoms', subcategory: 'Jeans', formality: 'casual' }),
    p({ name: 'Charcoal Chinos', category: 'Bottoms', formality: 'smart casual' }),
    p({ name: 'Grey Suede Trainers', category: 'Shoes', formality: 'casual' }),
    p({ name: 'Brown Derby Shoes', category: 'Shoes', formality: 'smart casual' }),
    p({ name: 'Tan Corduroy Jacket', category: 'Outerwear', formality: 'casual', warmth: 'medium' }),
  ];
}

describe('one small bag after a trip (generated)', () => {
  const TRIPS = [
    { said: 'Packing for 5 days in Porto in April, lots of walking.', place: 'Porto' },
    { said: 'Six days in Madrid in May, mostly sightseeing. What should I pack?', place: 'Madrid' },
    { said: 'What do I bring for a week in Amsterdam in September? Museums and walks.', place: 'Amsterdam' },
    { said: 'Help me pack for 4 days in Dublin in October, exploring on foot.', place: 'Dublin' },
  ];
  const BAGS = [
    { said: 'Only taking a backpack, no checked bag. Can you trim that?', bag: 'a backpack' },
    { said: 'carry-on only now, can you cut it down?', bag: 'a carry-on' },
    { said: 'Actually just hand luggage. Shorten the list?', bag: 'a carry-on' },
    { said: "I'm only bringing a rucksack, can you make that smaller?", bag: 'a backpack' },
    { said: 'Is one pair of shoes enough? Trying to fit everything in a backpack.', bag: 'a backpack' },
    { said: 'no checked bag after all, cut it down pls', bag: 'a carry-on' },
  ];
  for (let k = 0; k < 16; k++) {
    const trip = pick(TRIPS);
    const bag = pick(BAGS);
    it(`${trip.said} → ${bag.said}`, () => {
      const question = parseQuestion(bag.said, {
        today,
        unit: 'C',
        history: [
          { role: 'user', content: trip.said },
          { role: 'assistant', content: 'Pack the white Oxford shirt, two tees, the jumper, jeans and chinos, trainers and Derby shoes.' },
        ],
      });
      expect(question.kind).toBe('packing');
      expect(question.trip?.place).toBe(trip.place);
      const a = packingAnswer({
        question,
        closet: closet(),
        date: tripDate(question, today),
        preferences: { preferredStyle: 'Casual', colorPalette: [], styleGoals: [] },
        wardrobe: 'menswear',
        seed: 4,
      }).text;
      expect(a).toContain(trip.place);
      expect(a).toContain(bag.bag);
      const tops = /Pack (\d+) tops?/.exec(a);
      expect(Number(tops?.[1])).toBeLessThanOrEqual(3);
      expect(a).not.toMatch(/chef|clogs|suit/i);
    });
  }
});
