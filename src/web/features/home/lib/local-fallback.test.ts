import { describe, expect, it } from 'vitest';
import { buildLocalOutfit, NO_ITEMS_NOTE, pickFallbackItems, TOO_FEW_ITEMS_NOTE, usableItems } from './local-fallback';
import { item } from './test-items';

const categories = (items: { category: string }[]) => items.map((i) => i.category);

describe('pickFallbackItems (spec 9)', () => {
  it('picks one top, one bottom, then outerwear before shoes and accessories', () => {
    const closet = [item('Accessories'), item('Shoes'), item('Outerwear'), item('Bottoms'), item('Tops'), item('Tops')];
    expect(categories(pickFallbackItems(closet))).toEqual(['Tops', 'Bottoms', 'Outerwear']);
  });

  it('prefers shoes over accessories when there is no outerwear', () => {
    const closet = [item('Accessories'), item('Tops'), item('Shoes'), item('Bottoms')];
    expect(categories(pickFallbackItems(closet))).toEqual(['Tops', 'Bottoms', 'Shoes']);
  });

  it('takes an accessory when it is the only third-slot category', () => {
    expect(categories(pickFallbackItems([item('Bottoms'), item('Accessories'), item('Tops')]))).toEqual(['Tops', 'Bottoms', 'Accessories']);
  });

  it('pads to three with other items in closet order when a slot is missing', () => {
    const tops = [item('Tops'), item('Tops'), item('Tops')];
    expect(pickFallbackItems(tops)).toEqual(tops);
    const noBottoms = [item('Tops'), item('Tops'), item('Shoes'), item('Tops')];
    expect(pickFallbackItems(noBottoms).map((i) => i.id)).toEqual([noBottoms[0]!.id, noBottoms[2]!.id, noBottoms[1]!.id]);
  });

  it('never repeats an item and never returns more than three', () => {
    const closet = [item('Tops'), item('Bottoms'), item('Shoes'), item('Outerwear'), item('Accessories')];
    const picked = pickFallbackItems(closet);
    expect(picked).toHaveLength(3);
    expect(new Set(picked.map((i) => i.id)).size).toBe(3);
  });

  it('returns what there is for a closet of two and nothing for an empty one', () => {
    expect(categories(pickFallbackItems([item('Shoes'), item('Tops')]))).toEqual(['Tops', 'Shoes']);
    expect(pickFallbackItems([])).toEqual([]);
  });
});

describe('usableItems', () => {
  it('drops archived items and puts laundry last', () => {
    const clean = item('Tops');
    const laundry = item('Tops', { status: 'in laundry' });
    const archived = item('Bottoms', { status: 'archived' });
    expect(usableItems([laundry, archived, clean])).toEqual([clean, laundry]);
  });
});

describe('buildLocalOutfit (spec 4)', () => {
  it('asks for clothing items when the closet is empty', () => {
    expect(buildLocalOutfit([])).toEqual({ kind: 'no-items', items: [], styleNote: NO_ITEMS_NOTE });
    expect(NO_ITEMS_NOTE).toMatch(/add clothing items/i);
  });

  it('gives advice and no outfit with a single item', () => {
    expect(buildLocalOutfit([item('Tops')])).toEqual({ kind: 'too-few-items', items: [], styleNote: TOO_FEW_ITEMS_NOTE });
  });

  it('builds an outfit from two or more items, with a note naming them', () => {
    const top = item('Tops', { name: 'Oxford Shirt', color: 'White' });
    const bottom = item('Bottoms', { name: 'Chinos', color: 'Khaki' });
    const outfit = buildLocalOutfit([bottom, top]);
    expect(outfit.kind).toBe('fallback');
    expect(outfit.items).toEqual([top, bottom]);
    expect(outfit.styleNote).toContain('white oxford shirt and khaki chinos');
  });

  it('does not wear archived items', () => {
    const outfit = buildLocalOutfit([item('Tops', { status: 'archived' }), item('Bottoms', { status: 'archived' })]);
    expect(outfit.kind).toBe('no-items');
  });
});
