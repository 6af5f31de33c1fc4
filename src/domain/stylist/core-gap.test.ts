import { describe, expect, it } from 'vitest';
import { generateOutfit } from './generate-outfit';
import { hardRuleViolations } from './rules';
import type { ClosetItem } from './types';
import { TUESDAY, item, request, weather } from './test-fixtures';

// Issue 24: a slot nothing suits at the day's dress code is filled from the closest owned piece
// and named as the gap; a blazer is a layer over a top, never the top.

const MONDAY = '2025-03-03';
const RAINY_COOL = weather({ minTempC: 10, maxTempC: 17, precipitationProbability: 80, precipitationMm: 4 });
const clientPresentation = [{ title: 'Client presentation', date: TUESDAY, startTime: '10:00', endTime: '11:00', dressCode: 'Business Formal' }];

/** The demo's shape: the one business top is in the laundry, the nearest (an oxford shirt) was worn yesterday. */
function closet(): ClosetItem[] {
  return [
    item({ id: 1, name: 'Navy Blazer', category: 'Outerwear', subcategory: 'Blazer', material: 'wool', formality: 'smart casual', warmth: 'medium' }),
    item({
      id: 2,
      name: 'White Oxford Shirt',
      category: 'Tops',
      subcategory: 'Oxford shirt',
      color: 'white',
      material: 'cotton',
      formality: 'smart casual',
      warmth: 'light',
      lastWornOn: MONDAY,
    }),
    item({
      id: 3,
      name: 'Light Blue Dress Shirt',
      category: 'Tops',
      subcategory: 'Dress shirt',
      color: 'light blue',
      material: 'cotton',
      formality: 'business',
      status: 'in laundry',
    }),
    item({
      id: 4,
      name: 'Beige Linen Shirt',
      category: 'Tops',
      subcategory: 'Linen shirt',
      color: 'beige',
      material: 'linen',
      formality: 'casual',
      season: 'Summer',
    }),
    item({
      id: 5,
      name: 'Gray Merino Sweater',
      category: 'Tops',
      subcategory: 'Sweater',
      color: 'grey',
      material: 'knit',
      formality: 'smart casual',
      season: 'Winter',
      warmth: 'warm',
    }),
    item({
      id: 6,
      name: 'Black Crew Tee',
      category: 'Tops',
      subcategory: 'T-shirt',
      color: 'black',
      material: 'cotton',
      formality: 'casual',
      season: 'Summer',
    }),
    item({
      id: 7,
      name: 'Charcoal Wool Trousers',
      category: 'Bottoms',
      subcategory: 'Dress trousers',
      color: 'charcoal',
      material: 'wool',
      formality: 'business',
    }),
    item({ id: 8, name: 'Dark Jeans', category: 'Bottoms', subcategory: 'Jeans', color: 'indigo', material: 'denim', formality: 'casual' }),
    item({ id: 9, name: 'Black Oxford Shoes', category: 'Shoes', subcategory: 'Oxfords', color: 'black', material: 'leather', formality: 'business' }),
  ];
}

const dressFor = (c: ClosetItem[]) => request({ closet: c, events: clientPresentation, weather: RAINY_COOL });

describe('a top nothing suits at the dress code', () => {
  it('is filled from the closest owned top and named as the gap (a repeat allowed when nothing else can fill it)', () => {
    const req = dressFor(closet());
    const result = generateOutfit(req);
    expect(result.kind).toBe('outfit');
    const ids = result.items.map((i) => i.id);
    // The oxford shirt is one level off; the sweater is as formal but out of season, the linen and tee two levels off.
    expect(ids).toContain(2);
    expect(ids).toEqual(expect.arrayContaining([7, 9]));
    expect(ids).not.toContain(3);
    expect(result.gaps).toEqual([
      expect.stringMatching(/^Gap: your White Oxford Shirt stands in as the top \(smart casual for business formal attire\); a dress shirt or blouse/),
    ]);
    expect(result.reasons[1]).toBe(result.gaps![0]);
    expect(result.shortOf).toBeUndefined();
    expect(hardRuleViolations(req, result.items)).toEqual([]);
    for (const c of result.candidates) expect(c.items.some((i) => i.category === 'Tops')).toBe(true);
  });

  it('never gives an outer layer over no top: such an outfit breaks a hard rule', () => {
    const req = dressFor(closet());
    expect(hardRuleViolations(req, [{ id: 7 }, { id: 1 }, { id: 9 }])).toEqual(['no top, and the closet has one to wear']);
  });

  it('never takes a stand-in from the laundry or the archive', () => {
    const c = closet().map((i) => (i.id === 2 ? { ...i, status: 'archived' as const } : i));
    const result = generateOutfit(dressFor(c));
    const top = result.items.find((i) => i.category === 'Tops');
    expect(top).toBeDefined();
    expect([3, 2]).not.toContain(top!.id);
    expect(result.gaps?.[0]).toMatch(/^Gap: your .+ stands in as the top/);
  });

  it('leaves a day with a suitable top unchanged: no stand-in, no gap', () => {
    const c = closet().map((i) => (i.id === 3 ? { ...i, status: 'active' as const } : i));
    const result = generateOutfit(dressFor(c));
    expect(result.items.map((i) => i.id)).toContain(3);
    expect(result.gaps).toEqual([]);
  });
});

describe('a bottom nothing suits at the dress code', () => {
  it('is filled from the closest owned bottom and named as the gap', () => {
    const c = closet()
      .filter((i) => i.id !== 7)
      .map((i) => (i.id === 3 ? { ...i, status: 'active' as const } : i))
      .concat(
        item({ id: 10, name: 'Beige Chinos', category: 'Bottoms', subcategory: 'Chinos', color: 'beige', material: 'cotton', formality: 'smart casual' }),
      );
    const req = dressFor(c);
    const result = generateOutfit(req);
    expect(result.items.map((i) => i.id)).toEqual(expect.arrayContaining([3, 10, 9]));
    expect(result.gaps).toEqual([expect.stringMatching(/^Gap: your Beige Chinos stands in as the bottom \(smart casual for business formal attire\)/)]);
    expect(hardRuleViolations(req, result.items)).toEqual([]);
  });
});

describe('neither half suits the dress code', () => {
  it('dresses the whole outfit at the nearest dress code instead of a coat over nothing', () => {
    const c = closet().filter((i) => i.id !== 7 && i.id !== 3);
    const result = generateOutfit(dressFor(c));
    expect(result.kind).toBe('outfit');
    expect(result.shortOf).toEqual({ dressCode: 'business formal', closest: expect.any(String) });
    expect(result.items.some((i) => i.category === 'Tops')).toBe(true);
    expect(result.items.some((i) => i.category === 'Bottoms')).toBe(true);
  });
});
