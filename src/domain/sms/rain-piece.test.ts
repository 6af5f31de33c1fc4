import { describe, expect, it } from 'vitest';
import { profileItem } from '../stylist/item-profile';
import { item } from '../stylist/test-fixtures';
import type { ClosetItem } from '../stylist/types';
import { rainPieceOf } from './rain-piece';

/** The text's rain line names only a piece made for rain (issue 40: 'rain likely: take the Black Leather Ankle Boots'). */
const of = (...items: ClosetItem[]) => rainPieceOf(items.map(profileItem))?.item.name ?? null;

const boots = item({ name: 'Black Leather Ankle Boots', category: 'Shoes', subcategory: 'Boots', material: 'leather' });
const trench = item({ name: 'Beige Trench', category: 'Outerwear', subcategory: 'Trench coat' });
const wellies = item({ name: 'Green Wellies', category: 'Shoes', subcategory: 'Rain boots' });
const coat = item({ name: 'Camel Wool Coat', category: 'Outerwear', subcategory: 'Coat', material: 'wool' });
const blazer = item({ name: 'Water-repellent Blazer', category: 'Suits & tailoring', subcategory: 'Blazer' });
const shell = item({ name: 'Navy Shell', category: 'Outerwear', subcategory: 'Rain jacket' });

describe('the rain piece a text names', () => {
  it('never calls leather boots, a wool coat or a blazer protection', () => {
    expect(of(boots)).toBeNull();
    expect(of(boots, coat)).toBeNull();
    expect(of(blazer, boots)).toBeNull();
  });
  it('names rainwear, a layer before shoes, whatever the order', () => {
    expect(of(boots, trench)).toBe('Beige Trench');
    expect(of(wellies, shell)).toBe('Navy Shell');
    expect(of(shell, wellies)).toBe('Navy Shell');
    expect(of(coat, wellies)).toBe('Green Wellies');
  });
});
