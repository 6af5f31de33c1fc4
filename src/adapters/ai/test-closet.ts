import type { TClothingItem } from '../../shared/schemas/closet';
import type { ChatGrounding } from './port';

/** Builds closet items for the adapter tests: only what a test cares about needs saying. */
export function closetItem(id: number, fields: Partial<TClothingItem> & Pick<TClothingItem, 'name' | 'category' | 'color'>): TClothingItem {
  return {
    id,
    userId: 1,
    brand: null,
    subcategory: null,
    subcategoryAsWritten: null,
    size: null,
    season: 'All Seasons',
    imageUrl: null,
    material: null,
    formality: null,
    warmth: null,
    price: null,
    status: 'active',
    addedAt: '2026-01-01T00:00:00.000Z',
    timesWorn: 0,
    lastWornOn: null,
    costPerWear: null,
    ...fields,
  };
}

export const sampleCloset: TClothingItem[] = [
  closetItem(1, { name: 'Navy Blazer', category: 'Outerwear', subcategory: 'Blazer', color: 'Navy', material: 'wool', formality: 'business' }),
  closetItem(2, { name: 'White Oxford Shirt', category: 'Tops', subcategory: 'Oxford shirt', color: 'White', formality: 'smart casual' }),
  closetItem(3, { name: 'Grey Wool Trousers', category: 'Bottoms', subcategory: 'Trousers', color: 'Grey', material: 'wool', formality: 'business' }),
  closetItem(4, { name: 'Brown Loafers', category: 'Shoes', subcategory: 'Loafers', color: 'Brown', material: 'leather', formality: 'smart casual' }),
  closetItem(5, { name: 'Dark Slim Jeans', category: 'Bottoms', subcategory: 'Jeans', color: 'Indigo', material: 'denim', formality: 'casual' }),
  closetItem(6, { name: 'Grey Crew Tee', category: 'Tops', subcategory: 'T-shirt', color: 'Grey', formality: 'casual' }),
  closetItem(7, { name: 'White Leather Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'White', formality: 'casual' }),
  closetItem(8, { name: 'Red Silk Scarf', category: 'Accessories', subcategory: 'Scarf', color: 'Red', material: 'silk' }),
];

/** A parsed request as the server hands it to a stylist, for the adapter tests: only what a test cares about needs saying. */
export function testGrounding(over: Partial<ChatGrounding> = {}): ChatGrounding {
  return {
    kind: 'general',
    offTopic: null,
    wardrobe: 'mixed',
    closetAnswer: null,
    tipQuery: '',
    weatherWords: [],
    occasions: [],
    budget: null,
    previousQuestion: null,
    facts: [],
    ...over,
  };
}
