import { describe, expect, it } from 'vitest';
import type { Category } from '../../shared/closet-constants';
import { inferFormality, inferMaterial, inferWarmth, isOnePiece } from './inference';
import { item } from './test-fixtures';

const guess = (subcategory: string, category: Category = 'Tops', name = subcategory) => item({ name, subcategory, category });

describe('inferFormality', () => {
  it.each([
    ['Blazer', 'Outerwear', 'business'],
    ['Suit jacket', 'Outerwear', 'formal'],
    ['Tuxedo', 'Tops', 'formal'],
    ['T-shirt', 'Tops', 'casual'],
    ['Hoodie', 'Tops', 'casual'],
    ['Running shoes', 'Shoes', 'athletic'],
    ['Joggers', 'Bottoms', 'athletic'],
    ['Leggings', 'Bottoms', 'athletic'],
    ['Oxford shoes', 'Shoes', 'business'],
    ['Oxford shirt', 'Tops', 'smart casual'],
    ['Loafers', 'Shoes', 'smart casual'],
    ['Sneakers', 'Shoes', 'casual'],
    ['Dress shirt', 'Tops', 'business'],
    ['Chinos', 'Bottoms', 'smart casual'],
    ['Jeans', 'Bottoms', 'casual'],
    ['Evening gown', 'Tops', 'formal'],
    ['Sports bra', 'Tops', 'athletic'],
    ['Puffer jacket', 'Outerwear', 'casual'],
  ] as const)('%s (%s) → %s', (subcategory, category, expected) => {
    expect(inferFormality(guess(subcategory, category))).toBe(expected);
  });

  it('reads the name when the subcategory is blank', () => {
    expect(inferFormality(item({ name: 'Navy tuxedo jacket', category: 'Outerwear' }))).toBe('formal');
  });
  it('keeps a formality the user set', () => {
    expect(inferFormality(item({ name: 'T-shirt', category: 'Tops', formality: 'business' }))).toBe('business');
  });
  it('falls back on the material, then casual', () => {
    expect(inferFormality(item({ name: 'Thing', category: 'Bottoms', material: 'wool' }))).toBe('smart casual');
    expect(inferFormality(item({ name: 'Thing', category: 'Tops' }))).toBe('casual');
  });
});

describe('inferWarmth', () => {
  it.each([
    ['Parka', 'Outerwear', 'warm'],
    ['Puffer', 'Outerwear', 'warm'],
    ['Tank top', 'Tops', 'light'],
    ['Shorts', 'Bottoms', 'light'],
    ['Sandals', 'Shoes', 'light'],
    ['Jeans', 'Bottoms', 'medium'],
    ['Trench coat', 'Outerwear', 'medium'],
  ] as const)('%s (%s) → %s', (subcategory, category, expected) => {
    expect(inferWarmth(guess(subcategory, category))).toBe(expected);
  });
  it('makes wool knitwear warm and leaves cotton knitwear medium', () => {
    expect(inferWarmth(item({ name: 'Grey sweater', category: 'Tops', subcategory: 'Sweater', material: 'wool' }))).toBe('warm');
    expect(inferWarmth(item({ name: 'Grey sweater', category: 'Tops', subcategory: 'Sweater', material: 'cotton' }))).toBe('medium');
  });
  it('makes a wool scarf warm and a silk one light', () => {
    expect(inferWarmth(item({ name: 'Red scarf', category: 'Accessories', subcategory: 'Scarf', material: 'wool' }))).toBe('warm');
    expect(inferWarmth(item({ name: 'Red scarf', category: 'Accessories', subcategory: 'Scarf', material: 'silk' }))).toBe('light');
  });
  it('makes linen trousers light although trousers are usually medium', () => {
    expect(inferWarmth(item({ name: 'Khaki linen trousers', category: 'Bottoms', subcategory: 'Trousers', material: 'linen' }))).toBe('light');
  });
  it('makes linen and silk light when nothing else is known', () => {
    expect(inferWarmth(item({ name: 'Shirt', category: 'Tops', material: 'linen' }))).toBe('light');
    expect(inferWarmth(item({ name: 'Blouse', category: 'Tops', material: 'silk' }))).toBe('light');
  });
  it('reads running shorts as light, not as athletic-medium', () => {
    expect(inferWarmth(guess('Running shorts', 'Bottoms'))).toBe('light');
  });
});

describe('inferMaterial', () => {
  it('reads the material from the name when the field is empty', () => {
    expect(inferMaterial(item({ name: 'Suede loafers', category: 'Shoes' }))).toBe('suede');
    expect(inferMaterial(item({ name: 'Satin slip', category: 'Tops' }))).toBe('silk');
    expect(inferMaterial(item({ name: 'Cashmere jumper', category: 'Tops' }))).toBe('wool');
  });
  it('trusts the field when set', () => {
    expect(inferMaterial(item({ name: 'Suede-look boots', category: 'Shoes', material: 'synthetic' }))).toBe('synthetic');
  });
});

describe('isOnePiece', () => {
  it('recognises dresses and jumpsuits but not dress shirts or dress shoes', () => {
    expect(isOnePiece(guess('Dress'))).toBe(true);
    expect(isOnePiece(guess('Jumpsuit'))).toBe(true);
    expect(isOnePiece(guess('Dress shirt'))).toBe(false);
    expect(isOnePiece(guess('Dress pants', 'Bottoms'))).toBe(false);
    expect(isOnePiece(guess('Dress shoes', 'Shoes'))).toBe(false);
  });
});
