import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/prng';
import { generateOutfit } from './generate-outfit';
import { item, request, weather } from './test-fixtures';

/**
 * A piece filed under Activewear is for sport whatever level it was given: a 'casual' sports bra or yoga leggings never
 * make a casual day's look while everyday pieces are owned (found on a gig answered with a sports bra). Generated closets.
 */
const SPORT = ['Lilac sports bra', 'Black yoga leggings', 'Grey running tights', 'Navy cycling shorts', 'Teal compression top'];
const EVENTS = ['Gig at the Night & Day', 'Brunch with Sam', 'Farmers market', 'Movie night'];

describe('activewear stays for sport', () => {
  const rand = mulberry32(808);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  it.each(Array.from({ length: 20 }, (_, n) => n))('closet %i', () => {
    let id = 1;
    const piece = (o: Parameters<typeof item>[0]) => item({ id: id++, ...o });
    const sport = [pick(SPORT), pick(SPORT)].map((name) => piece({ name, category: 'Activewear', formality: pick(['casual', 'smart casual']) }));
    const closet = [
      ...sport,
      piece({ name: 'Striped long-sleeve tee', category: 'Tops', formality: 'casual' }),
      piece({ name: 'White cotton tee', category: 'Tops', formality: 'casual' }),
      piece({ name: 'Light-wash jeans', category: 'Bottoms', subcategory: 'Jeans', formality: 'casual' }),
      piece({ name: 'Khaki shorts', category: 'Bottoms', formality: 'casual' }),
      piece({ name: 'White leather trainers', category: 'Shoes', formality: 'casual' }),
    ];
    const maxTempC = Math.round(8 + rand() * 24);
    const r = generateOutfit(
      request({
        closet,
        weather: weather({ maxTempC, minTempC: maxTempC - 8 }),
        events: [{ title: pick(EVENTS), date: '2025-03-04', dressCode: 'Casual' } as never],
      }),
    );
    expect(r.kind).toBe('outfit');
    for (const s of sport) expect(r.items.map((i) => i.id)).not.toContain(s.id);
  });
});
