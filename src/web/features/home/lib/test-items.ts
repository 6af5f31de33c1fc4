import type { TClothingItem } from '../../../../shared/schemas/closet';

let nextId = 1;

/** A closet item for unit tests, with every field the API returns. */
export function item(category: TClothingItem['category'], overrides: Partial<TClothingItem> = {}): TClothingItem {
  const id = nextId++;
  return {
    id,
    userId: 1,
    name: `${category} ${id}`,
    brand: null,
    category,
    subcategory: null,
    subcategoryAsWritten: null,
    color: 'Navy',
    size: null,
    season: 'All Seasons',
    imageUrl: null,
    material: null,
    formality: null,
    warmth: null,
    price: null,
    status: 'active',
    addedAt: '2025-01-01T00:00:00.000Z',
    timesWorn: 0,
    lastWornOn: null,
    costPerWear: null,
    ...overrides,
  };
}
