import { describe, expect, it } from 'vitest';
import { budgetFor, closetGaps, MAX_GAPS } from './closet-gaps';
import { NEEDS } from './needs';
import type { GapInput, GapItem } from './types';

const item = (name: string, category: GapItem['category'], extra: Partial<GapItem> = {}): GapItem => ({
  name,
  category,
  subcategory: null,
  color: 'Navy',
  formality: null,
  material: null,
  warmth: null,
  status: 'active',
  timesWorn: 0,
  ...extra,
});

/** A casual closet that covers the basics, so only what the person's life asks for shows. */
const casualCloset: GapItem[] = [
  item('White pocket tee', 'Tops'),
  item('Grey pocket tee', 'Tops'),
  item('Hoodie', 'Tops'),
  item('Dark jeans', 'Bottoms'),
  item('Joggers', 'Bottoms'),
  item('Canvas sneakers', 'Shoes'),
  item('Denim jacket', 'Outerwear'),
];

const mild = { place: 'San Diego', coldestMinC: 12, warmestMaxC: 24, rainProbability: 10 };

const input = (over: Partial<GapInput> = {}): GapInput => ({
  profile: { preferredStyle: 'Smart Casual', styleGoals: [], budget: null },
  events: [],
  climate: mild,
  closet: casualCloset,
  wardrobe: 'menswear',
  unit: 'C',
  ...over,
});

const business = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ title: `Client meeting ${i + 1}`, date: `2026-12-0${i + 1}`, dressCode: 'Business Casual' }));

describe('closetGaps', () => {
  it('names blazer-type pieces for a work goal and business events, never more tees', () => {
    const gaps = closetGaps(
      input({ profile: { preferredStyle: 'Smart Casual', styleGoals: ['Look polished at work without overthinking it'], budget: null }, events: business(3) }),
    );
    expect(gaps[0]).toMatchObject({ key: 'blazer', reason: 'Your calendar has 3 business events, and you own no blazer.' });
    expect(gaps.map((g) => g.key)).toEqual(expect.arrayContaining(['blazer', 'dress-shoes', 'work-shirts', 'tailored-bottoms']));
    expect(gaps.some((g) => /tee|jogger|scarf/i.test(`${g.label} ${g.search}`))).toBe(false);
  });

  it('reads the goal when the calendar is empty', () => {
    const gaps = closetGaps(
      input({ profile: { preferredStyle: 'Smart Casual', styleGoals: ['Look polished at work without overthinking it'], budget: null } }),
    );
    expect(gaps.find((g) => g.key === 'blazer')?.reason).toBe('Your goal is to look polished at work without overthinking it, and you own no blazer.');
  });

  it('asks nothing dressy of a casual life', () => {
    expect(closetGaps(input()).map((g) => g.key)).toEqual([]);
  });

  it('never names a kind of piece the closet holds', () => {
    const closet = [
      ...casualCloset,
      item('Navy blazer', 'Outerwear'),
      item('Brown leather loafers', 'Shoes'),
      item('Light blue oxford shirt', 'Tops'),
      item('Grey wool trousers', 'Bottoms'),
    ];
    const gaps = closetGaps(
      input({ closet, events: business(3), profile: { preferredStyle: 'Business Casual', styleGoals: ['Look polished at work'], budget: null } }),
    );
    expect(gaps).toEqual([]);
  });

  it('an archived piece is not owned', () => {
    const closet = [...casualCloset, item('Navy blazer', 'Outerwear', { status: 'archived' })];
    expect(closetGaps(input({ closet, events: business(1) })).map((g) => g.key)).toContain('blazer');
  });

  it('keeps every price range inside the stated budget, scaled to the piece', () => {
    const budget = { min: 100, max: 200 };
    const gaps = closetGaps(
      input({
        closet: [],
        events: business(2),
        climate: { place: 'Chicago', coldestMinC: -8, warmestMaxC: 30, rainProbability: 50 },
        profile: { preferredStyle: 'Smart Casual', styleGoals: [], budget },
      }),
    );
    expect(gaps.length).toBe(MAX_GAPS);
    for (const g of gaps) {
      expect(g.budget).not.toBeNull();
      expect(g.budget!.min).toBeGreaterThanOrEqual(0);
      expect(g.budget!.min).toBeLessThanOrEqual(g.budget!.max);
      expect(g.budget!.max).toBeLessThanOrEqual(budget.max);
    }
    expect(budgetFor(NEEDS.blazer, budget)).toEqual({ min: 100, max: 200 });
    expect(budgetFor(NEEDS.workShirts, budget)).toEqual({ min: 45, max: 90 });
    expect(budgetFor(NEEDS.blazer, null)).toBeNull();
  });

  it('reads the home city: cold asks for a coat, rain for a rain layer and boots, heat for light tops', () => {
    const climate = { place: 'Chicago', coldestMinC: -8, warmestMaxC: 29, rainProbability: 45 };
    const gaps = closetGaps(input({ climate, unit: 'F' }));
    const byKey = new Map(gaps.map((g) => [g.key, g]));
    expect(byKey.get('warm-coat')?.reason).toBe('It gets down to 18°F in Chicago in the coming months, and you own no warm coat.');
    expect(byKey.get('rain-layer')?.reason).toMatch(/^Rain is likely on 45% of days in Chicago/);
    expect(byKey.has('wet-weather-shoes')).toBe(true);
    // Tees are light tops: owned, so not a gap.
    expect(byKey.has('light-tops')).toBe(false);
    const dry = closetGaps(
      input({
        climate,
        closet: [...casualCloset, item('Wool overcoat', 'Outerwear'), item('Trench coat', 'Outerwear'), item('Leather Chelsea boots', 'Shoes')],
      }),
    );
    expect(dry.map((g) => g.key)).not.toEqual(expect.arrayContaining(['warm-coat']));
    expect(dry.map((g) => g.key)).not.toContain('rain-layer');
    expect(dry.map((g) => g.key)).not.toContain('wet-weather-shoes');
  });

  it('suede boots do not answer rain; a trench is not a warm coat', () => {
    const closet = [...casualCloset, item('Suede Chelsea boots', 'Shoes'), item('Trench coat', 'Outerwear')];
    const keys = closetGaps(input({ closet, climate: { place: null, coldestMinC: 0, warmestMaxC: 15, rainProbability: 60 } })).map((g) => g.key);
    expect(keys).toContain('wet-weather-shoes');
    expect(keys).toContain('warm-coat');
    expect(keys).not.toContain('rain-layer');
  });

  it('an empty closet lacks shoes, bottoms and tops, and says so once', () => {
    const gaps = closetGaps(input({ closet: [] }));
    expect(gaps.map((g) => g.key)).toEqual(['shoes', 'bottoms', 'tops', 'jacket']);
    expect(gaps[0]!.reason).toBe('You own no shoes yet, so no outfit is complete.');
  });

  it('with shoes owned, no gap says the closet has no shoes', () => {
    const closet = [item('Black leather boots', 'Shoes')];
    const gaps = closetGaps(input({ closet, events: business(1) }));
    expect(gaps.some((g) => /no shoes/i.test(g.reason))).toBe(false);
  });

  it('a Black Tie evening the closet cannot dress comes first', () => {
    const gaps = closetGaps(input({ events: [{ title: 'Winter gala', date: '2026-12-12', dressCode: 'Black Tie' }] }));
    expect(gaps[0]).toMatchObject({ key: 'occasion:black tie', shopCategory: 'suits' });
    expect(gaps[0]!.reason).toBe('Your calendar has Winter gala (Black Tie) on Sat, Dec 12, and you own no tuxedo.');
  });

  it('a dress is a dress on any shelf: an owned dress at the level fills a wedding, whatever category it was filed under', () => {
    const wedding = [{ title: 'Wedding', date: '2026-12-12', dressCode: 'Cocktail attire' }];
    for (const category of ['Dresses & jumpsuits', 'Tops', 'Bottoms'] as const) {
      const closet = [...casualCloset, item('Green midi dress', category, { formality: 'business' })];
      const gaps = closetGaps(input({ closet, wardrobe: 'womenswear', events: wedding }));
      expect(
        gaps.some((g) => g.key.startsWith('occasion:')),
        category,
      ).toBe(false);
    }
  });

  it('an owned dress short of the level is named, never denied', () => {
    const closet = [...casualCloset, item('Green midi dress', 'Dresses & jumpsuits', { formality: 'casual' })];
    const gaps = closetGaps(input({ closet, wardrobe: 'womenswear', events: [{ title: 'Wedding', date: '2026-12-12', dressCode: 'Formal' }] }));
    const gap = gaps.find((g) => g.key.startsWith('occasion:'));
    expect(gap?.reason).toBe('Your calendar has Wedding (Formal) on Sat, Dec 12, and your Green midi dress is casual, short of it.');
    expect(gaps.every((g) => !/you own no dress/.test(g.reason))).toBe(true);
  });

  it('the wear log counts: mostly office wear asks for office pieces', () => {
    const closet = [...casualCloset.map((i) => ({ ...i, timesWorn: 0 })), item('Grey wool trousers', 'Bottoms', { formality: 'business', timesWorn: 12 })];
    const gaps = closetGaps(input({ closet }));
    expect(gaps.find((g) => g.key === 'blazer')?.reason).toBe('Most of what you wear is office wear, and you own no blazer.');
  });

  it('womenswear gets its own words', () => {
    const gaps = closetGaps(
      input({ wardrobe: 'womenswear', events: business(1), closet: [item('Silk blouse', 'Tops'), item('Jeans', 'Bottoms'), item('Sneakers', 'Shoes')] }),
    );
    expect(gaps.find((g) => g.key === 'dress-shoes')?.label).toBe('Leather loafers or pumps');
    expect(gaps.map((g) => g.key)).not.toContain('work-shirts');
  });
});
