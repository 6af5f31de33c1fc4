import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion, pieceAskedToWear } from '../question';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { packingAnswer, tripDate } from './packing';

/**
 * Generated:
 *   - what the others go in ('everyone's going in jeans', 'people turn up in trainers') is the piece to wear, after an outfit;
 *     a piece something is in ('a hole in my jeans') is not;
 *   - a closet kept for another climate, packed for the heat, has too few light tops: the answer says so.
 */
const rand = mulberry32(8123);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const TODAY = '2026-11-30';

describe('what the others go in', () => {
  const PIECES = [
    { said: 'jeans', id: 'jeans' },
    { said: 'trainers', id: 'sneakers' },
    { said: 'sundresses', id: 'dress' },
    { said: 'hoodies', id: 'hoodie' },
  ];
  const SAID = [
    "turns out it's super casual, everyone's going in {p}",
    'apparently people just turn up in {p}',
    "it's chill, everybody comes in {p}",
    'they all go in {p} lol',
  ];
  it.each(Array.from({ length: 16 }, (_, i) => i))('variant %i', () => {
    const piece = pick(PIECES);
    const message = pick(SAID).replace('{p}', piece.said);
    expect(pieceAskedToWear(message), message).toBe(piece.id);
    const q = parseQuestion(message, {
      today: TODAY,
      unit: 'C',
      history: [
        { role: 'user', content: 'What should I wear to the engagement dinner on Thursday?' },
        { role: 'assistant', content: 'Your black top, rust trousers and tan boots.' },
      ],
    });
    expect(q.followUp, message).toBe(true);
    expect(q.occasionName ?? q.occasions[0], message).toMatch(/engagement|dinner|party/);
  });
  it('a piece something is in is not worn', () => {
    for (const message of ['there is a hole in my jeans', 'I spilled wine in my hoodie pocket', 'my phone is in my jeans'])
      expect(pieceAskedToWear(message), message).toBeNull();
  });
});

describe('a winter closet packed for the heat says it is short of light tops', () => {
  function winterCloset(lightTops: number): ClosetItem[] {
    let id = 1;
    const p = (o: Parameters<typeof item>[0]) => item({ ...o, id: id++ });
    const light = ['Navy striped cotton tee', 'White linen shirt', 'Sage cotton tank top', 'Pink cotton tee'].slice(0, lightTops);
    return [
      ...light.map((name) => p({ name, category: 'Tops', formality: 'casual', warmth: 'light' })),
      p({ name: 'Cream merino roll-neck', category: 'Tops', formality: 'smart casual', warmth: 'warm' }),
      p({ name: 'Burgundy wool cardigan', category: 'Tops', formality: 'smart casual', warmth: 'warm' }),
      p({ name: 'Grey wool jumper', category: 'Tops', formality: 'casual', warmth: 'warm' }),
      p({ name: 'Dark wash jeans', category: 'Bottoms', formality: 'casual' }),
      p({ name: 'Black wool trousers', category: 'Bottoms', formality: 'smart casual', warmth: 'warm' }),
      p({ name: 'Black ballet flats', category: 'Shoes', formality: 'smart casual' }),
      p({ name: 'Black insulated snow boots', category: 'Shoes', formality: 'casual', warmth: 'warm' }),
      p({ name: 'Charcoal down parka', category: 'Outerwear', formality: 'casual', warmth: 'warm' }),
    ];
  }
  const TRIPS = [
    "I'm visiting my sister in Tenerife for 10 days over New Year, she says it's 24 to 27°C there. What should I pack?",
    'Packing for a week in Bangkok in January, 32 degrees every day. What do I bring?',
    'Flying to Cancún for 8 days next month, about 29°C. Help me pack',
  ];
  it.each(Array.from({ length: 9 }, (_, i) => i))('variant %i', () => {
    const message = pick(TRIPS);
    const lightTops = Math.floor(rand() * 5);
    const question = parseQuestion(message, { today: TODAY, unit: 'C' });
    const a = packingAnswer({
      question,
      closet: winterCloset(lightTops),
      date: tripDate(question, TODAY),
      preferences: { preferredStyle: 'Casual', colorPalette: [], styleGoals: [] },
      wardrobe: 'womenswear',
      seed: 3,
    }).text;
    // A week or more in the heat wants at least three light tops; fewer owned is said as a gap.
    if (lightTops <= 1) expect(a, `${message} (${lightTops} light tops)`).toContain('light tops for the heat');
    if (lightTops === 4) expect(a, `${message} (${lightTops} light tops)`).not.toContain('light tops for the heat');
    expect(a).not.toMatch(/merino roll-neck|wool cardigan|snow boots|down parka/i);
  });
});
