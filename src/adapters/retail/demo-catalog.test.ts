import { describe, expect, it } from 'vitest';
import { DEMO_COLORS, demoCatalog, demoProductSvg } from './demo-catalog';

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

/** Held-out relevance set (ADR 0110): the everyday pieces a mid-range store carries in each department. */
const EVERYDAY: Record<string, { test: RegExp; departments: ('men' | 'women')[] }> = {
  tees: { test: /\bt-shirt|\btee\b/i, departments: ['women', 'men'] },
  tanks: { test: /\btank\b/i, departments: ['women', 'men'] },
  knitwear: { test: /jumper|sweater|cardigan/i, departments: ['women', 'men'] },
  cardigans: { test: /cardigan/i, departments: ['women', 'men'] },
  gilets: { test: /gilet|vest\b/i, departments: ['women', 'men'] },
  sandals: { test: /sandal|slide|espadrille/i, departments: ['women', 'men'] },
  hats: { test: /\bhat\b|\bcap\b|beanie/i, departments: ['women', 'men'] },
  'sun hats': { test: /sun hat|panama|bucket hat/i, departments: ['women', 'men'] },
  belts: { test: /\bbelt\b/i, departments: ['women', 'men'] },
  linen: { test: /linen/i, departments: ['women', 'men'] },
  shorts: { test: /\bshorts\b/i, departments: ['women', 'men'] },
  'linen trousers': { test: /linen trousers/i, departments: ['women', 'men'] },
  camis: { test: /\bcami/i, departments: ['women'] },
  bodysuits: { test: /bodysuit/i, departments: ['women'] },
  jumpsuits: { test: /jumpsuit/i, departments: ['women'] },
  mules: { test: /\bmules?\b/i, departments: ['women'] },
  bikinis: { test: /bikini/i, departments: ['women'] },
  'cover-ups': { test: /cover-up|kaftan/i, departments: ['women'] },
  'board shorts': { test: /board shorts|swim trunks/i, departments: ['men'] },
};

describe('demo catalog (issue 41)', () => {
  it.each(Object.entries(EVERYDAY))('has everyday %s for each department that wears them', (_, { test, departments }) => {
    for (const department of departments) expect(wears(department).filter((i) => test.test(i.name)).length, department).toBeGreaterThanOrEqual(3);
  });

  it('draws every product in a colour of its own', () => {
    for (const item of items) {
      expect(DEMO_COLORS[item.colors[0]!], item.name).toBeDefined();
      expect(demoProductSvg(item)).toContain(`fill="${DEMO_COLORS[item.colors[0]!]}"`);
    }
  });

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
