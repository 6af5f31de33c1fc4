import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { destinationNamed } from '../question/destinations';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { temperatureBand } from '../weather-bands';
import { COLD_ONLY, packingAnswer, tripDate } from './packing';
import { destinationWeather } from './trip-climate';

/**
 * Generated trips (seeded destinations × months × lengths × parts) over one closet that holds both
 * warm and hot-weather pieces: the climate of the place and month decides, and the opposite is
 * never packed; each part of the trip gets its pieces; a bag is never an activity.
 */

const today = '2026-11-23';
// prettier-ignore
const closet: ClosetItem[] = [
  item({ id: 1, name: 'White Oxford Shirt', category: 'Tops', subcategory: 'Oxford shirt', color: 'White', material: 'cotton', formality: 'smart casual' }),
  item({ id: 2, name: 'Grey Crew Tee', category: 'Tops', subcategory: 'T-shirt', color: 'Grey', material: 'cotton', formality: 'casual' }),
  item({ id: 3, name: 'Navy Polo', category: 'Tops', subcategory: 'Polo', color: 'Navy', material: 'cotton', warmth: 'light', formality: 'smart casual' }),
  item({ id: 4, name: 'Cream Fisherman Sweater', category: 'Tops', subcategory: 'Sweater', color: 'Cream', material: 'cotton', formality: 'casual' }),
  item({ id: 5, name: 'Grey Merino Base Layer', category: 'Tops', subcategory: 'Base layer', color: 'Grey', material: 'wool', formality: 'casual' }),
  item({ id: 6, name: 'Khaki Chinos', category: 'Bottoms', subcategory: 'Chinos', color: 'Khaki', material: 'cotton', formality: 'smart casual' }),
  item({ id: 7, name: 'Navy Shorts', category: 'Bottoms', subcategory: 'Shorts', color: 'Navy', material: 'cotton', warmth: 'light', formality: 'casual' }),
  item({ id: 8, name: 'Dark Jeans', category: 'Bottoms', subcategory: 'Jeans', color: 'Indigo', material: 'denim', formality: 'casual' }),
  item({ id: 9, name: 'Brown Loafers', category: 'Shoes', subcategory: 'Loafers', color: 'Brown', material: 'leather', formality: 'smart casual' }),
  item({ id: 10, name: 'White Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'White', material: 'leather', formality: 'casual' }),
  item({ id: 11, name: 'Black Oxford Shoes', category: 'Shoes', subcategory: 'Oxfords', color: 'Black', material: 'leather', formality: 'formal' }),
  item({ id: 12, name: 'Navy Suit Jacket', category: 'Outerwear', subcategory: 'Suit jacket', color: 'Navy', material: 'wool', formality: 'formal' }),
  item({ id: 13, name: 'Navy Suit Trousers', category: 'Bottoms', subcategory: 'Suit trousers', color: 'Navy', material: 'wool', formality: 'formal' }),
  item({ id: 14, name: 'White Dress Shirt', category: 'Tops', subcategory: 'Dress shirt', color: 'White', material: 'cotton', formality: 'formal' }),
  item({ id: 15, name: 'Charcoal Wool Overcoat', category: 'Outerwear', subcategory: 'Overcoat', color: 'Charcoal', material: 'wool', warmth: 'warm', formality: 'business' }),
  item({ id: 16, name: 'Denim Jacket', category: 'Outerwear', subcategory: 'Jacket', color: 'Blue', material: 'denim', formality: 'casual' }),
  item({ id: 17, name: 'Black Beanie', category: 'Accessories', subcategory: 'Beanie', color: 'Black', material: 'wool', warmth: 'warm', formality: 'casual' }),
];

const PLACES = ['Cancun', 'Lisbon', 'Iceland', 'Chicago', 'Bali', 'Dubai', 'Tokyo', 'London', 'Denver', 'Sydney'];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const LENGTHS = ['a week', '5 days', 'a long weekend', '10 days', 'three days'];
const PARTS = ['', ', one fancy dinner', ', mostly sightseeing', ', a conference then a weekend with friends', ', an evening reception'];
const OPENERS = ['What should I pack for', 'Packing for', 'help me pack for'];

interface Case {
  message: string;
  place: string;
  month: number;
}

function generated(n: number, seed: number): Case[] {
  const rand = mulberry32(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  return Array.from({ length: n }, () => {
    const place = pick(PLACES);
    const month = Math.floor(rand() * 12);
    return { message: `${pick(OPENERS)} ${pick(LENGTHS)} in ${place} in ${MONTHS[month]}${pick(PARTS)}`, place, month };
  });
}

function pack(message: string) {
  const question = parseQuestion(message, { today, unit: 'F' });
  const answer = packingAnswer({
    question,
    closet,
    date: tripDate(question, today),
    preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
    wardrobe: 'menswear',
    seed: 1,
    unit: 'F',
  });
  return { question, answer };
}

/** The day pieces: everything named before the dressy outfit or the free days are added. */
const dayPart = (text: string) => text.split(/ For the /)[0]!.replace(/your [\w -]+ for the cool nights/, '');
const packedNames = (text: string) => closet.filter((i) => dayPart(text).includes(i.name)).map((i) => i);

describe('packing: the climate of the place and month decides, never the opposite', () => {
  const cases = generated(120, 38);
  it.each(cases.map((c) => [c.message, c] as const))('%s', (_m, c) => {
    const { question, answer } = pack(c.message);
    expect(question.kind).toBe('packing');
    const dest = destinationNamed(c.place)!;
    const band = temperatureBand(destinationWeather(dest, c.month).maxTempC);
    const names = packedNames(answer.text);
    if (band === 'hot') {
      for (const piece of names) expect(`${piece.subcategory} ${piece.name} ${piece.material}`.toLowerCase()).not.toMatch(COLD_ONLY);
      expect(answer.text).not.toMatch(/Charcoal Wool Overcoat/);
      if (!/conference/.test(c.message)) expect(answer.text).toMatch(/sunscreen|sun hat/i);
    }
    if (band === 'cold' || band === 'freezing') {
      expect(names.map((p) => p.name)).not.toContain('Navy Shorts');
      expect(names.map((p) => p.name)).not.toContain('Navy Polo');
    }
  });
});

describe('packing: each part of the trip gets its pieces', () => {
  const rand = mulberry32(380);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const rows = Array.from({ length: 30 }, () => `${pick(OPENERS)} ${pick(LENGTHS)} in ${pick(PLACES)} in ${pick(MONTHS)}`);
  it.each(rows)('a dressy evening is named and dressed: %s', (base) => {
    for (const part of [', one fancy dinner', ', an evening reception']) {
      const { answer } = pack(base + part);
      expect(answer.text).toMatch(/For the (fancy dinner|evening reception|reception)/);
    }
  });
  it.each(rows)('work days and free days each get pieces: %s', (base) => {
    const { answer } = pack(`${base}, a conference then a weekend with friends`);
    expect(answer.text).toMatch(/for the (conference|work) days, [^.]* for the free days/);
  });
  it.each(rows)('no evening is invented from the weather words: %s', (base) => {
    const { answer } = pack(`${base}, hot days and cool nights`);
    expect(answer.text).not.toMatch(/dressy evening|For the (dinner|party)/);
    expect(answer.text).not.toMatch(/Black Oxford Shoes/);
  });
});

describe('packing: a bag is never an activity', () => {
  const rand = mulberry32(3838);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const BAGS = ['a carry-on and a backpack', 'just a backpack', 'a backpack and a tote', 'one backpack'];
  const rows = Array.from({ length: 24 }, () => `${pick(LENGTHS)} in ${pick(PLACES)} in ${pick(MONTHS)}, I've got ${pick(BAGS)}. What goes in?`);
  it.each(rows)('%s', (message) => {
    const { question, answer } = pack(message);
    expect(question.trip?.purposes ?? []).not.toContain('hiking');
    expect(answer.text).not.toMatch(/with hiking|for the trails/);
  });
});
