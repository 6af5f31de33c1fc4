import { describe, expect, it } from 'vitest';
import { inferFormality } from './formality';

describe('inferFormality', () => {
  it.each([
    ['Tops', 'T-Shirt', 'casual'],
    ['Tops', 'tee', 'casual'],
    ['Tops', 'Dress Shirt', 'business'],
    ['Tops', 'Oxford shirt', 'smart casual'],
    ['Tops', 'Polo', 'smart casual'],
    ['Tops', 'Hoodie', 'casual'],
    ['Bottoms', 'Chinos', 'smart casual'],
    ['Bottoms', 'Jeans', 'casual'],
    ['Bottoms', 'Joggers', 'athletic'],
    ['Bottoms', 'Suit trousers', 'business'],
    ['Outerwear', 'Blazer', 'smart casual'],
    ['Outerwear', 'Sport coat', 'smart casual'],
    ['Outerwear', 'Tuxedo jacket', 'formal'],
    ['Outerwear', 'Puffer', 'casual'],
    ['Outerwear', 'Overcoat', 'business'],
    ['Shoes', 'Running shoes', 'athletic'],
    ['Shoes', 'Oxfords', 'business'],
    ['Shoes', 'Loafers', 'smart casual'],
    ['Shoes', 'Sneakers', 'casual'],
    ['Accessories', 'Bow tie', 'formal'],
    ['Accessories', 'Tie', 'business'],
    ['Accessories', 'Watch', 'smart casual'],
    ['Accessories', 'Beanie', 'casual'],
  ] as const)('%s / %s is %s', (category, subcategory, formality) => {
    expect(inferFormality({ category, subcategory })).toBe(formality);
  });

  it('falls back to the name when the subcategory says nothing, then to casual', () => {
    expect(inferFormality({ category: 'Tops', subcategory: 'Shirt', name: 'White dress shirt' })).toBe('business');
    expect(inferFormality({ category: 'Tops', subcategory: null, name: 'Navy blazer' })).toBe('smart casual');
    expect(inferFormality({ category: 'Accessories', subcategory: '  ', name: 'Thing' })).toBe('casual');
    expect(inferFormality({ category: 'Tops' })).toBe('casual');
  });

  it('does not match words inside other words', () => {
    expect(inferFormality({ category: 'Tops', subcategory: 'Teal sweater' })).toBe('smart casual');
    expect(inferFormality({ category: 'Accessories', subcategory: 'Tiepin box', name: 'x' })).toBe('casual');
  });
});
