import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { packingAnswer, tripDate } from './packing';

/**
 * The trip stays the answer's subject whatever is said beside it: a clause about what other people are doing ('everyone
 * at work is doing a festival', 'my flatmates are going to the beach') neither drops the sentence that holds the place
 * and the purpose nor adds its plan to the trip; texting shorthand ('conf') is the conference; and 'what do I wear on
 * the plane' is answered of the plane. Generated: others' plans x trips x lengths x weather x asks, seeded.
 */
const today = '2026-11-23';
const rand = mulberry32(38_14_55);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

function closet(): ClosetItem[] {
  let id = 1;
  const p = (o: Parameters<typeof item>[0]) => item({ ...o, id: id++ });
  return [
    p({ name: 'Black Band Tee', category: 'Tops', formality: 'casual' }),
    p({ name: 'Black Button-Up Shirt', category: 'Tops', formality: 'smart casual' }),
    p({ name: 'Charcoal Cardigan', category: 'Tops', formality: 'smart casual', warmth: 'medium' }),
    p({ name: 'Black Cargo Pants', category: 'Bottoms', formality: 'casual' }),
    p({ name: 'Black Wide-Leg Trousers', category: 'Bottoms', formality: 'smart casual' }),
    p({ name: 'Black Combat Boots', category: 'Shoes', subcategory: 'Boots', formality: 'casual' }),
    p({ name: 'Black Leather Loafers', category: 'Shoes', formality: 'smart casual' }),
    p({ name: 'Tan Chore Coat', category: 'Outerwear', formality: 'casual', warmth: 'medium' }),
  ];
}

describe('the trip said beside other people’s plans (generated)', () => {
  const OTHERS = [
    'everyone here is doing a festival',
    'my flatmates are all going to the beach',
    'half my team is off skiing',
    'everybody at work is going camping',
  ];
  const TRIPS = [
    { said: "i'm off to a linguistics conf in chicago", place: 'Chicago' },
    { said: 'im flying to a conference in denver', place: 'Denver' },
    { said: "i'm heading to a work conf in seattle", place: 'Seattle' },
    { said: 'im going to a physics conference in toronto', place: 'Toronto' },
  ];
  const LENGTHS = ['3 days', '4 days', '2 nights'];
  const WEATHER = ['like 40 n windy', 'around 50 and rainy', ''];
  const ASKS = [
    { said: 'what do i pack + what do i wear on the plane', way: 'on the plane' },
    { said: 'what should i pack and wear on the flight', way: 'on the plane' },
    { said: 'what do i pack, and what do i wear on the train', way: 'on the train' },
  ];
  for (let k = 0; k < 16; k++) {
    const trip = pick(TRIPS);
    const ask = pick(ASKS);
    const weather = pick(WEATHER);
    const text = `${pick(OTHERS)} ${pick(['and', 'but', 'n'])} ${trip.said} lol. ${pick(LENGTHS)}${weather ? `, ${weather}` : ''}. ${ask.said}`;
    it(text, () => {
      const question = parseQuestion(text, { today, unit: 'F' });
      expect(question.kind).toBe('packing');
      expect(question.trip?.place).toBe(trip.place);
      expect(question.trip?.purposes).toEqual(['work']);
      const a = packingAnswer({
        question,
        closet: closet(),
        date: tripDate(question, today),
        preferences: { preferredStyle: 'Casual', colorPalette: [], styleGoals: [] },
        wardrobe: 'mixed',
        seed: 2,
      }).text;
      expect(a).toContain(trip.place);
      expect(a).toMatch(/conf/);
      expect(a).toContain(ask.way);
      expect(a).not.toMatch(/festival|beach|ski|camp|swim/i);
    });
  }
  it('a plan of the person’s own with someone else stays the trip', () => {
    expect(parseQuestion('my sister and i are going camping for 3 days, what do i pack', { today }).trip?.purposes).toEqual(['camping']);
    expect(parseQuestion("my cousin's wedding in napa then 4 days of wine tasting, what do i pack", { today }).trip?.purposes).toContain('wedding');
  });
});
