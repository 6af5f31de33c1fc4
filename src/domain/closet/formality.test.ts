import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, MATERIALS } from '../../shared/closet-constants';
import { inferFormality as engineFormality } from '../stylist/inference';
import { profileItem } from '../stylist/item-profile';
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
    ['Bottoms', 'Suit trousers', 'formal'],
    ['Outerwear', 'Blazer', 'business'],
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
    expect(inferFormality({ category: 'Tops', subcategory: null, name: 'Navy blazer' })).toBe('business');
    expect(inferFormality({ category: 'Accessories', subcategory: '  ', name: 'Thing' })).toBe('casual');
    expect(inferFormality({ category: 'Tops' })).toBe('casual');
  });

  it('does not match words inside other words', () => {
    expect(inferFormality({ category: 'Tops', subcategory: 'Teal sweater' })).toBe('smart casual');
    expect(inferFormality({ category: 'Accessories', subcategory: 'Tiepin box', name: 'x' })).toBe('casual');
  });

  it('reads a wool coat as the engine does (the walkthrough stored it as casual)', () => {
    expect(inferFormality({ category: 'Outerwear', subcategory: 'Coat', name: 'Camel wool coat' })).toBe('smart casual');
    expect(inferFormality({ category: 'Outerwear', subcategory: null, name: 'Camel coat', material: 'wool' })).toBe('smart casual');
  });

  it("is the engine's reading for any piece: the server's default and the outfit agree (generated)", () => {
    const words = ['coat', 'wool coat', 'blazer', 'suit jacket', 'tee', 'dress', 'loafers', 'parka', 'trench', 'jeans', 'gown', 'sneakers', 'knit', ''];
    fc.assert(
      fc.property(
        fc.constantFrom(...CATEGORIES),
        fc.constantFrom(...words),
        fc.constantFrom(...words),
        fc.option(fc.constantFrom(...MATERIALS), { nil: null }),
        (category, sub, name, material) => {
          const piece = { category, subcategory: sub || null, name: `Camel ${name}`.trim(), material };
          const server = inferFormality(piece);
          expect(server).toBe(engineFormality({ ...piece, formality: null }));
          const engineItem = {
            ...piece,
            id: 1,
            brand: null,
            color: 'camel',
            season: 'All Seasons' as const,
            formality: null,
            warmth: null,
            status: 'active' as const,
            lastWornOn: null,
            timesWorn: 0,
          };
          expect(profileItem(engineItem).formality).toBe(server);
        },
      ),
      { numRuns: 400 },
    );
  });
});
