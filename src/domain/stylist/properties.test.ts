import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, FORMALITIES, MATERIALS, SEASONS, WARMTHS } from '../../shared/closet-constants';
import { generateOutfit } from './generate-outfit';
import { isOnePiece } from './inference';
import { profileItem } from './item-profile';
import { activityLevel, activityOverrides, dayActivity } from './activity-day';
import { ACTIVITY_NEEDS } from './chat/activity';
import type { ActivityId } from './question/lexicon';
import { hardRuleViolationDetails, hardRuleViolations } from './rules';
import type { ClosetItem, DayEvent, OutfitRequest } from './types';

const DATE = '2025-03-04';
/** PROPERTY_RUNS_FACTOR=20 for a long local hunt; CI uses the default. */
const FACTOR = Number(process.env.PROPERTY_RUNS_FACTOR ?? 1);
// prettier-ignore
const GARMENTS: [string | null, (typeof CATEGORIES)[number]][] = [
  ['T-shirt', 'Tops'], ['Oxford shirt', 'Tops'], ['Dress shirt', 'Tops'], ['Sweater', 'Tops'], ['Hoodie', 'Tops'], ['Tank top', 'Tops'],
  ['Blouse', 'Tops'], ['Tuxedo shirt', 'Tops'], ['Wrap dress', 'Tops'], ['Sports bra', 'Tops'],
  ['Jeans', 'Bottoms'], ['Chinos', 'Bottoms'], ['Dress trousers', 'Bottoms'], ['Shorts', 'Bottoms'], ['Joggers', 'Bottoms'],
  ['Leggings', 'Bottoms'], ['Skirt', 'Bottoms'], ['Tuxedo trousers', 'Bottoms'],
  ['Parka', 'Outerwear'], ['Blazer', 'Outerwear'], ['Trench coat', 'Outerwear'], ['Denim jacket', 'Outerwear'], ['Wool coat', 'Outerwear'],
  ['Rain jacket', 'Outerwear'], ['Suit jacket', 'Outerwear'],
  ['Sneakers', 'Shoes'], ['Loafers', 'Shoes'], ['Oxford shoes', 'Shoes'], ['Sandals', 'Shoes'], ['Running shoes', 'Shoes'],
  ['Chelsea boots', 'Shoes'], ['Patent leather shoes', 'Shoes'],
  ['Watch', 'Accessories'], ['Scarf', 'Accessories'], ['Beanie', 'Accessories'], ['Belt', 'Accessories'], ['Tie', 'Accessories'],
  [null, 'Tops'], [null, 'Bottoms'],
  ['Midi dress', 'Dresses & jumpsuits'], ['Jumpsuit', 'Dresses & jumpsuits'], ['Slip dress', 'Dresses & jumpsuits'], [null, 'Dresses & jumpsuits'],
  ['Blazer', 'Suits & tailoring'], ['Suit trousers', 'Suits & tailoring'], ['Waistcoat', 'Suits & tailoring'], ['Suit skirt', 'Suits & tailoring'],
  ['Leggings', 'Activewear'], ['Sports bra', 'Activewear'], ['Track jacket', 'Activewear'], ['Other', 'Activewear'],
  ['Tote', 'Bags'], ['Necklace', 'Jewellery'], ['Swimsuit', 'Swim'], ['Swim trunks', 'Swim'],
];
const COLOURS = [
  'white',
  'black',
  'navy',
  'grey',
  'beige',
  'cream',
  'ivory',
  'off-white',
  'red',
  'orange',
  'hot pink',
  'olive',
  'blue',
  'burgundy',
  'mustard',
  'floral',
];
const TITLES = ['Gym', 'Client meeting', 'Wedding', 'Dinner with Sam', 'Job interview', 'Picnic', 'Call mum', 'Yoga', 'Board meeting', 'Opera'];
const DRESS_CODES = [null, null, null, 'Black Tie', 'Business Casual', 'Smart Casual', 'Casual', 'Cocktail', 'Athletic', 'Business Formal', 'bring snacks'];
const STYLES = ['Smart Casual', 'Minimalist Modern', 'Business Casual', 'Classic Professional', ''];
const RECENT_DATES = [null, null, '2025-03-04', '2025-03-03', '2025-03-02', '2025-03-01', '2025-02-20', '2025-03-05'];

const itemArb = fc
  .record({
    garment: fc.constantFrom(...GARMENTS),
    // Now and then a category that contradicts the subcategory: user data is messy.
    odd: fc.option(fc.constantFrom(...CATEGORIES), { nil: null, freq: 8 }),
    color: fc.constantFrom(...COLOURS),
    season: fc.constantFrom(...SEASONS, 'All Seasons', 'All Seasons'),
    material: fc.option(fc.constantFrom(...MATERIALS), { nil: null }),
    formality: fc.option(fc.constantFrom(...FORMALITIES), { nil: null, freq: 3 }),
    warmth: fc.option(fc.constantFrom(...WARMTHS), { nil: null, freq: 3 }),
    status: fc.constantFrom('active', 'active', 'active', 'active', 'active', 'in laundry', 'archived'),
    lastWornOn: fc.constantFrom(...RECENT_DATES),
    timesWorn: fc.nat({ max: 80 }),
  })
  .map(({ garment: [subcategory, category], odd, ...rest }) => ({ ...rest, subcategory, category: odd ?? category }));

const closetArb = fc
  .array(itemArb, { maxLength: 60, size: 'medium' })
  .map((items): ClosetItem[] => items.map((i, n) => ({ ...i, id: n + 1, name: `${i.color} ${i.subcategory ?? 'thing'}`, brand: null }) as ClosetItem));

const eventArb = fc.record({
  title: fc.constantFrom(...TITLES),
  date: fc.constantFrom(DATE, DATE, '2025-03-05'),
  startTime: fc.constantFrom(null, '07:00', '10:00', '23:30'),
  endTime: fc.constant(null),
  dressCode: fc.constantFrom(...DRESS_CODES),
}) as fc.Arbitrary<DayEvent>;

const weatherArb = fc
  .record({
    maxTempC: fc.oneof(fc.integer({ min: -15, max: 40 }), fc.constantFrom(-0.1, 0, 9.9, 10, 16.9, 17, 23.9, 24)),
    spread: fc.integer({ min: 0, max: 14 }),
    precipitationProbability: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(49, 50)),
    precipitationMm: fc.oneof(fc.constant(0), fc.constantFrom(0.9, 1), fc.double({ min: 0, max: 30, noNaN: true })),
    windKph: fc.integer({ min: 0, max: 80 }),
  })
  .map(({ spread, ...w }) => ({ ...w, minTempC: w.maxTempC - spread, source: 'forecast' as const }));

const requestArb: fc.Arbitrary<OutfitRequest> = fc
  .record({
    closet: closetArb,
    events: fc.array(eventArb, { maxLength: 3 }),
    weather: weatherArb,
    style: fc.constantFrom(...STYLES),
    palette: fc.subarray(['navy', 'burgundy', 'olive', 'cream']),
    seed: fc.integer(),
    avoid: fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 3 }),
    date: fc.constantFrom(DATE, '2025-03-08'),
  })
  .map((r) => ({
    closet: r.closet,
    date: r.date,
    events: r.events,
    weather: r.weather,
    preferences: { preferredStyle: r.style, colorPalette: r.palette, styleGoals: [] },
    seed: r.seed,
    avoidItemIds: r.avoid,
  }));

/** Deliberately naive checks from the raw fields only, so the engine is not judged by its own checker alone. */
function obviousBreaks(r: OutfitRequest, items: ClosetItem[]): string[] {
  const wet = r.weather.precipitationProbability >= 50 || r.weather.precipitationMm >= 1;
  const out: string[] = [];
  for (const i of items) {
    if (i.status !== 'active') out.push(`${i.id} ${i.status}`);
    if (wet && (i.material === 'suede' || i.material === 'silk')) out.push(`${i.id} ${i.material} in rain`);
    if (wet && i.material === 'linen' && /white|cream|ivory|off-white/.test(i.color)) out.push(`${i.id} white linen in rain`);
    if (i.warmth === 'warm' && r.weather.maxTempC >= 24) out.push(`${i.id} warm when hot`);
    if (i.season === 'Summer' && r.weather.maxTempC < 17) out.push(`${i.id} summer when cool`);
    if (i.season === 'Winter' && r.weather.maxTempC >= 17) out.push(`${i.id} winter when mild`);
  }
  return out;
}

describe('properties of generateOutfit', () => {
  it('draws mostly closets that make an outfit, so the properties bite', () => {
    const kinds = { outfit: 0, 'too-few': 0, empty: 0 };
    for (const r of fc.sample(requestArb, { numRuns: 300, seed: 1 })) kinds[generateOutfit(r).kind]++;
    expect(kinds.outfit).toBeGreaterThan(150);
  });

  it('never breaks a hard rule, in the outfit or any candidate', () => {
    fc.assert(
      fc.property(requestArb, (r) => {
        const result = generateOutfit(r);
        // A closet short of the day's dress code is dressed at the nearest level it can meet: every other rule holds.
        const judged = result.shortOf
          ? { ...r, events: [{ title: 'closest', date: r.date, startTime: null, endTime: null, dressCode: result.shortOf.closest }] }
          : r;
        // An activity day (the gym, yoga) is judged at the activity's level, less the rules the activity decides (activity-day.ts).
        const activity = result.activity ? dayActivity(r) : null;
        const violations = (items: readonly ClosetItem[]) =>
          activity
            ? hardRuleViolationDetails(activityLevel(r, activity), items)
                .filter((v) => !activityOverrides(activity.activity).has(v.rule))
                .map((v) => v.message)
            : hardRuleViolations(judged, items);
        expect(violations(result.items)).toEqual([]);
        // A piece that breaks a rule is allowed only as the named gap: the day's shoes, top or bottom when none suit it.
        const gapWords: Partial<Record<string, (name: string) => string>> = {
          shoes: (name) => `your ${name} stand in (`,
          top: (name) => `your ${name} stands in as the top (`,
          bottom: (name) => `your ${name} stands in as the bottom (`,
        };
        const named = (i: ClosetItem) => {
          const words = gapWords[profileItem(i).slot];
          return (result.gaps ?? []).some((g) => !!words && g.includes(words(i.name)));
        };
        expect(
          obviousBreaks(
            r,
            result.items.filter((i) => !named(i)),
          ),
        ).toEqual([]);
        for (const c of result.candidates) expect(violations(c.items)).toEqual([]);
        // A blazer or coat is a layer over a top, never the top: an owned top is always worn.
        const ownsTop = r.closet.some((i) => i.status === 'active' && profileItem(i).slot === 'top');
        if (result.kind === 'outfit' && ownsTop) expect(result.items.some((i) => profileItem(i).slot === 'top' || isOnePiece(i))).toBe(true);
      }),
      { numRuns: 400 * FACTOR },
    );
  });

  it('returns at most 4 items, no duplicates, shoes whenever an active pair is owned, and a kind that matches the items', () => {
    fc.assert(
      fc.property(requestArb, (r) => {
        const result = generateOutfit(r);
        const ids = result.items.map((i) => i.id);
        expect(ids.length).toBeLessThanOrEqual(4);
        // Shoes by where they are worn: running shoes filed under Activewear are shoes too.
        const isShoe = (i: ClosetItem) => profileItem(i).slot === 'shoes';
        const ownsShoes = r.closet.some((i) => isShoe(i) && i.status === 'active');
        // An activity day goes without shoes rather than in ones wrong for it (loafers to the gym), and says what to get.
        if (result.kind === 'outfit' && ownsShoes && !result.activity) expect(result.items.some(isShoe)).toBe(true);
        const needsShoes =
          !!result.activity && ACTIVITY_NEEDS[result.activity.id as ActivityId].slots.some((s) => s.categories.includes('Shoes') && !s.optional);
        if (result.kind === 'outfit' && ownsShoes && needsShoes && !result.items.some(isShoe)) {
          expect(result.reasons.join(' ')).toMatch(/you don't own [^.]*(trainers|shoes)/);
        }
        expect(new Set(ids).size).toBe(ids.length);
        if (r.closet.length === 0) expect(result.kind).toBe('empty');
        if (result.kind === 'outfit') expect(ids.length).toBeGreaterThanOrEqual(2);
        else expect(ids).toEqual([]);
        expect(result.candidates.length).toBeLessThanOrEqual(5);
        for (const c of result.candidates) expect(new Set(c.items.map((i) => i.id)).size).toBe(c.items.length);
        expect(result.styleNote.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 * FACTOR },
    );
  });

  it('never pairs a dress or jumpsuit with a top, trousers or a skirt, and never dresses a day in swimwear', () => {
    const slots = (items: ClosetItem[]) => items.map((i) => profileItem(i).slot);
    fc.assert(
      fc.property(requestArb, (r) => {
        const result = generateOutfit(r);
        for (const items of [result.items, ...result.candidates.map((c) => c.items)]) {
          const worn = slots(items);
          if (worn.includes('one-piece')) {
            expect(worn.filter((s) => s === 'one-piece' || s === 'top' || s === 'bottom')).toEqual(['one-piece']);
          }
          expect(worn).not.toContain('swim');
        }
      }),
      { numRuns: 400 * FACTOR },
    );
  });

  it('is deterministic for the same request and seed, whatever the closet order', () => {
    fc.assert(
      fc.property(requestArb, (r) => {
        const a = generateOutfit(r);
        expect(generateOutfit(structuredClone(r))).toEqual(a);
        const shuffled = { ...r, closet: [...r.closet].reverse() };
        expect(generateOutfit(shuffled).items.map((i) => i.id)).toEqual(a.items.map((i) => i.id));
      }),
      { numRuns: 200 * FACTOR },
    );
  });

  it('a refresh never returns the same outfit when another valid one was offered', () => {
    fc.assert(
      fc.property(requestArb, (r) => {
        const first = generateOutfit({ ...r, avoidItemIds: [] });
        if (first.kind !== 'outfit' || first.candidates.length < 2) return;
        const refreshed = generateOutfit({ ...r, avoidItemIds: first.items.map((i) => i.id) });
        const key = (items: ClosetItem[]) =>
          items
            .map((i) => i.id)
            .sort((x, y) => x - y)
            .join();
        expect(key(refreshed.items)).not.toBe(key(first.items));
      }),
      { numRuns: 200 * FACTOR },
    );
  });

  it('a refresh never repeats silently: the same outfit comes with why and what to add', () => {
    fc.assert(
      fc.property(requestArb, (r) => {
        const first = generateOutfit({ ...r, avoidItemIds: [] });
        if (first.kind !== 'outfit') return;
        const refreshed = generateOutfit({ ...r, avoidItemIds: first.items.map((i) => i.id) });
        if (refreshed.kind !== 'outfit') return;
        const same = [...refreshed.items.map((i) => i.id)].sort().join() === [...first.items.map((i) => i.id)].sort().join();
        expect(refreshed.refresh?.changed).toBe(!same);
        if (same) expect(refreshed.refresh?.note).toMatch(/^This is the only .*combination .* add .+ for more$/);
      }),
      { numRuns: 200 * FACTOR },
    );
  });
});
