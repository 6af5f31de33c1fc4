import { describe, expect, it } from 'vitest';
import { generateOutfit } from './generate-outfit';
import { hardRuleViolations } from './rules';
import { TUESDAY, basicCloset, item, request, weather } from './test-fixtures';

const ids = (items: { id: number }[]) => items.map((i) => i.id);

describe('empty and too-few closets', () => {
  it('asks the user to add clothing items when the closet is empty', () => {
    const result = generateOutfit(request({ closet: [] }));
    expect(result.kind).toBe('empty');
    expect(result.items).toEqual([]);
    expect(result.candidates).toEqual([]);
    expect(result.styleNote).toMatch(/add clothing items to your closet/i);
  });
  it('returns advice, not an outfit, when everything is in the laundry', () => {
    const closet = basicCloset().map((i) => ({ ...i, status: 'in laundry' as const }));
    const result = generateOutfit(request({ closet }));
    expect(result.kind).toBe('too-few');
    expect(result.items).toEqual([]);
    expect(result.styleNote).toMatch(/in the laundry/);
    expect(result.styleNote).toMatch(/Take your .* out of the laundry/);
  });
  it('returns advice when everything is archived', () => {
    const closet = basicCloset().map((i) => ({ ...i, status: 'archived' as const }));
    const result = generateOutfit(request({ closet }));
    expect(result.kind).toBe('too-few');
    expect(result.styleNote).toMatch(/17 archived/);
    expect(result.styleNote).toMatch(/Add a top and a bottom/);
  });
  it('needs at least 2 suitable items', () => {
    const one = [item({ name: 'Tee', category: 'Tops', subcategory: 'T-shirt' })];
    expect(generateOutfit(request({ closet: one })).kind).toBe('too-few');
    expect(generateOutfit(request({ closet: one })).styleNote).toMatch(/add a bottom/i);
  });
});

describe('fallback when no top and bottom pair exists', () => {
  it('follows spec 9 (top, then outerwear/shoes/accessory, padding) over items that pass the rules', () => {
    const closet = [
      item({ id: 1, name: 'Tee', category: 'Tops', subcategory: 'T-shirt', color: 'white' }),
      item({ id: 2, name: 'Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'black' }),
      item({ id: 3, name: 'Suede Boots', category: 'Shoes', subcategory: 'Chelsea boots', material: 'suede', color: 'tan' }),
      item({ id: 4, name: 'Cap', category: 'Accessories', subcategory: 'Baseball cap', color: 'navy' }),
      item({ id: 5, name: 'Dirty Jeans', category: 'Bottoms', subcategory: 'Jeans', status: 'in laundry' }),
    ];
    const r = request({ closet, weather: weather({ precipitationProbability: 80 }) });
    const result = generateOutfit(r);
    expect(result.kind).toBe('outfit');
    expect(ids(result.items)).toEqual([1, 2, 4]);
    expect(hardRuleViolations(r, result.items)).toEqual([]);
    expect(result.candidates).toHaveLength(1);
  });
});

describe('the third slot', () => {
  const closet = basicCloset();
  it('is shoes on a mild dry day', () => {
    expect(generateOutfit(request({ closet })).items[2]?.category).toBe('Shoes');
  });
  it('is outerwear when it is cold or wet', () => {
    expect(generateOutfit(request({ closet, weather: weather({ maxTempC: 5, minTempC: 0 }) })).items[2]?.category).toBe('Outerwear');
    expect(generateOutfit(request({ closet, weather: weather({ precipitationProbability: 80 }) })).items[2]?.category).toBe('Outerwear');
  });
  it('adds outerwear to top, bottom and shoes when it is cold or wet', () => {
    const cold = generateOutfit(request({ closet, weather: weather({ maxTempC: 5, minTempC: 0 }) }));
    expect(cold.items.map((i) => i.category)).toEqual(['Tops', 'Bottoms', 'Outerwear', 'Shoes']);
  });
  it('leaves shoes out only when the closet has no active pair', () => {
    const noShoes = closet.filter((i) => i.category !== 'Shoes');
    expect(generateOutfit(request({ closet: noShoes })).items.map((i) => i.category)).toEqual(['Tops', 'Bottoms']);
  });
});

describe('every outfit has shoes', () => {
  const suit = [
    item({ id: 1, name: 'White Dress Shirt', category: 'Tops', subcategory: 'Dress shirt', color: 'white' }),
    item({ id: 2, name: 'Charcoal Dress Trousers', category: 'Bottoms', subcategory: 'Dress trousers', color: 'charcoal', material: 'wool' }),
  ];
  const boardMeeting = [{ title: 'Board meeting', date: TUESDAY, startTime: '18:00', endTime: null, dressCode: null }];
  it('fills the shoe slot at a business event with the closest casual pair and names the gap', () => {
    const sneakers = item({ id: 3, name: 'Grey Running Shoes', category: 'Shoes', subcategory: 'Running shoes', color: 'grey' });
    const canvas = item({ id: 4, name: 'Navy Canvas Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'navy' });
    const r = request({ closet: [...suit, sneakers, canvas], events: boardMeeting });
    const result = generateOutfit(r);
    expect(result.kind).toBe('outfit');
    // Casual sneakers are one level closer to business than athletic running shoes.
    expect(ids(result.items)).toEqual([1, 2, 4]);
    expect(result.gaps).toHaveLength(1);
    expect(result.gaps![0]).toMatch(/Navy Canvas Sneakers stand in .*casual for business formal attire.*dress shoes/);
    expect(result.reasons[1]).toBe(result.gaps![0]);
    // The stand-in is worn: only the pair left at home is said to be left out.
    const leftOut = result.reasons.filter((x) => /left out|skipped/.test(x)).join('\n');
    expect(leftOut).not.toContain('Navy Canvas Sneakers');
    expect(leftOut).toContain('Grey Running Shoes');
    expect(hardRuleViolations(r, result.items)).toEqual([]);
  });
  it('names no gap when a pair suits the day, and refuses an outfit without shoes', () => {
    const oxfords = item({ id: 5, name: 'Black Oxfords', category: 'Shoes', subcategory: 'Oxford shoes', color: 'black', material: 'leather' });
    const r = request({ closet: [...suit, oxfords], events: boardMeeting });
    const result = generateOutfit(r);
    expect(ids(result.items)).toEqual([1, 2, 5]);
    expect(result.gaps).toEqual([]);
    expect(hardRuleViolations(r, [{ id: 1 }, { id: 2 }]).join()).toMatch(/no shoes/);
  });
});

describe('rain and snow', () => {
  const tee = item({ id: 1, name: 'Grey Tee', category: 'Tops', subcategory: 'T-shirt', color: 'grey' });
  const jeans = item({ id: 2, name: 'Dark Jeans', category: 'Bottoms', subcategory: 'Jeans', color: 'indigo', material: 'denim' });
  const canvas = item({ id: 3, name: 'Navy Canvas Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'navy' });
  const whiteLeather = item({ id: 4, name: 'White Leather Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'white', material: 'leather' });
  const boots = item({ id: 5, name: 'Brown Leather Boots', category: 'Shoes', subcategory: 'Chelsea boots', color: 'brown', material: 'leather' });
  const blazer = item({ id: 6, name: 'Grey Wool Blazer', category: 'Outerwear', subcategory: 'Blazer', color: 'grey', material: 'wool' });
  const trench = item({ id: 7, name: 'Beige Trench Coat', category: 'Outerwear', subcategory: 'Trench coat', color: 'beige' });
  const rainy = weather({ maxTempC: 15, minTempC: 10, precipitationProbability: 80, precipitationMm: 5 });

  it('never picks canvas or white leather shoes on a rainy day when boots are owned, whatever the seed', () => {
    for (let seed = 0; seed < 40; seed++) {
      const r = request({ closet: [tee, jeans, canvas, whiteLeather, boots, blazer, trench], weather: rainy, seed });
      const shoes = generateOutfit(r).items.filter((i) => i.category === 'Shoes');
      expect(shoes.map((i) => i.name)).toEqual(['Brown Leather Boots']);
    }
  });
  it('chooses the trench over a wool blazer and says the trench keeps you dry', () => {
    const result = generateOutfit(request({ closet: [tee, jeans, boots, blazer, trench], weather: rainy }));
    expect(ids(result.items)).toContain(7);
    expect(result.reasons.join('\n')).toMatch(/Beige Trench Coat and Brown Leather Boots keep you dry/);
  });
  it('never calls a wool blazer the rain layer, and says plainly when nothing water-resistant is owned', () => {
    const result = generateOutfit(request({ closet: [tee, jeans, canvas, blazer], weather: rainy }));
    expect(ids(result.items)).toEqual([1, 2, 6, 3]);
    const text = `${result.styleNote}\n${result.reasons.join('\n')}`;
    expect(text).not.toMatch(/Blazer (comes along|keeps you dry)|Blazer[^.]*dry/);
    expect(text).toMatch(/nothing in your closet is water-resistant/);
    expect(result.gaps![0]).toMatch(/Navy Canvas Sneakers stand in \(canvas in the rain\); water-resistant boots/);
    expect(result.reasons.filter((x) => /skipped/.test(x)).join('\n')).not.toContain('Navy Canvas Sneakers');
  });
  it('says why a rainy refresh cannot change and what to add: the only rain-safe pair of shoes', () => {
    const r = request({ closet: [tee, jeans, boots, trench, whiteLeather], weather: rainy });
    const first = generateOutfit(r);
    const refreshed = generateOutfit({ ...r, avoidItemIds: ids(first.items) });
    expect(ids(refreshed.items)).toEqual(ids(first.items));
    expect(refreshed.refresh).toEqual({
      changed: false,
      note: 'This is the only rain-safe combination in your closet that suits today: add a pair of water-resistant boots for more',
    });
    expect(refreshed.reasons).toContain(refreshed.refresh!.note);
  });
  it('speaks of snow or rain below freezing', () => {
    const result = generateOutfit(request({ closet: [tee, jeans, boots, trench], weather: weather({ maxTempC: -2, minTempC: -8, precipitationMm: 4 }) }));
    expect(result.reasons.join('\n')).toMatch(/Snow or rain likely/);
  });
});

describe('one-pieces', () => {
  it('wears a dress as top and bottom, adding the slots the day needs', () => {
    const closet = [
      item({ id: 1, name: 'Black Dress', category: 'Tops', subcategory: 'Wrap dress', color: 'black' }),
      item({ id: 2, name: 'Trench', category: 'Outerwear', subcategory: 'Trench coat', color: 'beige' }),
      item({ id: 3, name: 'Flats', category: 'Shoes', subcategory: 'Ballet flats', color: 'black' }),
    ];
    const result = generateOutfit(request({ closet, weather: weather({ maxTempC: 14 }) }));
    expect(ids(result.items)).toEqual([1, 2, 3]);
  });
});

describe('determinism and variety', () => {
  const closet = basicCloset();
  it('gives the same result for the same request and seed', () => {
    const r = request({ closet, seed: 42 });
    expect(generateOutfit(r)).toEqual(generateOutfit(r));
  });
  it('does not depend on the order the closet arrives in', () => {
    const r = request({ closet, seed: 7 });
    const reversed = request({ closet: [...closet].reverse(), seed: 7 });
    expect(ids(generateOutfit(reversed).items)).toEqual(ids(generateOutfit(r).items));
  });
  it('varies with the seed among near-equal outfits', () => {
    const tees = Array.from({ length: 6 }, (_, n) => item({ id: 100 + n, name: `Tee ${n}`, category: 'Tops', subcategory: 'Oxford shirt', color: 'white' }));
    const chinos = Array.from({ length: 6 }, (_, n) => item({ id: 200 + n, name: `Chinos ${n}`, category: 'Bottoms', subcategory: 'Chinos', color: 'beige' }));
    const seen = new Set<string>();
    for (let seed = 0; seed < 30; seed++) seen.add(ids(generateOutfit(request({ closet: [...tees, ...chinos], seed })).items).join());
    expect(seen.size).toBeGreaterThan(3);
  });
  it('makes a different outfit on refresh when the closet allows', () => {
    const first = generateOutfit(request({ closet, seed: 3 }));
    const refreshed = generateOutfit(request({ closet, seed: 3, avoidItemIds: ids(first.items) }));
    expect(ids(refreshed.items).sort()).not.toEqual(ids(first.items).sort());
    expect(refreshed.reasons.join('\n')).toMatch(/Refreshed/);
  });
  it('repeats on refresh only when nothing else is possible', () => {
    const two = [
      item({ id: 1, name: 'Tee', category: 'Tops', subcategory: 'T-shirt' }),
      item({ id: 2, name: 'Jeans', category: 'Bottoms', subcategory: 'Jeans' }),
    ];
    const refreshed = generateOutfit(request({ closet: two, avoidItemIds: [1, 2] }));
    expect(ids(refreshed.items)).toEqual([1, 2]);
  });
});

describe('candidates', () => {
  it('returns up to 5 valid outfits, best first, the chosen one first', () => {
    const r = request({ closet: basicCloset() });
    const result = generateOutfit(r);
    expect(result.candidates.length).toBeGreaterThan(1);
    expect(result.candidates.length).toBeLessThanOrEqual(5);
    expect(ids(result.candidates[0]!.items)).toEqual(ids(result.items));
    for (let i = 1; i < result.candidates.length; i++) expect(result.candidates[i - 1]!.score).toBeGreaterThanOrEqual(result.candidates[i]!.score);
    for (const c of result.candidates) {
      expect(hardRuleViolations(r, c.items)).toEqual([]);
      expect(c.reasons.length).toBeGreaterThan(0);
    }
  });
});

describe('style note and reasons', () => {
  it('names the items, the event and the weather in 1 to 3 sentences', () => {
    const r = request({
      closet: basicCloset(),
      events: [{ title: 'Client meeting', date: TUESDAY, startTime: '10:00', endTime: null, dressCode: null }],
      weather: weather({ maxTempC: 12, minTempC: 6, precipitationProbability: 70 }),
    });
    const result = generateOutfit(r);
    for (const i of result.items) expect(result.styleNote).toContain(i.name);
    expect(result.styleNote).toMatch(/Client meeting at 10:00/);
    expect(result.styleNote).toMatch(/rain/i);
    const sentences = result.styleNote.split(/(?<=\.)\s+/).filter(Boolean);
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(3);
    expect(result.reasons[0]).toBe('Client meeting at 10:00 calls for business casual');
    expect(result.reasons.some((x) => x.startsWith('Rain likely (70%)'))).toBe(true);
    expect(result.dressCode).toBe('business casual');
    expect(result.targetFormality).toBe('business');
  });

  it('names the rainfall, not a low chance, when the millimetres make rain likely', () => {
    const result = generateOutfit(
      request({ closet: basicCloset(), weather: weather({ maxTempC: 12, minTempC: 6, precipitationProbability: 30, precipitationMm: 2.4 }) }),
    );
    expect(result.reasons.some((x) => x.startsWith('Rain likely (2.4 mm expected)'))).toBe(true);
    expect(result.reasons.some((x) => x.includes('(30%)'))).toBe(false);
  });
  it('explains a preference-led day', () => {
    const result = generateOutfit(request({ closet: basicCloset() }));
    expect(result.reasons[0]).toBe('No events today: dressed to your Smart Casual style');
    expect(result.targetFormality).toBe('smart casual');
  });
});

describe('rain (issue 16)', () => {
  const base = [
    item({ id: 501, name: 'White Oxford Shirt', category: 'Tops', color: 'White', formality: 'smart casual' }),
    item({ id: 502, name: 'Grey Wool Trousers', category: 'Bottoms', color: 'Grey', formality: 'smart casual' }),
    item({ id: 503, name: 'Navy Blazer', category: 'Outerwear', subcategory: 'Blazer', color: 'Navy', formality: 'business' }),
  ];
  const rainyCold = weather({ minTempC: 3, maxTempC: 8, precipitationProbability: 90, precipitationMm: 6 });

  it('never calls a blazer dry', () => {
    const result = generateOutfit(request({ closet: base, weather: rainyCold }));
    expect(result.items.map((i) => i.id)).toContain(503);
    expect(result.styleNote).not.toMatch(/\bdry\b/);
  });

  it('reaches for rainwear before a blazer when the closet has it', () => {
    const trench = item({ id: 504, name: 'Stone Trench Coat', category: 'Outerwear', subcategory: 'Trench coat', color: 'Beige' });
    const result = generateOutfit(request({ closet: [...base, trench], weather: rainyCold }));
    expect(result.items.map((i) => i.id)).toContain(504);
    expect(result.items.map((i) => i.id)).not.toContain(503);
    expect(result.styleNote).toMatch(/Stone Trench Coat keeps you warm and dry/);
  });
});
