import { describe, expect, it } from 'vitest';
import { demoCatalog } from './demo-catalog';

const items = demoCatalog('https://demo.example', '/img');
const wears = (department: 'men' | 'women') => items.filter((i) => i.inStock && (i.gender === department || i.gender === 'unisex'));

/** Issue 41: a new womenswear or menswear shopper finds real choices in each closet category. */
const CLOSET_CATEGORIES: Record<string, { test: (i: (typeof items)[number]) => boolean; departments: ('men' | 'women')[] }> = {
  dresses: { test: (i) => i.category === 'dresses' && /dress|gown/i.test(i.name), departments: ['women'] },
  skirts: { test: (i) => i.category === 'skirts', departments: ['women'] },
  heels: { test: (i) => i.category === 'shoes' && /heel|pump/i.test(i.name), departments: ['women'] },
  bags: { test: (i) => i.category === 'bags', departments: ['women', 'men'] },
  jewellery: { test: (i) => i.category === 'accessories' && /jewellery/.test(i.description), departments: ['women', 'men'] },
  activewear: { test: (i) => /activewear/.test(i.description), departments: ['women', 'men'] },
  swim: { test: (i) => /swimwear/.test(i.description), departments: ['women', 'men'] },
  tailoring: { test: (i) => i.category === 'suits', departments: ['women', 'men'] },
};

describe('demo catalog (issue 41)', () => {
  it.each(Object.entries(CLOSET_CATEGORIES))('has %s for each department that wears them, in several colours', (_, { test, departments }) => {
    for (const department of departments) expect(wears(department).filter(test).length).toBeGreaterThanOrEqual(4);
  });

  it('is the same on every call, with unique ids', () => {
    expect(demoCatalog('https://demo.example', '/img')).toEqual(items);
    expect(new Set(items.map((i) => i.externalId)).size).toBe(items.length);
  });

  it('keeps the ids of the products that existed before (types are only appended)', () => {
    expect(items.find((i) => i.externalId === 'demo-1-1-1')?.name).toBe('White Oxford Shirt');
    expect(items.find((i) => i.externalId === 'demo-64-1-1')?.name).toBe('Black Cocktail Dress');
  });
});
