import { describe, expect, it } from 'vitest';
import { occasionNeeds, type OccasionClosetItem } from './occasions';
import { recommendProducts, type CandidateProduct } from './recommend';

const item = (name: string, category: OccasionClosetItem['category'], formality: OccasionClosetItem['formality'] = null): OccasionClosetItem => ({
  name,
  category,
  subcategory: null,
  formality,
  status: 'active',
});
const gala = { title: 'Opera gala', date: '2026-12-05', dressCode: 'Black Tie' };

describe('what upcoming events ask of the catalog', () => {
  it('asks for a tuxedo for a Black Tie evening the closet cannot dress, an evening gown for a womenswear closet', () => {
    const [need] = occasionNeeds({ events: [gala], closet: [item('Navy Suit', 'Outerwear'), item('White Shirt', 'Tops')], wardrobe: 'menswear' });
    expect(need).toMatchObject({ label: 'Black Tie', garments: [{ category: 'suits', label: 'a tuxedo' }] });
    expect(occasionNeeds({ events: [gala], closet: [], wardrobe: 'womenswear' })[0]!.garments).toMatchObject([
      { category: 'dresses', label: 'an evening gown' },
    ]);
  });

  it('asks nothing when the closet already holds the garment at the right formality, or the event asks nothing special', () => {
    expect(occasionNeeds({ events: [gala], closet: [item('Black Tuxedo', 'Outerwear')], wardrobe: 'menswear' })).toEqual([]);
    expect(occasionNeeds({ events: [gala], closet: [item('Tuxedo Jacket', 'Outerwear')], wardrobe: 'menswear' })).toEqual([]);
    expect(occasionNeeds({ events: [{ title: 'Gym', date: '2026-12-01', dressCode: null }], closet: [], wardrobe: 'menswear' })).toEqual([]);
    expect(occasionNeeds({ events: [{ title: 'Team lunch', date: '2026-12-01', dressCode: 'Casual' }], closet: [], wardrobe: 'womenswear' })).toEqual([]);
  });

  it('reads the code from the title when the calendar has none, and keeps one need per code, earliest first', () => {
    const needs = occasionNeeds({
      events: [
        { title: 'Cocktail party at the Ritz', date: '2026-12-10', dressCode: null },
        { title: 'Winter ball', date: '2026-12-20', dressCode: 'Black Tie' },
        gala,
      ],
      closet: [],
      wardrobe: 'womenswear',
    });
    expect(needs.map((n) => [n.event.title, n.garments.map((g) => g.label)])).toEqual([
      ['Opera gala', ['an evening gown']],
      ['Cocktail party at the Ritz', ['a cocktail dress']],
    ]);
  });
});

describe('recommendations for an upcoming occasion', () => {
  const product = (id: number, name: string, category: CandidateProduct['category'], colors = ['black']): CandidateProduct => ({
    id,
    name,
    category,
    colors,
    inStock: true,
    sourcePriority: 10,
  });
  const products = [
    product(1, 'Oxford Shirt', 'shirts', ['white']),
    product(2, 'Slim Chinos', 'pants', ['khaki']),
    product(3, 'Navy Wool Suit', 'suits', ['navy']),
    product(4, 'Midnight Tuxedo', 'suits'),
    product(5, 'Leather Belt', 'accessories', ['brown']),
  ];
  const profile = { preferredStyle: 'Smart Casual', colorPalette: [], essentialItems: [] };

  it('puts the tuxedo first for a Black Tie evening, with the reason, and not without one', () => {
    const occasions = occasionNeeds({ events: [gala], closet: [], wardrobe: 'menswear' });
    const [first] = recommendProducts({ products, closet: [], profile, occasions, count: 3 });
    expect(first!.product.name).toBe('Midnight Tuxedo');
    expect(first!.reasons[0]).toBe('a tuxedo for Opera gala (Black Tie) on 2026-12-05');
    const plain = recommendProducts({ products, closet: [], profile, count: 5 });
    expect(plain.find((r) => r.product.name === 'Midnight Tuxedo')!.reasons.join()).not.toMatch(/Opera gala/);
  });

  it('is not hidden by a coat of the same colour: owning a black overcoat is not owning a black tuxedo', () => {
    const closet = [{ name: 'Black Overcoat', category: 'Outerwear' as const, subcategory: null, color: 'black', formality: null, status: 'active' as const }];
    const occasions = occasionNeeds({ events: [gala], closet, wardrobe: 'menswear' });
    expect(recommendProducts({ products, closet, profile, occasions, count: 1 })[0]!.product.name).toBe('Midnight Tuxedo');
  });
});
