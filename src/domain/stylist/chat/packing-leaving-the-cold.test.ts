import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { packingAnswer, tripDate } from './packing';

/**
 * Issue 38.5 (stated facts win, and only where they are said of): weather said of the place a trip leaves ('but I'm leaving
 * Logan in the freezing cold', 'I'll be leaving from rainy Vancouver') is not the trip's weather. Cold said there is what is
 * worn on the way: the warmest coat owned, worn and not packed. Trips, origins and wordings are generated.
 */
const rand = mulberry32(2741);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const TODAY = '2026-11-30';

const TRIPS = [
  'Flying to San Juan for 10 days over Christmas, it will be 29°C there.',
  "Going to visit my brother in Cancún for a week in January, he says it's 30 degrees.",
  'A week in Bangkok next month, about 32°C every day.',
];
const COLD_ORIGINS = [
  "but I'm leaving Boston in the freezing cold",
  "I'll be leaving from snowy Winnipeg, obviously",
  'and it is freezing here at home',
  '- leaving Helsinki in the snow',
];
const WET_ORIGINS = ["I'll be leaving from rainy Vancouver, obviously", 'but it is pouring here at home'];
const ASKS = ['What should I pack?', 'What do I bring?', 'Help me pack pls'];

function closet(): ClosetItem[] {
  let id = 1;
  const p = (o: Parameters<typeof item>[0]) => item({ ...o, id: id++ });
  return [
    p({ name: 'White cotton tee', category: 'Tops', formality: 'casual', warmth: 'light' }),
    p({ name: 'Blue linen shirt', category: 'Tops', formality: 'casual', warmth: 'light' }),
    p({ name: 'Grey striped tee', category: 'Tops', formality: 'casual', warmth: 'light' }),
    p({ name: 'Khaki shorts', category: 'Bottoms', formality: 'casual', warmth: 'light' }),
    p({ name: 'Stone chinos', category: 'Bottoms', formality: 'smart casual', warmth: 'light' }),
    p({ name: 'White canvas sneakers', category: 'Shoes', formality: 'casual' }),
    p({ name: 'Black down puffer jacket', category: 'Outerwear', formality: 'casual', warmth: 'warm' }),
    p({ name: 'Navy light rain shell', category: 'Outerwear', formality: 'casual', warmth: 'light' }),
  ];
}

const answer = (message: string) => {
  const question = parseQuestion(message, { today: TODAY, unit: 'C' });
  const text = packingAnswer({
    question,
    closet: closet(),
    date: tripDate(question, TODAY),
    preferences: { preferredStyle: 'Casual', colorPalette: [], styleGoals: [] },
    wardrobe: 'menswear',
    seed: 2,
  }).text;
  return { question, text };
};

describe('weather said of the place left is not the trip’s', () => {
  it.each(Array.from({ length: 16 }, (_, i) => i))('cold left behind (variant %i)', () => {
    const message = `${pick(TRIPS)} ${pick(COLD_ORIGINS)}. ${pick(ASKS)}`;
    const { question, text } = answer(message);
    expect(question.kind, message).toBe('packing');
    expect(question.weather, message).not.toContain('cold');
    expect(question.weather, message).not.toContain('snow');
    expect(question.trip?.leavingCold, message).toBe(true);
    expect(text, message).toMatch(/plan for hot/);
    expect(text, message).toContain('Leaving in the cold, wear your Black down puffer jacket');
    expect(text, message).not.toMatch(/Pack[^.]*Black down puffer jacket/);
  });
  it.each(Array.from({ length: 8 }, (_, i) => i))('rain left behind (variant %i)', () => {
    const message = `${pick(TRIPS)} ${pick(WET_ORIGINS)}. ${pick(ASKS)}`;
    const { question } = answer(message);
    expect(question.weather, message).not.toContain('rain');
    expect(question.trip?.leavingCold ?? false, message).toBe(false);
  });
  it('with no trip, the weather said stays the day’s', () => {
    const q = parseQuestion("I'm leaving the house at 7 and it's freezing, what do I wear to work?", { today: TODAY, unit: 'C' });
    expect(q.weather).toContain('cold');
  });
});
