import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../shared/closet-constants';
import {
  colourKey,
  ownsSame,
  PRODUCT_CATEGORIES,
  recommendProducts,
  scoreProducts,
  styleKey,
  WEIGHTS,
  type CandidateProduct,
  type OwnedItem,
  type ShoppingProfile,
} from './recommend';

let nextId = 1;
const product = (name: string, category: CandidateProduct['category'], colors: string[], extra: Partial<CandidateProduct> = {}): CandidateProduct => ({
  id: nextId++,
  name,
  description: null,
  category,
  colors,
  inStock: true,
  sourcePriority: 10,
  ...extra,
});
const owned = (name: string, category: OwnedItem['category'], color: string, extra: Partial<OwnedItem> = {}): OwnedItem => ({
  name,
  category,
  subcategory: null,
  color,
  formality: null,
  status: 'active',
  ...extra,
});
const profile = (p: Partial<ShoppingProfile> = {}): ShoppingProfile => ({ preferredStyle: 'Smart Casual', colorPalette: [], essentialItems: [], ...p });

const closet: OwnedItem[] = [
  owned('Oxford shirt', 'Tops', 'White'),
  owned('Polo shirt', 'Tops', 'Navy'),
  owned('Chinos', 'Bottoms', 'Khaki'),
  owned('Dark jeans', 'Bottoms', 'Indigo'),
  owned('Suede loafers', 'Shoes', 'Brown'),
];

describe('colourKey', () => {
  it('merges spelling variants and reads the dominant colour', () => {
    expect(colourKey('Gray')).toBe(colourKey('grey'));
    expect(colourKey('Navy Blue')).toBe(colourKey('navy'));
    expect(colourKey('White/navy stripe')).toBe('white');
    expect(colourKey('Red')).not.toBe(colourKey('Navy'));
  });
});

describe('ownsSame', () => {
  it('is true for the same category and colour only', () => {
    expect(ownsSame({ category: 'shirts', colors: ['white'] }, closet)).toBe(true);
    expect(ownsSame({ category: 'shirts', colors: ['Navy Blue'] }, closet)).toBe(true);
    expect(ownsSame({ category: 'shirts', colors: ['Sage'] }, closet)).toBe(false);
    expect(ownsSame({ category: 'jackets', colors: ['White'] }, closet)).toBe(false);
    expect(ownsSame({ category: 'shirts', colors: [] }, closet)).toBe(false);
  });
  it('counts any of the product colours and ignores archived items', () => {
    expect(ownsSame({ category: 'shirts', colors: ['Green', 'White'] }, closet)).toBe(true);
    expect(ownsSame({ category: 'jackets', colors: ['Olive'] }, [owned('Field jacket', 'Outerwear', 'olive', { status: 'archived' })])).toBe(false);
    expect(ownsSame({ category: 'jackets', colors: ['Olive'] }, [owned('Field jacket', 'Outerwear', 'olive', { status: 'in laundry' })])).toBe(true);
  });
});

describe('scoreProducts', () => {
  it('drops out-of-stock products and products owned in the same colour and category', () => {
    const whiteShirt = product('Slim oxford shirt', 'shirts', ['White']);
    const soldOut = product('Linen shirt', 'shirts', ['Sage'], { inStock: false });
    const sage = product('Linen shirt', 'shirts', ['Sage']);
    const whiteSneakers = product('White leather sneakers', 'shoes', ['White']);
    const ids = scoreProducts({ products: [whiteShirt, soldOut, sage, whiteSneakers], closet, profile: profile() }).map((s) => s.product.id);
    expect(ids).not.toContain(whiteShirt.id);
    expect(ids).not.toContain(soldOut.id);
    expect(ids).toContain(sage.id);
    expect(ids).toContain(whiteSneakers.id);
  });

  it('counts the closet items a product goes with by colour harmony and formality', () => {
    const navyBlazer = product('Navy blazer', 'jackets', ['Navy']);
    const [scored] = scoreProducts({ products: [navyBlazer], closet, profile: profile() });
    // Navy goes with every colour here; the stylist reads a blazer as business, one level from the
    // smart casual shirts, chinos and loafers but two from casual jeans.
    expect(scored!.goesWith).toBe(4);
    const [overshirt] = scoreProducts({ products: [product('Cotton overshirt', 'jackets', ['Navy'])], closet, profile: profile() });
    expect(overshirt!.goesWith).toBe(5);
    const tux = product('Tuxedo jacket', 'jackets', ['Black']);
    const [formal] = scoreProducts({ products: [tux], closet, profile: profile() });
    // Formal is more than one level from everything here.
    expect(formal!.goesWith).toBe(0);
    const [clash] = scoreProducts({
      products: [product('Cotton overshirt', 'jackets', ['Orange'])],
      closet: [owned('Tee', 'Tops', 'Hot Pink')],
      profile: profile(),
    });
    expect(clash!.goesWith).toBe(0);
  });

  it('does not count items of the same category', () => {
    const [scored] = scoreProducts({ products: [product('Chambray shirt', 'shirts', ['Light Blue'])], closet, profile: profile() });
    expect(scored!.goesWith).toBe(3);
  });

  it('ranks a product that goes with more of the closet higher, all else equal', () => {
    const clashCloset = [owned('Tee', 'Tops', 'Red'), owned('Tee', 'Tops', 'Orange'), owned('Chinos', 'Bottoms', 'Khaki')];
    const green = product('Green chinos', 'pants', ['Lime']);
    const grey = product('Grey chinos', 'pants', ['Grey']);
    const ranked = scoreProducts({ products: [green, grey], closet: clashCloset, profile: profile() });
    expect(ranked[0]!.product.id).toBe(grey.id);
    expect(ranked[0]!.goesWith).toBeGreaterThan(ranked[1]!.goesWith);
  });

  it('puts a missing essential item first, by its priority and colour', () => {
    const p = profile({
      essentialItems: [
        { name: 'Navy Blazer', category: 'Outerwear', priority: 'High' },
        { name: 'Leather belt', category: 'Accessories', priority: 'Low' },
      ],
    });
    const blazer = product('Unstructured wool blazer', 'jackets', ['Navy']);
    const greyBlazer = product('Unstructured wool blazer', 'jackets', ['Grey']);
    const belt = product('Leather belt', 'accessories', ['Brown']);
    const bomber = product('Bomber jacket', 'jackets', ['Navy']);
    const ranked = scoreProducts({ products: [bomber, belt, greyBlazer, blazer], closet, profile: p });
    expect(ranked.map((s) => s.product.id).slice(0, 2)).toEqual([blazer.id, greyBlazer.id]);
    expect(ranked[0]!.score - ranked[1]!.score).toBe(WEIGHTS.essentialColour);
    expect(ranked[0]!.reasons.join(' ')).toContain('Navy Blazer');
    const beltScore = ranked.find((s) => s.product.id === belt.id)!;
    expect(beltScore.reasons.join(' ')).toContain('Leather belt');
  });

  it('does not count an essential the closet already holds', () => {
    const p = profile({ essentialItems: [{ name: 'White Oxford Shirt', category: 'Tops', priority: 'High' }] });
    const [scored] = scoreProducts({ products: [product('Oxford shirt', 'shirts', ['Light Blue'])], closet, profile: p });
    expect(scored!.reasons.join(' ')).not.toContain('essential');
  });

  it('favours categories the closet lacks', () => {
    const tiny = [
      owned('Tee', 'Tops', 'White'),
      owned('Tee', 'Tops', 'Grey'),
      owned('Tee', 'Tops', 'Black'),
      owned('Tee', 'Tops', 'Navy'),
      owned('Tee', 'Tops', 'Olive'),
    ];
    const shirt = product('Grey linen shirt', 'shirts', ['Beige']);
    const pants = product('Chinos', 'pants', ['Beige']);
    const [first] = scoreProducts({ products: [shirt, pants], closet: tiny, profile: profile() });
    expect(first!.product.id).toBe(pants.id);
  });

  it('prefers the formality of the preferred style', () => {
    const suitTrousers = product('Suit trousers', 'pants', ['Charcoal']);
    const joggers = product('Joggers', 'pants', ['Charcoal']);
    const pro = scoreProducts({ products: [joggers, suitTrousers], closet: [], profile: profile({ preferredStyle: 'Classic Professional' }) });
    expect(pro[0]!.product.id).toBe(suitTrousers.id);
  });

  it('adds the palette and the source priority (higher first)', () => {
    const a = product('Crew sweater', 'shirts', ['Teal'], { sourcePriority: 10 });
    const b = product('Crew sweater', 'shirts', ['Teal'], { sourcePriority: 60 });
    const c = product('Crew sweater', 'shirts', ['Teal'], { sourcePriority: 10 });
    const ranked = scoreProducts({ products: [a, b, c], closet: [], profile: profile() });
    expect(ranked.map((s) => s.product.id)).toEqual([b.id, a.id, c.id]);
    expect(ranked[0]!.score - ranked[1]!.score).toBeCloseTo(50 * WEIGHTS.sourcePriority);
    const withPalette = scoreProducts({ products: [a], closet: [], profile: profile({ colorPalette: ['teal'] }) });
    expect(withPalette[0]!.score - ranked[1]!.score).toBeCloseTo(WEIGHTS.palette);
  });

  it('is deterministic whatever the input order (property)', () => {
    const pool = [
      product('Oxford shirt', 'shirts', ['Light Blue']),
      product('Chinos', 'pants', ['Olive']),
      product('Loafers', 'shoes', ['Brown'], { sourcePriority: 40 }),
      product('Bomber jacket', 'jackets', ['Black']),
      product('Watch', 'accessories', ['Silver']),
      product('Linen shirt', 'shirts', ['Sage'], { inStock: false }),
      product('Polo shirt', 'shirts', ['Navy']),
    ];
    const expected = scoreProducts({ products: pool, closet, profile: profile() }).map((s) => s.product.id);
    fc.assert(
      fc.property(fc.shuffledSubarray(pool, { minLength: pool.length, maxLength: pool.length }), (shuffled) => {
        expect(scoreProducts({ products: shuffled, closet, profile: profile() }).map((s) => s.product.id)).toEqual(expected);
      }),
    );
  });

  it('never returns an owned colour+category or an out-of-stock product (property)', () => {
    const colour = fc.constantFrom('White', 'Navy', 'navy blue', 'Grey', 'gray', 'Red', 'Olive', 'Brown', 'Sage', 'Black');
    fc.assert(
      fc.property(
        fc.array(fc.record({ category: fc.constantFrom(...PRODUCT_CATEGORIES), colors: fc.array(colour, { maxLength: 3 }), inStock: fc.boolean() }), {
          maxLength: 20,
        }),
        fc.array(fc.record({ category: fc.constantFrom(...CATEGORIES), color: colour }), { maxLength: 12 }),
        (products, items) => {
          const candidates = products.map((p, i) => product(`Item ${i}`, p.category, p.colors, { inStock: p.inStock }));
          const ownedItems = items.map((i) => owned('Thing', i.category, i.color));
          for (const s of scoreProducts({ products: candidates, closet: ownedItems, profile: profile() })) {
            expect(s.product.inStock).toBe(true);
            expect(ownsSame(s.product, ownedItems)).toBe(false);
          }
        },
      ),
    );
  });
});

describe('recommendProducts', () => {
  it('returns at most count products and each name+colour once', () => {
    const products = [
      product('Oxford shirt', 'shirts', ['Light Blue'], { sourcePriority: 20 }),
      product('Oxford shirt', 'shirts', ['Light Blue'], { sourcePriority: 10 }),
      product('Flannel shirt', 'shirts', ['Red']),
      product('Henley', 'shirts', ['Grey']),
      product('Camp shirt', 'shirts', ['Sage']),
    ];
    const out = recommendProducts({ products, closet, profile: profile(), count: 3 });
    expect(out).toHaveLength(3);
    expect(out.filter((s) => s.product.name === 'Oxford shirt')).toHaveLength(1);
    expect(recommendProducts({ products, closet, profile: profile(), count: 12 })).toHaveLength(4);
  });
  it('shows each garment once before repeating it in another colour', () => {
    const products = [
      product('White Oxford Shirt', 'shirts', ['white'], { sourcePriority: 50 }),
      product('Light Blue Oxford Shirt', 'shirts', ['light blue'], { sourcePriority: 50 }),
      product('Blue Oxford Shirt', 'shirts', ['blue'], { sourcePriority: 50 }),
      product('Navy Polo Shirt', 'shirts', ['navy']),
      product('Sage Linen Shirt', 'shirts', ['sage']),
    ];
    const out = recommendProducts({ products, closet: [], profile: profile(), count: 3 });
    expect(out.map((s) => s.product.name)).toEqual(['White Oxford Shirt', 'Navy Polo Shirt', 'Sage Linen Shirt']);
    const all = recommendProducts({ products, closet: [], profile: profile(), count: 5 });
    expect(all.map((s) => s.product.name).slice(3)).toEqual(['Light Blue Oxford Shirt', 'Blue Oxford Shirt']);
  });
  it('reads the garment without its colour', () => {
    expect(styleKey({ name: 'Light Blue Oxford Shirt', colors: ['light blue'] })).toBe('oxford shirt');
    expect(styleKey({ name: 'White Oxford Shirt', colors: [] })).toBe('oxford shirt');
    expect(styleKey({ name: 'Navy', colors: ['navy'] })).toBe('navy');
  });
  it('returns nothing for an empty catalog', () => {
    expect(recommendProducts({ products: [], closet, profile: profile(), count: 3 })).toEqual([]);
  });
});
