import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { packingAnswer, tripDate } from './packing';

const closet: ClosetItem[] = [
  item({ id: 1, name: 'White Oxford Shirt', category: 'Tops', color: 'White', formality: 'smart casual' }),
  item({ id: 2, name: 'Grey Crew Tee', category: 'Tops', color: 'Grey', formality: 'casual' }),
  item({ id: 3, name: 'Khaki Chinos', category: 'Bottoms', color: 'Khaki', formality: 'smart casual' }),
  item({ id: 4, name: 'Dark Jeans', category: 'Bottoms', color: 'Indigo', formality: 'casual' }),
  item({ id: 5, name: 'Brown Loafers', category: 'Shoes', color: 'Brown', formality: 'smart casual' }),
  item({ id: 6, name: 'Black Running Tee', category: 'Tops', color: 'Black', formality: 'athletic' }),
  item({ id: 7, name: 'Black Running Shorts', category: 'Bottoms', color: 'Black', formality: 'athletic' }),
  item({ id: 8, name: 'Blue Running Shoes', category: 'Shoes', color: 'Blue', formality: 'athletic' }),
];

const pack = (message: string) => {
  const question = parseQuestion(message, { today: '2026-11-23', unit: 'F' });
  return packingAnswer({
    question,
    closet,
    date: tripDate(question, '2026-11-23'),
    preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
    wardrobe: 'menswear',
    seed: 1,
    unit: 'F',
    home: null,
  });
};

// Generated: a trip for a sport packs the sport's kit from the closet, however the trip is said (somewhere warm:
// on a cold trip the activity's own rule leaves shorts at home).
describe('a trip for a sport packs its kit', () => {
  const sports = ['a half marathon', 'a 10k', 'a marathon'];
  const trips = (sport: string) => [`trip to Miami for ${sport}, 3 nights, what to pack`, `packing for ${sport} in San Diego this weekend, 2 nights`];
  for (const sport of sports)
    for (const message of trips(sport))
      it(message, () => {
        const a = pack(message);
        expect(a.itemIds).toEqual(expect.arrayContaining([6, 7, 8]));
        expect(a.text).toMatch(/Black Running Shorts/);
      });
  it('a trip for nothing sporty packs no kit', () => {
    expect(pack('trip to Chicago for a conference, 3 nights, what to pack').itemIds).not.toContain(8);
  });
});
