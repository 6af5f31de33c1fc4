import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { askOutfit } from './test-ask-outfit';

/** 'Nothing precious please': delicate fibres stay home, whatever the occasion and closet (seeded closets and wordings). */
const DELICATE = ['Champagne satin slip skirt', 'Ivory silk blouse', 'Tan suede loafers', 'Oatmeal cashmere jumper', 'Black velvet blazer'];
const ASKS = [
  'Going to see a band on Friday, standing four hours, sticky floors. Nothing precious please!',
  'bbq at my mates saturday, kids everywhere, stuff i can get dirty pls',
  "helping at the school fair tomorrow, i don't mind getting messy, what do i wear",
];

describe('nothing precious', () => {
  const rand = mulberry32(1108);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  it.each(Array.from({ length: 15 }, (_, n) => [n, pick(ASKS)] as const))('closet %i: %s', (_n, message) => {
    let id = 1;
    const piece = (o: Parameters<typeof item>[0]) => item({ id: id++, ...o });
    const delicate = [pick(DELICATE), pick(DELICATE)].map((name) =>
      piece({
        name,
        category: /skirt/i.test(name) ? 'Bottoms' : /loafers/i.test(name) ? 'Shoes' : /blazer/i.test(name) ? 'Outerwear' : 'Tops',
        formality: 'smart casual',
      }),
    );
    const closet: ClosetItem[] = [
      ...delicate,
      piece({ name: 'Striped long-sleeve tee', category: 'Tops', formality: 'casual' }),
      piece({ name: 'Light-wash jeans', category: 'Bottoms', subcategory: 'Jeans', formality: 'casual' }),
      piece({ name: 'White canvas trainers', category: 'Shoes', formality: 'casual' }),
      piece({ name: 'Black denim jacket', category: 'Outerwear', formality: 'casual' }),
    ];
    const a = askOutfit(message, closet);
    for (const d of delicate) expect(a.text).not.toContain(d.name);
    expect(a.text).toMatch(/Striped long-sleeve tee|Light-wash jeans/);
  });
});
