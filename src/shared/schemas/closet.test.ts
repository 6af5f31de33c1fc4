import { describe, expect, it } from 'vitest';
import { ZBulkCreateClothingItemsRequest, ZCreateClothingItemRequest, ZRecordWearRequest, ZUpdateClothingItemRequest } from './closet';

const valid = { name: 'Navy blazer', category: 'Outerwear', color: 'Navy' };
const firstError = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => {
  const issue = result.error?.issues[0];
  return issue ? { message: issue.message, field: issue.path.join('.') } : null;
};

describe('ZCreateClothingItemRequest', () => {
  it('accepts the required fields and fills the defaults', () => {
    const r = ZCreateClothingItemRequest.parse({ ...valid, brand: '  ', size: ' M ' });
    expect(r).toMatchObject({ name: 'Navy blazer', season: 'All Seasons', brand: null, size: 'M' });
  });

  it.each([
    [{ category: 'Tops', color: 'Red' }, 'Name is required', 'name'],
    [{ ...valid, name: '   ' }, 'Name is required', 'name'],
    [{ name: 'Tee', color: 'Red' }, 'Category is required', 'category'],
    [{ ...valid, category: '' }, 'Category is required', 'category'],
    [
      { ...valid, category: 'Hats' },
      'Category must be one of: Tops, Bottoms, Dresses & jumpsuits, Outerwear, Suits & tailoring, Shoes, Bags, Accessories, Jewellery, Activewear, Swim',
      'category',
    ],
    [{ name: 'Tee', category: 'Tops' }, 'Color is required', 'color'],
    [{ ...valid, color: ' \t ' }, 'Color is required', 'color'],
    [{ ...valid, season: 'Monsoon' }, 'Season must be one of: All Seasons, Spring, Summer, Fall, Winter', 'season'],
    [{ ...valid, name: 'x'.repeat(101) }, 'Must be at most 100 characters', 'name'],
    [{ ...valid, brand: 'x'.repeat(61) }, 'Brand must be at most 60 characters', 'brand'],
    [{ ...valid, price: -1 }, 'Price cannot be negative', 'price'],
    [{ ...valid, material: 'vinyl' }, 'Material must be one of: cotton, wool, linen, denim, leather, suede, silk, synthetic, knit, other', 'material'],
    [{ ...valid, status: 'lost' }, 'Status must be one of: active, in laundry, archived', 'status'],
  ])('refuses %o with "%s" on %s', (input, message, field) => {
    expect(firstError(ZCreateClothingItemRequest.safeParse(input))).toEqual({ message, field });
  });

  it('accepts and ignores the server-owned fields the spec client sends', () => {
    expect(ZCreateClothingItemRequest.safeParse({ ...valid, userId: 99, addedAt: '2024-01-01' }).success).toBe(true);
    expect(ZCreateClothingItemRequest.safeParse({ ...valid, owner: 99 }).success).toBe(false);
  });
});

describe('ZUpdateClothingItemRequest', () => {
  it('takes any subset but validates what is sent', () => {
    expect(ZUpdateClothingItemRequest.parse({ size: 'L' })).toEqual({ size: 'L' });
    expect(firstError(ZUpdateClothingItemRequest.safeParse({ name: ' ' }))).toEqual({ message: 'Name is required', field: 'name' });
    expect(firstError(ZUpdateClothingItemRequest.safeParse({ color: '' }))).toEqual({ message: 'Color is required', field: 'color' });
  });
});

describe('ZBulkCreateClothingItemsRequest', () => {
  it('names the draft that is wrong and caps the batch at 20', () => {
    expect(firstError(ZBulkCreateClothingItemsRequest.safeParse({ items: [valid, { ...valid, name: '' }] }))).toEqual({
      message: 'Name is required',
      field: 'items.1.name',
    });
    expect(firstError(ZBulkCreateClothingItemsRequest.safeParse({ items: Array(21).fill(valid) }))?.message).toBe('You can add up to 20 items at a time');
    expect(firstError(ZBulkCreateClothingItemsRequest.safeParse({ items: [] }))?.message).toBe('Add at least one item');
  });
});

describe('ZRecordWearRequest', () => {
  it('takes an optional real calendar date', () => {
    expect(ZRecordWearRequest.parse({})).toEqual({});
    expect(ZRecordWearRequest.parse({ date: '2024-02-29' })).toEqual({ date: '2024-02-29' });
    expect(ZRecordWearRequest.safeParse({ date: '2023-02-29' }).success).toBe(false);
    expect(ZRecordWearRequest.safeParse({ date: '03/01/2024' }).success).toBe(false);
  });
});
