import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/prng';
import { item } from './test-fixtures';
import type { ClosetItem } from './types';
import { askOutfit } from './chat/test-ask-outfit';

/**
 * Shorts and open shoes are never worn on a cold day (a high under 10 °C), whatever the occasion or dress code: a
 * casual interview, errands, a dinner. Generated closets where the shorts and sandals sit at the occasion's level.
 */
const SHORTS = ['Olive chino shorts', 'Khaki cargo shorts', 'Denim shorts', 'Navy linen shorts'];
const SANDALS = ['Tan leather sandals', 'Black slides', 'Brown flip-flops'];
const ASKS = [
  "second-round interview next wednesday, they're really casual, it's {f} degrees",
  'running errands saturday, {f}°F out',
  "casual dinner with friends tomorrow, it's supposed to be {f}",
  'a relaxed brunch sunday, high of {f}',
];

describe('no shorts or open shoes on a cold day (generated)', () => {
  const rand = mulberry32(38_12_56);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let k = 0; k < 16; k++) {
    let id = 1;
    const p = (o: Parameters<typeof item>[0]) => item({ id: id++, ...o });
    const shorts = p({ name: pick(SHORTS), category: 'Bottoms', subcategory: 'Shorts', formality: 'casual', timesWorn: 0 });
    const sandals = p({ name: pick(SANDALS), category: 'Shoes', subcategory: 'Sandals', formality: 'casual', timesWorn: 0 });
    const closet: ClosetItem[] = [
      shorts,
      sandals,
      p({ name: 'Sage camp-collar shirt', category: 'Tops', formality: 'casual' }),
      p({ name: 'Grey crew sweater', category: 'Tops', formality: 'smart casual', timesWorn: 30 }),
      p({ name: 'Dark jeans', category: 'Bottoms', subcategory: 'Jeans', formality: 'smart casual', timesWorn: 30 }),
      p({ name: 'White canvas sneakers', category: 'Shoes', formality: 'casual', timesWorn: 30 }),
      p({ name: 'Navy wool coat', category: 'Outerwear', formality: 'smart casual', warmth: 'warm' }),
    ];
    const f = 28 + Math.floor(rand() * 20);
    const text = pick(ASKS).replace('{f}', String(f));
    it(`${text} (${shorts.name}, ${sandals.name})`, () => {
      const a = askOutfit(text, closet);
      expect(a.text).not.toContain(shorts.name);
      expect(a.text).not.toContain(sandals.name);
      expect(a.text).toContain('Dark jeans');
    });
  }
});
