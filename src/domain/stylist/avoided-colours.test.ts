import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Category } from '../../shared/closet-constants';
import { CLOTHING_COLOR_NAMES } from '../../shared/closet-constants';
import { closetGaps } from '../gaps/closet-gaps';
import type { GapItem } from '../gaps/types';
import { recommendProducts, type CandidateProduct } from '../shopping/recommend';
import { avoidedColourIn, familyNamed, inAvoidedColour, statedPalette } from './avoided-colours';
import { generateOutfit } from './generate-outfit';
import { item, request } from './test-fixtures';
import type { ClosetItem, OutfitRequest } from './types';

/**
 * Stated avoids are honoured everywhere (issue 40.4, ADR 0113): over generated closets, profiles
 * and catalogs, no outfit (chosen or candidate), no gap suggestion and no recommended product is
 * in a colour the person said they avoid. The oracle is this file's own table of which family
 * each colour belongs to, not the module under test.
 */
const FACTOR = Number(process.env.PROPERTY_RUNS_FACTOR ?? 1);

// prettier-ignore
const FAMILIES_OF: Record<string, readonly string[]> = {
  Black: ['black'], Charcoal: ['grey'], Gray: ['grey'], 'Light Gray': ['grey'], White: ['white'], Cream: ['white'], Beige: ['beige'],
  Khaki: ['beige'], Tan: ['brown'], Camel: ['brown'], Brown: ['brown'], 'Dark Brown': ['brown'], Olive: ['green'], 'Forest Green': ['green'],
  Green: ['green'], Sage: ['green'], Mint: ['green', 'pastel'], Teal: ['teal'], Navy: ['blue'], Blue: ['blue'], Denim: ['blue'],
  'Light Blue': ['blue'], Purple: ['purple'], Lavender: ['purple'], Burgundy: ['red'], Red: ['red'], Rust: ['orange'], Orange: ['orange'],
  Coral: ['orange'], Pink: ['pink'], Mustard: ['yellow'], Yellow: ['yellow'],
  'Neon yellow': ['neon', 'yellow'], 'Neon green': ['neon', 'green'], 'Fluorescent pink': ['neon', 'pink'], 'Neon orange': ['neon', 'orange'],
  Lemon: ['yellow'], Goldenrod: ['yellow'], Terracotta: ['orange'], 'Baby blue': ['blue', 'pastel'], 'Pastel pink': ['pink', 'pastel'],
};
const COLOURS = Object.keys(FAMILIES_OF);
/** What a person writes in 'colors you avoid': families (some plural, some spelled 'gray') and single shades. */
const AVOID_WORDS = ['Yellow', 'Neon', 'Neons', 'Orange', 'Green', 'Gray', 'Pink', 'Pastels', 'Navy', 'Mustard', 'Rust', 'Cream', 'Blues'];

/** The oracle: a family word covers its family; a shade covers its own name only. */
function expectedAvoided(word: string, colour: string): boolean {
  let w = word.toLowerCase();
  if (w === 'gray') w = 'grey';
  const family = ['neons', 'pastels', 'blues'].includes(w) ? w.slice(0, -1) : w;
  if ((FAMILIES_OF[colour] ?? []).includes(family)) return true;
  return ` ${colour.toLowerCase()} `.includes(` ${w} `);
}
const avoidedBy = (avoid: readonly string[], colour: string) => avoid.some((w) => expectedAvoided(w, colour));
/** The colours of the vocabulary a text names ('Mustard rain jacket' names Mustard). */
const coloursNamedIn = (text: string) => COLOURS.filter((c) => ` ${text.toLowerCase().replace(/[^a-z]+/g, ' ')} `.includes(` ${c.toLowerCase()} `));

describe('reading an avoided colour', () => {
  it('covers a family by its name, and a shade by its own name only', () => {
    expect(inAvoidedColour('yellow', 'Mustard')).toBe(true);
    expect(inAvoidedColour('Yellow', 'lemon')).toBe(true);
    expect(inAvoidedColour('yellow', 'goldenrod')).toBe(true);
    expect(inAvoidedColour('yellow', 'Orange')).toBe(false);
    expect(inAvoidedColour('mustard', 'Yellow')).toBe(false);
    expect(inAvoidedColour('mustard', 'Mustard')).toBe(true);
    expect(inAvoidedColour('neon', 'Neon green')).toBe(true);
    expect(inAvoidedColour('neon', 'Fluorescent pink')).toBe(true);
    expect(inAvoidedColour('neon', 'Green')).toBe(false);
    expect(inAvoidedColour('gray', 'Charcoal')).toBe(true);
    expect(inAvoidedColour('Rust', 'Rust parka')).toBe(true);
    expect(inAvoidedColour('orange', 'Rust parka')).toBe(true);
    expect(familyNamed('Neons')).toBe('neon');
    expect(familyNamed('mustard')).toBeNull();
  });

  it('reads every text a piece states its colour in (the name as well as the field)', () => {
    expect(avoidedColourIn(['Yellow'], 'Black', 'Mustard scarf')).toBe('Yellow');
    expect(avoidedColourIn(['Yellow'], 'Black', 'Wool scarf')).toBeNull();
  });

  it('keeps the stated loves first and never an avoided colour in the palette it dresses by', () => {
    expect(statedPalette({ colorPalette: ['Mustard', 'Rust', 'Navy'], lovedColours: ['Olive'], avoidColours: ['Yellow'] })).toEqual(['Olive', 'Rust', 'Navy']);
    expect(statedPalette({ colorPalette: ['Navy', 'navy'] })).toEqual(['Navy']);
  });

  it('agrees with the oracle over the whole vocabulary', () => {
    for (const word of AVOID_WORDS)
      for (const colour of COLOURS) expect([word, colour, inAvoidedColour(word, colour)]).toEqual([word, colour, expectedAvoided(word, colour)]);
  });
});

// prettier-ignore
const PIECES: [string, Category, string | null][] = [
  ['silk blouse', 'Tops', 'Blouse'], ['sweater', 'Tops', 'Sweater'], ['oxford shirt', 'Tops', 'Shirt'], ['t-shirt', 'Tops', 'T-shirt'],
  ['trousers', 'Bottoms', 'Trousers'], ['jeans', 'Bottoms', 'Jeans'], ['pencil skirt', 'Bottoms', 'Skirt'], ['midi dress', 'Dresses & jumpsuits', 'Midi dress'],
  ['wool blazer', 'Outerwear', 'Blazer'], ['wool coat', 'Outerwear', 'Coat'], ['parka', 'Outerwear', 'Parka'], ['rain jacket', 'Outerwear', 'Rain jacket'],
  ['chelsea boots', 'Shoes', 'Boots'], ['loafers', 'Shoes', 'Loafers'], ['sneakers', 'Shoes', 'Sneakers'], ['pumps', 'Shoes', 'Heels'],
  ['scarf', 'Accessories', 'Scarf'],
];
const DATE = '2025-03-04';

const avoidArb = fc.uniqueArray(fc.constantFrom(...AVOID_WORDS), { minLength: 1, maxLength: 3 });
const outfitArb = fc
  .record({
    pieces: fc.array(fc.record({ piece: fc.constantFrom(...PIECES), colour: fc.constantFrom(...COLOURS), named: fc.boolean() }), {
      minLength: 3,
      maxLength: 20,
    }),
    avoid: avoidArb,
    palette: fc.uniqueArray(fc.constantFrom(...COLOURS), { maxLength: 4 }),
    maxTempC: fc.integer({ min: -8, max: 32 }),
    rain: fc.integer({ min: 0, max: 100 }),
    dressCode: fc.constantFrom(null, 'Business Formal', 'Cocktail attire', 'Casual'),
    seed: fc.integer(),
    refreshOf: fc.boolean(),
  })
  .map(({ pieces, avoid, palette, maxTempC, rain, dressCode, seed, refreshOf }): { req: OutfitRequest; avoid: string[] } => {
    const closet: ClosetItem[] = pieces.map(({ piece: [name, category, subcategory], colour, named }, i) =>
      item({ id: i + 1, name: named ? `${colour} ${name}` : `My ${name}`, category, subcategory, color: colour }),
    );
    const req = request({
      closet,
      date: DATE,
      events: dressCode ? [{ title: 'The day', date: DATE, startTime: '10:00', endTime: null, dressCode }] : [],
      weather: { minTempC: maxTempC - 7, maxTempC, precipitationProbability: rain, precipitationMm: rain > 60 ? 3 : 0, windKph: 10, source: 'forecast' },
      preferences: { preferredStyle: 'Minimalist Modern', colorPalette: palette, styleGoals: [], avoidColours: avoid },
      seed,
      ...(refreshOf ? { avoidItemIds: closet.slice(0, 3).map((c) => c.id) } : {}),
    });
    return { req, avoid };
  });

describe('avoided colours are never suggested (generated closets, profiles and catalogs)', () => {
  it('no outfit, chosen or candidate, wears an avoided colour; an outfit is still made when enough is left', () => {
    let dressed = 0;
    fc.assert(
      fc.property(outfitArb, ({ req, avoid }) => {
        const result = generateOutfit(req);
        const worn = [...result.items, ...result.candidates.flatMap((c) => c.items)];
        for (const piece of worn) {
          expect(avoidedBy(avoid, piece.color), `${piece.name} (${piece.color}) against ${avoid.join(', ')}`).toBe(false);
          for (const named of coloursNamedIn(piece.name)) expect(avoidedBy(avoid, named)).toBe(false);
        }
        // The avoided pieces are set aside, not the whole closet: a closet whose remaining pieces dress the day still gets a look.
        const kept = req.closet.filter((i) => !avoidedBy(avoid, i.color));
        const withoutAvoid = generateOutfit({ ...req, closet: kept, preferences: { ...req.preferences, avoidColours: [] } });
        expect(result.kind).toBe(withoutAvoid.kind);
        if (result.kind === 'outfit') dressed++;
      }),
      { numRuns: Math.round(300 * FACTOR) },
    );
    expect(dressed).toBeGreaterThan(30);
  });

  it('no gap names an avoided colour in what it suggests (its name, its search and its checklist)', () => {
    const gapArb = fc.record({
      closet: fc.array(fc.record({ piece: fc.constantFrom(...PIECES), colour: fc.constantFrom(...COLOURS) }), { maxLength: 12 }),
      avoid: fc.uniqueArray(fc.constantFrom(...AVOID_WORDS, 'Charcoal', 'Black'), { minLength: 1, maxLength: 4 }),
      coldestMinC: fc.integer({ min: -15, max: 20 }),
      rain: fc.integer({ min: 0, max: 90 }),
      style: fc.constantFrom('Minimalist Modern', 'Business Casual', 'Classic Professional', 'Smart Casual'),
      dressCode: fc.constantFrom(null, 'Black Tie', 'Cocktail attire', 'Business Formal'),
    });
    fc.assert(
      fc.property(gapArb, ({ closet, avoid, coldestMinC, rain, style, dressCode }) => {
        const items: GapItem[] = closet.map(({ piece: [name, category, subcategory], colour }) => ({
          name: `${colour} ${name}`,
          category,
          subcategory,
          color: colour,
          status: 'active',
          timesWorn: 0,
        }));
        const gaps = closetGaps({
          profile: { preferredStyle: style, styleGoals: ['Look sharp at work'], budget: { min: 80, max: 200 }, avoidColours: avoid },
          events: dressCode ? [{ title: 'Gala', date: DATE, dressCode }] : [],
          climate: { place: 'Chicago', coldestMinC, warmestMaxC: coldestMinC + 15, rainProbability: rain },
          closet: items,
          wardrobe: 'womenswear',
          unit: 'F',
        });
        for (const gap of gaps)
          for (const text of [gap.label, gap.search, ...gap.checklist])
            for (const named of coloursNamedIn(text)) expect(avoidedBy(avoid, named), `${text} / ${avoid.join(', ')}`).toBe(false);
      }),
      { numRuns: Math.round(300 * FACTOR) },
    );
  });

  it('no recommended product is in an avoided colour, by its colours or its name', () => {
    const GARMENTS: [string, CandidateProduct['category']][] = [
      ['parka', 'jackets'],
      ['wool coat', 'jackets'],
      ['oxford shirt', 'shirts'],
      ['trousers', 'pants'],
      ['loafers', 'shoes'],
      ['midi dress', 'dresses'],
    ];
    const productArb = fc.record({
      garment: fc.constantFrom(...GARMENTS),
      colours: fc.uniqueArray(fc.constantFrom(...COLOURS), { minLength: 1, maxLength: 3 }),
      named: fc.boolean(),
      inStock: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(productArb, { minLength: 1, maxLength: 30 }),
        avoidArb,
        fc.uniqueArray(fc.constantFrom(...COLOURS), { maxLength: 4 }),
        (raw, avoid, palette) => {
          const products = raw.map(({ garment: [name, category], colours, named, inStock }, i) => ({
            id: i + 1,
            name: named ? `${colours[0]} ${name}` : `Classic ${name}`,
            category,
            colors: colours,
            inStock,
            sourcePriority: 10,
          }));
          const ranked = recommendProducts({
            products,
            closet: [],
            profile: { preferredStyle: 'Minimalist Modern', colorPalette: palette, essentialItems: [], avoidColours: avoid },
            count: 12,
          });
          for (const { product } of ranked) {
            for (const c of product.colors) expect(avoidedBy(avoid, c), `${product.name} ${product.colors.join('/')} / ${avoid.join(', ')}`).toBe(false);
            for (const named of coloursNamedIn(product.name)) expect(avoidedBy(avoid, named)).toBe(false);
          }
          // Everything in stock and in no avoided colour is still offered.
          const allowed = products.filter(
            (p) => p.inStock && !p.colors.some((c) => avoidedBy(avoid, c)) && !coloursNamedIn(p.name).some((c) => avoidedBy(avoid, c)),
          );
          if (allowed.length > 0) expect(ranked.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: Math.round(300 * FACTOR) },
    );
  });
});

describe('the vocabulary', () => {
  it('reads every colour the closet form offers', () => {
    for (const c of CLOTHING_COLOR_NAMES) expect(FAMILIES_OF[c], c).toBeDefined();
  });
});
