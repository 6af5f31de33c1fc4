import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../shared/closet-constants';
import { MAX_RECOMMENDATIONS, MIN_RECOMMENDATIONS, recommendPurchases, type RecommendationItem, type RecommendationProfile } from './index';

const item = (name: string, category: RecommendationItem['category'], color: string, extra: Partial<RecommendationItem> = {}): RecommendationItem => ({
  name,
  category,
  subcategory: null,
  color,
  formality: null,
  warmth: null,
  material: null,
  status: 'active',
  ...extra,
});
const profile = (p: Partial<RecommendationProfile> = {}): RecommendationProfile => ({
  preferredStyle: 'Smart Casual',
  colorPalette: [],
  essentialItems: [],
  ...p,
});

const fullCloset: RecommendationItem[] = [
  item('White Tee', 'Tops', 'White'),
  item('Grey Tee', 'Tops', 'Grey'),
  item('Oxford Shirt', 'Tops', 'Light Blue'),
  item('Navy Sweater', 'Tops', 'Navy', { material: 'wool', warmth: 'warm' }),
  item('Linen Shirt', 'Tops', 'White', { material: 'linen', warmth: 'light' }),
  item('Dark Jeans', 'Bottoms', 'Indigo'),
  item('Khaki Chinos', 'Bottoms', 'Khaki'),
  item('Grey Trousers', 'Bottoms', 'Grey', { formality: 'business' }),
  item('Navy Blazer', 'Outerwear', 'Navy'),
  item('Wool Overcoat', 'Outerwear', 'Camel', { warmth: 'warm' }),
  item('Brown Loafers', 'Shoes', 'Brown', { formality: 'smart casual' }),
  item('White Sneakers', 'Shoes', 'White'),
  item('Leather Belt', 'Accessories', 'Brown'),
];

const names = (r: ReturnType<typeof recommendPurchases>) => r.map((x) => x.name);

describe('purchase recommendations', () => {
  it('asks first for outerwear when there is none, suited to the month', () => {
    const closet = fullCloset.filter((i) => i.category !== 'Outerwear');
    expect(recommendPurchases({ closet, profile: profile(), month: 1 })[0]).toMatchObject({ name: 'Wool overcoat', category: 'Outerwear', priority: 'High' });
    expect(names(recommendPurchases({ closet, profile: profile(), month: 4 }))).toContain('Lightweight trench or field jacket');
    expect(names(recommendPurchases({ closet, profile: profile(), month: 7 }))).toContain('Light overshirt or denim jacket');
  });

  it('asks a Business Casual user without office shoes for leather dress shoes', () => {
    const closet = fullCloset.filter((i) => i.name !== 'Brown Loafers');
    const recs = recommendPurchases({ closet, profile: profile({ preferredStyle: 'Business Casual' }), month: 3 });
    expect(recs[0]).toMatchObject({ name: 'Leather dress shoes', priority: 'High', category: 'Shoes' });
    expect(names(recommendPurchases({ closet, profile: profile({ preferredStyle: 'Smart Casual' }), month: 3 }))).not.toContain('Leather dress shoes');
  });

  it('suggests more tops below the minimum, and more bottoms', () => {
    const closet = [item('Tee', 'Tops', 'White'), item('Jeans', 'Bottoms', 'Indigo'), ...fullCloset.filter((i) => !['Tops', 'Bottoms'].includes(i.category))];
    const recs = recommendPurchases({ closet, profile: profile(), month: 3 });
    expect(recs.find((r) => r.category === 'Tops')).toMatchObject({ name: 'Versatile tops', priority: 'High' });
    expect(recs.find((r) => r.category === 'Bottoms')).toMatchObject({ name: 'Chinos', priority: 'Medium' });
  });

  it('lists essential items not yet owned, with their own priority, and skips owned ones', () => {
    const essentials = [
      { name: 'Navy Blazer', category: 'Outerwear', description: '', priority: 'High' as const },
      { name: 'Camel Trench Coat', category: 'Outerwear', description: 'For spring rain.', priority: 'Medium' as const },
    ];
    const recs = recommendPurchases({ closet: fullCloset, profile: profile({ essentialItems: essentials }), month: 3 });
    expect(names(recs)).not.toContain('Navy Blazer');
    expect(recs.find((r) => r.name === 'Camel Trench Coat')).toMatchObject({ priority: 'Medium', description: 'For spring rain.', category: 'Outerwear' });
  });

  it('suggests palette colours missing from the closet', () => {
    const recs = recommendPurchases({ closet: fullCloset, profile: profile({ colorPalette: ['Navy', 'Olive', 'Burgundy', 'Rust'] }), month: 3 });
    expect(names(recs)).toEqual(expect.arrayContaining(['Olive knit or shirt', 'Burgundy knit or shirt']));
    expect(names(recs)).not.toContain('Navy knit or shirt');
  });

  it('asks for warm knitwear in winter when nothing is warm', () => {
    const closet = fullCloset.filter((i) => i.warmth !== 'warm');
    expect(recommendPurchases({ closet, profile: profile(), month: 12 })[0]).toMatchObject({ name: 'Warm knitwear', priority: 'High' });
  });

  it('still suggests three staples for a complete closet, varying by month', () => {
    const march = recommendPurchases({ closet: fullCloset, profile: profile(), month: 3 });
    const april = recommendPurchases({ closet: fullCloset, profile: profile(), month: 4 });
    expect(march).toHaveLength(3);
    expect(names(march)).not.toEqual(names(april));
  });

  it('ignores archived items', () => {
    const closet = fullCloset.map((i) => (i.category === 'Outerwear' ? { ...i, status: 'archived' as const } : i));
    expect(recommendPurchases({ closet, profile: profile(), month: 1 })[0]!.category).toBe('Outerwear');
  });

  it('always gives 3 to 6 complete suggestions, High before Medium before Low, never twice the same', () => {
    const arbItem = fc.record({
      name: fc.constantFrom('Tee', 'Shirt', 'Jeans', 'Coat', 'Loafers', 'Belt', 'Blazer', 'Sweater', 'Sneakers'),
      category: fc.constantFrom(...CATEGORIES),
      subcategory: fc.constant(null),
      color: fc.constantFrom('Navy', 'White', 'Olive', 'Red'),
      formality: fc.constantFrom(null, 'casual', 'business'),
      warmth: fc.constantFrom(null, 'light', 'warm'),
      material: fc.constant(null),
      status: fc.constantFrom('active', 'archived', 'in laundry'),
    }) as fc.Arbitrary<RecommendationItem>;
    const arbProfile = fc.record({
      preferredStyle: fc.constantFrom('Smart Casual', 'Minimalist Modern', 'Business Casual', 'Classic Professional', 'Bohemian'),
      colorPalette: fc.array(fc.constantFrom('Navy', 'Olive', 'Rust', 'Blush Pink'), { maxLength: 4 }),
      essentialItems: fc.array(
        fc.record({
          name: fc.constantFrom('Navy Blazer', 'White Oxford Shirt', 'Dark Slim Jeans'),
          category: fc.constantFrom('Tops', 'Bottoms', 'Outerwear'),
          description: fc.constant(''),
          priority: fc.constantFrom('High', 'Medium', 'Low'),
        }),
        { maxLength: 3 },
      ),
    }) as fc.Arbitrary<RecommendationProfile>;
    fc.assert(
      fc.property(fc.array(arbItem, { maxLength: 30 }), arbProfile, fc.integer({ min: 1, max: 12 }), (closet, p, month) => {
        const recs = recommendPurchases({ closet, profile: p, month });
        expect(recs.length).toBeGreaterThanOrEqual(MIN_RECOMMENDATIONS);
        expect(recs.length).toBeLessThanOrEqual(MAX_RECOMMENDATIONS);
        expect(new Set(recs.map((r) => r.name.toLowerCase())).size).toBe(recs.length);
        const order = recs.map((r) => ({ High: 0, Medium: 1, Low: 2 })[r.priority]);
        expect(order).toEqual([...order].sort());
        for (const r of recs) {
          expect(r.priceRange).toMatch(/^\$\d+ - \$\d+$/);
          expect(r.checklist.length).toBeGreaterThanOrEqual(3);
          expect(r.checklist.length).toBeLessThanOrEqual(4);
          expect(r.description.length).toBeGreaterThan(10);
        }
      }),
    );
  });
});
