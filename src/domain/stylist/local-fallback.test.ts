import { describe, expect, it } from 'vitest';
import { localFallbackOutfit } from './local-fallback';
import { item } from './test-fixtures';

const top = item({ id: 1, name: 'Tee', category: 'Tops' });
const top2 = item({ id: 2, name: 'Shirt', category: 'Tops' });
const bottom = item({ id: 3, name: 'Jeans', category: 'Bottoms' });
const coat = item({ id: 4, name: 'Coat', category: 'Outerwear' });
const shoes = item({ id: 5, name: 'Sneakers', category: 'Shoes' });
const watch = item({ id: 6, name: 'Watch', category: 'Accessories' });

describe('localFallbackOutfit (spec 9)', () => {
  it('picks one top, one bottom, then outerwear before shoes before accessories', () => {
    expect(localFallbackOutfit([watch, shoes, coat, bottom, top]).map((i) => i.id)).toEqual([1, 3, 4]);
    expect(localFallbackOutfit([watch, shoes, bottom, top]).map((i) => i.id)).toEqual([1, 3, 5]);
    expect(localFallbackOutfit([watch, bottom, top]).map((i) => i.id)).toEqual([1, 3, 6]);
  });
  it('pads to 3 with other items when a slot is missing', () => {
    expect(localFallbackOutfit([top, top2, shoes]).map((i) => i.id)).toEqual([1, 5, 2]);
    expect(localFallbackOutfit([top, top2]).map((i) => i.id)).toEqual([1, 2]);
  });
  it('returns at most 3 items and nothing for an empty list', () => {
    expect(localFallbackOutfit([top, top2, bottom, coat, shoes, watch])).toHaveLength(3);
    expect(localFallbackOutfit([])).toEqual([]);
  });
});
