import { describe, expect, it } from 'vitest';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import { facetValues, filtersToSearch, matchesFilters, NO_FILTERS, parseFilters, refinementCount } from './closet-filters';

const item = (over: Partial<TClothingItem>): TClothingItem => ({
  id: 1,
  userId: 1,
  name: 'Tee',
  brand: null,
  category: 'Tops',
  subcategory: null,
  subcategoryAsWritten: null,
  color: 'Navy',
  size: null,
  season: 'All Seasons',
  imageUrl: null,
  material: null,
  formality: 'casual',
  warmth: null,
  price: null,
  status: 'active',
  addedAt: '2025-01-01T10:00:00.000Z',
  timesWorn: 0,
  lastWornOn: null,
  costPerWear: null,
  ...over,
});

describe('closet filters in the URL', () => {
  it('round-trips every filter and keeps other parameters', () => {
    const f = { category: 'Tops', color: 'Navy', season: 'Winter', formality: 'business', brand: 'J.Crew', idle: true } as const;
    const search = filtersToSearch(f, 'x=1');
    expect(search).toContain('x=1');
    expect(parseFilters(search)).toEqual(f);
    expect(filtersToSearch(NO_FILTERS, 'color=Red&x=1')).toBe('x=1');
  });

  it('drops values that are not in the vocabularies', () => {
    expect(parseFilters('category=Hats&season=Monsoon&formality=black-tie&idle=30&color=%20')).toEqual(NO_FILTERS);
  });

  it('counts the refinements beside the category', () => {
    expect(refinementCount({ ...NO_FILTERS, category: 'Tops', color: 'Navy', idle: true })).toBe(2);
  });
});

describe('matchesFilters', () => {
  const today = '2026-03-31';
  it('combines the category with colour, season, formality and brand', () => {
    const coat = item({ category: 'Outerwear', color: 'Camel', season: 'Winter', formality: 'smart casual', brand: 'Arket' });
    const f = { ...NO_FILTERS, category: 'Outerwear' as const, color: 'camel', season: 'Winter' as const, formality: 'smart casual' as const, brand: 'ARKET' };
    expect(matchesFilters(coat, f, today)).toBe(true);
    expect(matchesFilters(coat, { ...f, category: 'Tops' }, today)).toBe(false);
    expect(matchesFilters(coat, { ...f, season: 'Summer' }, today)).toBe(false);
    expect(matchesFilters(coat, { ...f, brand: 'Cos' }, today)).toBe(false);
  });

  it('lets an All Seasons piece match any season', () => {
    expect(matchesFilters(item({ season: 'All Seasons' }), { ...NO_FILTERS, season: 'Summer' }, today)).toBe(true);
  });

  it("'not worn in 90 days': worn or added within them is out, exactly 90 days back is in", () => {
    const idle = { ...NO_FILTERS, idle: true };
    // 2025-12-31 is 90 days before 2026-03-31.
    expect(matchesFilters(item({ lastWornOn: '2025-12-31' }), idle, today)).toBe(true);
    expect(matchesFilters(item({ lastWornOn: '2026-01-01' }), idle, today)).toBe(false);
    expect(matchesFilters(item({ lastWornOn: null }), idle, today)).toBe(true);
    expect(matchesFilters(item({ lastWornOn: null, addedAt: '2026-03-01T00:00:00Z' }), idle, today)).toBe(false);
  });
});

describe('facetValues', () => {
  it('lists each value once, most common first, ignoring case and blanks', () => {
    const items = [item({ brand: 'Uniqlo' }), item({ brand: 'uniqlo' }), item({ brand: 'Arket' }), item({ brand: null }), item({ brand: ' ' })];
    expect(facetValues(items, (i) => i.brand)).toEqual(['Uniqlo', 'Arket']);
  });
});
