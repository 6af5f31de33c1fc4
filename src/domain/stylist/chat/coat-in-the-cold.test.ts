import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { generateOutfit } from '../generate-outfit';
import { item, request, weather } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { askOutfit } from './test-ask-outfit';

/**
 * Issue 40.1: a coat is the outer layer in the cold when one is owned. Near freezing a warm jacket (a teddy fleece, a
 * bomber) gives way to a coat of the closet's (a wool coat is warm: fibre and cut together), on Home's engine and in
 * chat alike. Closets are generated: which coat, which jacket, the formality each is filed at, the colours.
 */
const COATS = ['Black wool-blend coat', 'Camel wool overcoat', 'Navy peacoat', 'Grey wool coat', 'Olive parka'];
const JACKETS = ['Cream teddy fleece jacket', 'Black bomber jacket', 'Navy fleece jacket', 'Tan suede jacket'];
const LEVELS = ['business', 'smart casual', 'casual'] as const;

function closets(seed: number, n: number) {
  const rand = mulberry32(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  return Array.from({ length: n }, () => {
    let id = 1;
    const piece = (o: Parameters<typeof item>[0]) => item({ id: id++, ...o });
    const coat = piece({ name: pick(COATS), category: 'Outerwear', formality: pick(LEVELS), color: pick(['black', 'camel', 'navy', 'grey']) });
    const jacket = piece({ name: pick(JACKETS), category: 'Outerwear', formality: pick(LEVELS), color: pick(['cream', 'black', 'navy', 'tan']) });
    const closet: ClosetItem[] = [
      coat,
      jacket,
      piece({ name: 'Oatmeal cashmere jumper', category: 'Tops', formality: 'smart casual' }),
      piece({ name: 'Black turtleneck', category: 'Tops', formality: 'smart casual' }),
      piece({ name: 'Dark jeans', category: 'Bottoms', subcategory: 'Jeans', formality: 'casual' }),
      piece({ name: 'Grey wool trousers', category: 'Bottoms', formality: 'smart casual' }),
      piece({ name: 'Black leather ankle boots', category: 'Shoes', subcategory: 'Boots', formality: 'smart casual' }),
    ];
    return { closet, coat, jacket, maxTempC: Math.round(-8 + rand() * 10), wet: rand() < 0.5 };
  });
}

describe('near freezing the coat is the outer layer, whatever warm jacket is also owned', () => {
  it.each(closets(401, 24).map((c) => [c.coat.name, c.jacket.name, c.maxTempC, c.wet, c] as const))(
    '%s over %s at %i°C (wet: %s)',
    (_c, _j, maxTempC, wet, c) => {
      const w = weather({ maxTempC, minTempC: maxTempC - 6, precipitationProbability: wet ? 85 : 5, precipitationMm: wet ? 5 : 0 });
      const home = generateOutfit(request({ closet: c.closet, weather: w }));
      expect(home.items.map((i) => i.id)).toContain(c.coat.id);
      const chat = askOutfit(`what should i wear today, it's ${Math.round((maxTempC * 9) / 5 + 32)} degrees${wet ? ' and snowing' : ''}`, c.closet);
      expect(chat.text).toContain(c.coat.name);
      expect(chat.text).not.toContain(c.jacket.name);
    },
  );
});
