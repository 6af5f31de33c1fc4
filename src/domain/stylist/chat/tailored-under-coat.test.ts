import { describe, expect, it } from 'vitest';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { askOutfit } from './test-ask-outfit';

const closet: ClosetItem[] = [
  item({ id: 1, name: 'Charcoal Suit Jacket', category: 'Outerwear', subcategory: 'Suit jacket', color: 'Charcoal', formality: 'formal' }),
  item({ id: 2, name: 'White Dress Shirt', category: 'Tops', subcategory: 'Dress shirt', color: 'White', formality: 'formal' }),
  item({ id: 3, name: 'Charcoal Suit Trousers', category: 'Bottoms', subcategory: 'Suit trousers', color: 'Charcoal', formality: 'formal' }),
  item({ id: 4, name: 'Black Oxford Shoes', category: 'Shoes', subcategory: 'Oxfords', color: 'Black', formality: 'formal' }),
  item({ id: 5, name: 'Navy Wool Overcoat', category: 'Outerwear', subcategory: 'Overcoat', color: 'Navy', material: 'wool', formality: 'business' }),
  item({ id: 6, name: 'Grey Crew Tee', category: 'Tops', subcategory: 'T-shirt', color: 'Grey' }),
  item({ id: 7, name: 'Dark Jeans', category: 'Bottoms', subcategory: 'Jeans', color: 'Indigo' }),
  item({ id: 8, name: 'White Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'White' }),
];

const ask = (message: string) => askOutfit(message, closet);

// Generated: occasions whose dress code calls for a jacket, on cold days, keep it on under the coat.
describe('a jacket the dress code calls for stays on under the coat', () => {
  const dressy = ['a black tie gala', 'a semi-formal wedding', 'a cocktail party', 'a board meeting, business formal'];
  for (const occasion of dressy)
    for (const temp of [20, 35, 45])
      it(`${occasion} at ${temp}°F`, () => {
        const a = ask(`what should I wear to ${occasion} on saturday? it'll be ${temp} degrees`);
        expect(a.itemIds).toContain(5);
        expect(a.itemIds).toContain(1);
        expect(a.text).toMatch(/Navy Wool Overcoat keeps you warm/);
      });
  it.each(['a casual brunch', 'the farmers market'])('%s in the cold takes the coat alone', (occasion) => {
    const a = ask(`what should I wear to ${occasion} on saturday? it'll be 35 degrees`);
    expect(a.itemIds).not.toContain(1);
  });
});
