import { describe, expect, it } from 'vitest';
import { CATALOG_CATEGORIES } from '../../shared/catalog-categories';
import { CATEGORIES, SUBCATEGORIES } from '../../shared/closet-constants';
import { mulberry32 } from '../../shared/prng';
import { boughtColor, boughtPiece, filledGaps, productIdFromLink } from './bought-product';

const product = (name: string, category: (typeof CATALOG_CATEGORIES)[number], colors: string[] = [], priceCents = 5000) => ({
  name,
  brand: 'Acme',
  category,
  colors,
  priceCents,
});

describe('boughtPiece', () => {
  it('files a piece on the shelf its name belongs to', () => {
    expect(boughtPiece(product('Navy Wool Blazer', 'jackets'))).toMatchObject({ category: 'Suits & tailoring', subcategory: 'Blazer' });
    expect(boughtPiece(product('Waxed Trench Coat', 'jackets'))).toMatchObject({ category: 'Outerwear', subcategory: 'Trench coat' });
    expect(boughtPiece(product('Brown Leather Loafers', 'shoes'))).toMatchObject({ category: 'Shoes', subcategory: 'Loafers' });
    expect(boughtPiece(product('Silver Chain Necklace', 'accessories'))).toMatchObject({ category: 'Jewellery', subcategory: 'Necklace' });
    expect(boughtPiece(product('Slim Dark Jeans', 'pants'))).toMatchObject({ category: 'Bottoms', subcategory: 'Jeans' });
  });

  it('keeps the usual shelf and leaves the subcategory empty when the name says nothing it knows', () => {
    expect(boughtPiece(product('The Everyday', 'shirts'))).toMatchObject({ category: 'Tops', subcategory: null });
  });

  it('carries brand, price in dollars and the catalog colour', () => {
    const piece = boughtPiece({ name: '  Oxford Shirt ', brand: ' ', category: 'shirts', colors: ['light blue', 'white'], priceCents: 8950 });
    expect(piece).toEqual({ name: 'Oxford Shirt', brand: null, category: 'Tops', subcategory: 'Oxford shirt', color: 'Light Blue', price: 89.5 });
  });

  it('gives every generated product a valid closet piece (seeded)', () => {
    const rand = mulberry32(44);
    const words = ['Navy', 'Wool', 'Relaxed', 'Shirt', 'Boot', 'Dress', 'Skirt', 'Tote', 'Belt', 'Ring', 'Coat', 'Tee', '', 'x'.repeat(150)];
    for (let n = 0; n < 500; n++) {
      const name = Array.from({ length: 1 + Math.floor(rand() * 4) }, () => words[Math.floor(rand() * words.length)]).join(' ');
      const category = CATALOG_CATEGORIES[Math.floor(rand() * CATALOG_CATEGORIES.length)]!;
      const piece = boughtPiece(product(name, category, rand() < 0.5 ? [] : ['navy'], Math.floor(rand() * 1_000_000)));
      expect(CATEGORIES).toContain(piece.category);
      if (piece.subcategory) expect(SUBCATEGORIES[piece.category] as readonly string[]).toContain(piece.subcategory);
      expect(piece.name.length).toBeGreaterThan(0);
      expect(piece.name.length).toBeLessThanOrEqual(100);
      expect(piece.color.length).toBeGreaterThan(0);
      expect(Number.isFinite(piece.price)).toBe(true);
    }
  });
});

describe('boughtColor', () => {
  it('reads a colour from the name when the catalog gives none, longest name first', () => {
    expect(boughtColor({ name: 'Light Gray Hoodie', colors: [] })).toBe('Light Gray');
    expect(boughtColor({ name: 'Navy Wool Blazer', colors: [] })).toBe('Navy');
    expect(boughtColor({ name: 'Statement Jacket', colors: [] })).toBe('Multi');
  });
});

describe('productIdFromLink', () => {
  it('reads our own product links, absolute or not', () => {
    expect(productIdFromLink('/go/12')).toBe(12);
    expect(productIdFromLink(' https://wearwise.example/go/12?x=1 ')).toBe(12);
    expect(productIdFromLink('https://store.example/products/12')).toBeNull();
    expect(productIdFromLink('/go/0')).toBeNull();
    expect(productIdFromLink('/go/99999999999')).toBeNull();
  });
});

describe('filledGaps', () => {
  it('is the gaps present before and gone after', () => {
    expect(filledGaps([{ key: 'blazer' }, { key: 'boots' }], [{ key: 'boots' }, { key: 'raincoat' }])).toEqual([{ key: 'blazer' }]);
  });
});
