import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/prng';
import { item } from './test-fixtures';
import type { ClosetItem } from './types';
import { askOutfit } from './chat/test-ask-outfit';

/**
 * In a strong wind (a gale, gusts the person states) a skirt or dress lifts and open shoes fill with grit: with trousers and
 * closed shoes of the same level owned, those are worn. On a calm day the same closet may still pick the dress. Generated
 * closets where the dress and the sandals are the least worn, so rotation alone would choose them.
 */
const DRESSES = ['Green floral midi dress', 'Black wrap dress', 'Navy shirt dress', 'Rust pleated midi skirt'];
const SANDALS = ['Tan leather sandals', 'Black slides', 'Gold flat sandals'];
const WINDY = [
  'its blowin a gale 2day, 80km/h gusts on the waterfront. wat do i wear',
  "gusts of 50mph all day tomorrow and I'm walking to work. What should I wear?",
  'really windy on the pier this afternoon, outfit?',
];

describe('no skirt, dress or open shoes in a strong wind (generated)', () => {
  const rand = mulberry32(46_47_01);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  for (let k = 0; k < 12; k++) {
    let id = 1;
    const p = (o: Parameters<typeof item>[0]) => item({ id: id++, ...o });
    const dressName = pick(DRESSES);
    const skirt = dressName.includes('skirt');
    const dress = p({ name: dressName, category: skirt ? 'Bottoms' : 'Dresses & jumpsuits', formality: 'smart casual', timesWorn: 0 });
    const sandals = p({ name: pick(SANDALS), category: 'Shoes', subcategory: 'Sandals', formality: 'smart casual', timesWorn: 0 });
    const closet: ClosetItem[] = [
      dress,
      sandals,
      p({ name: 'White linen shirt', category: 'Tops', formality: 'smart casual', timesWorn: 20 }),
      p({ name: 'Black wide-leg trousers', category: 'Bottoms', formality: 'smart casual', timesWorn: 30 }),
      p({ name: 'Black leather loafers', category: 'Shoes', formality: 'smart casual', timesWorn: 30 }),
      p({ name: 'Yellow rain shell', category: 'Outerwear', formality: 'casual', timesWorn: 10 }),
    ];
    const text = pick(WINDY);
    it(`${text} (${dress.name}, ${sandals.name})`, () => {
      const a = askOutfit(text, closet);
      expect(a.text).not.toContain(dress.name);
      expect(a.text).not.toContain(sandals.name);
      expect(a.text).toContain('Black wide-leg trousers');
    });
  }
});
