import { mulberry32 } from '../../shared/prng';
import type { ClosetItem, OutfitRequest, Weather } from './types';

/** Builders for tests: a valid item or request with only the fields a test cares about spelled out. */

let nextId = 1000;

export function item(overrides: Partial<ClosetItem> & Pick<ClosetItem, 'name' | 'category'>): ClosetItem {
  return {
    id: overrides.id ?? nextId++,
    brand: null,
    subcategory: null,
    color: 'navy',
    season: 'All Seasons',
    material: null,
    formality: null,
    warmth: null,
    status: 'active',
    lastWornOn: null,
    timesWorn: 0,
    ...overrides,
  };
}

export const MILD_DRY: Weather = { minTempC: 14, maxTempC: 20, precipitationProbability: 10, precipitationMm: 0, windKph: 10, source: 'forecast' };

export function weather(overrides: Partial<Weather> = {}): Weather {
  return { ...MILD_DRY, ...overrides };
}

/** 2025-03-04 is a Tuesday. */
export const TUESDAY = '2025-03-04';
export const SATURDAY = '2025-03-08';

export function request(overrides: Partial<OutfitRequest> = {}): OutfitRequest {
  return {
    closet: [],
    date: TUESDAY,
    events: [],
    weather: MILD_DRY,
    preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
    seed: 1,
    ...overrides,
  };
}

/** A small, sensible closet covering every level of formality. */
export function basicCloset(): ClosetItem[] {
  let id = 1;
  const make = (o: Partial<ClosetItem> & Pick<ClosetItem, 'name' | 'category'>) => item({ id: id++, ...o });
  return [
    make({ name: 'White Oxford Shirt', category: 'Tops', subcategory: 'Oxford shirt', color: 'white', material: 'cotton' }),
    make({ name: 'Grey T-Shirt', category: 'Tops', subcategory: 'T-shirt', color: 'grey', material: 'cotton' }),
    make({ name: 'Light Blue Dress Shirt', category: 'Tops', subcategory: 'Dress shirt', color: 'light blue', material: 'cotton' }),
    make({ name: 'Running Top', category: 'Tops', subcategory: 'Performance tee', color: 'black', material: 'synthetic' }),
    make({ name: 'Tuxedo Shirt', category: 'Tops', subcategory: 'Tuxedo shirt', color: 'white', material: 'cotton' }),
    make({ name: 'Dark Jeans', category: 'Bottoms', subcategory: 'Jeans', color: 'indigo', material: 'denim' }),
    make({ name: 'Beige Chinos', category: 'Bottoms', subcategory: 'Chinos', color: 'beige', material: 'cotton' }),
    make({ name: 'Charcoal Dress Trousers', category: 'Bottoms', subcategory: 'Dress trousers', color: 'charcoal', material: 'wool' }),
    make({ name: 'Black Joggers', category: 'Bottoms', subcategory: 'Joggers', color: 'black', material: 'synthetic' }),
    make({ name: 'Tuxedo Trousers', category: 'Bottoms', subcategory: 'Tuxedo trousers', color: 'black', material: 'wool' }),
    make({ name: 'Navy Wool Coat', category: 'Outerwear', subcategory: 'Wool coat', color: 'navy', material: 'wool' }),
    make({ name: 'Beige Trench Coat', category: 'Outerwear', subcategory: 'Trench coat', color: 'beige', material: 'cotton' }),
    make({ name: 'White Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'white', material: 'leather' }),
    make({ name: 'Brown Oxford Shoes', category: 'Shoes', subcategory: 'Oxford shoes', color: 'brown', material: 'leather' }),
    make({ name: 'Running Shoes', category: 'Shoes', subcategory: 'Running shoes', color: 'grey', material: 'synthetic' }),
    make({ name: 'Black Patent Shoes', category: 'Shoes', subcategory: 'Patent leather shoes', color: 'black', material: 'leather' }),
    make({ name: 'Leather Watch', category: 'Accessories', subcategory: 'Watch', color: 'brown', material: 'leather' }),
  ];
}

/** A seeded draw for generated cases: `pick` one of a list, `cases(n)` the indices of n cases for it.each. */
export function seeded(seed: number): { pick: <T>(xs: readonly T[]) => T; cases: (n: number) => number[] } {
  const rand = mulberry32(seed);
  return { pick: (xs) => xs[Math.floor(rand() * xs.length)]!, cases: (n) => Array.from({ length: n }, (_, i) => i) };
}
