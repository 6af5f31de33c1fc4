import { describe, expect, it } from 'vitest';
import { generateOutfit } from './generate-outfit';
import { hardRuleViolations } from './rules';
import { TUESDAY, item, request, weather } from './test-fixtures';
import type { ClosetItem, DayEvent, OutfitRequest } from './types';

const tee = (o: Partial<ClosetItem> = {}) => item({ name: 'Grey Tee', category: 'Tops', subcategory: 'T-shirt', color: 'grey', ...o });
const chinos = (o: Partial<ClosetItem> = {}) => item({ name: 'Beige Chinos', category: 'Bottoms', subcategory: 'Chinos', color: 'beige', ...o });
const names = (r: OutfitRequest) => generateOutfit(r).items.map((i) => i.name);
const gym: DayEvent = { title: 'Gym', date: TUESDAY, startTime: '07:00', endTime: '08:00', dressCode: null };

describe('status', () => {
  it('never uses items in the laundry or archived', () => {
    const closet = [
      tee({ name: 'Clean Tee' }),
      tee({ name: 'Dirty Tee', status: 'in laundry', color: 'white' }),
      chinos(),
      chinos({ name: 'Old Chinos', status: 'archived' }),
    ];
    for (let seed = 0; seed < 20; seed++) {
      expect(names(request({ closet, seed }))).toEqual(['Clean Tee', 'Beige Chinos']);
    }
  });
  it('flags a laundry pick', () => {
    const dirty = tee({ status: 'in laundry' });
    const r = request({ closet: [dirty, chinos()] });
    expect(hardRuleViolations(r, [dirty]).join()).toMatch(/laundry/);
  });
});

describe('temperature bands', () => {
  const warmSweater = () => item({ name: 'Wool Sweater', category: 'Tops', subcategory: 'Sweater', material: 'wool', color: 'navy' });
  it('allows a warm top at a high of 23.9 °C but not at 24 °C', () => {
    const closet = [warmSweater(), chinos()];
    expect(names(request({ closet, weather: weather({ maxTempC: 23.9 }) }))).toContain('Wool Sweater');
    expect(generateOutfit(request({ closet, weather: weather({ maxTempC: 24 }) })).kind).toBe('too-few');
  });
  it('allows warm outerwear at 16.9 °C but not at 17 °C', () => {
    const parka = item({ name: 'Parka', category: 'Outerwear', subcategory: 'Parka', color: 'olive' });
    const closet = [tee({ warmth: 'medium' }), chinos(), parka];
    expect(names(request({ closet, weather: weather({ maxTempC: 16.9 }) }))).toContain('Parka');
    const r = request({ closet, weather: weather({ maxTempC: 17 }) });
    expect(names(r)).not.toContain('Parka');
    expect(hardRuleViolations(r, [closet[0]!, closet[1]!, parka]).join()).toMatch(/too much/);
  });
  it('refuses shorts below 10 °C and allows them from 10 °C', () => {
    const shorts = item({ name: 'Shorts', category: 'Bottoms', subcategory: 'Shorts', color: 'khaki' });
    const closet = [tee({ warmth: 'medium' }), shorts];
    expect(generateOutfit(request({ closet, weather: weather({ maxTempC: 9.9 }) })).kind).toBe('too-few');
    expect(names(request({ closet, weather: weather({ maxTempC: 10 }) }))).toContain('Shorts');
  });
  it('wears a light top below 10 °C only under a coat', () => {
    const coat = item({ name: 'Wool Coat', category: 'Outerwear', subcategory: 'Wool coat', color: 'camel' });
    const closet = [tee(), chinos(), coat];
    const cold = request({ closet, weather: weather({ maxTempC: 9.9, minTempC: 3 }) });
    expect(names(cold)).toEqual(['Grey Tee', 'Beige Chinos', 'Wool Coat']);
    expect(hardRuleViolations(cold, [closet[0]!, closet[1]!]).join()).toMatch(/outerwear|coat/);
    // Without a coat in the closet, the light tee cannot be worn at all.
    expect(generateOutfit(request({ closet: [tee(), chinos()], weather: weather({ maxTempC: 9.9 }) })).kind).toBe('too-few');
    expect(names(request({ closet: [tee(), chinos()], weather: weather({ maxTempC: 10 }) }))).toEqual(['Grey Tee', 'Beige Chinos']);
  });
  it('requires outerwear below 10 °C when the closet has a suitable piece', () => {
    const coat = item({ name: 'Wool Coat', category: 'Outerwear', subcategory: 'Wool coat', color: 'camel' });
    const shoes = item({ name: 'Boots', category: 'Shoes', subcategory: 'Chelsea boots', color: 'brown' });
    const sweater = item({ name: 'Sweater', category: 'Tops', subcategory: 'Sweater', material: 'wool', color: 'navy' });
    const closet = [sweater, chinos(), coat, shoes];
    expect(names(request({ closet, weather: weather({ maxTempC: 2, minTempC: -3 }) }))).toContain('Wool Coat');
    // 10 °C is cool, not cold: the coat is still the preferred third piece but no longer compulsory.
    const cool = request({ closet, weather: weather({ maxTempC: 10 }) });
    expect(hardRuleViolations(cool, [sweater, closet[1]!, shoes])).toEqual([]);
  });
  it('keeps Summer-only pieces for days from 17 °C and Winter-only pieces for days below 17 °C', () => {
    const summer = tee({ name: 'Summer Tee', season: 'Summer', warmth: 'medium' });
    const winter = tee({ name: 'Winter Top', season: 'Winter', warmth: 'medium' });
    const closet = [summer, winter, chinos()];
    expect(names(request({ closet, weather: weather({ maxTempC: 16.9 }) }))).toContain('Winter Top');
    expect(names(request({ closet, weather: weather({ maxTempC: 17 }) }))).toContain('Summer Tee');
    const hot = request({ closet, weather: weather({ maxTempC: 30 }) });
    expect(hardRuleViolations(hot, [winter, closet[2]!]).join()).toMatch(/Winter item/);
    const cold = request({ closet, weather: weather({ maxTempC: 5 }) });
    expect(hardRuleViolations(cold, [summer, closet[2]!]).join()).toMatch(/Summer item/);
  });
});

describe('rain', () => {
  const suede = () => item({ name: 'Suede Loafers', category: 'Shoes', subcategory: 'Loafers', material: 'suede', color: 'tan' });
  const sneakers = () => item({ name: 'Black Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'black', material: 'synthetic' });
  it('never picks suede when rain is likely (probability exactly 50 %)', () => {
    const closet = [tee(), chinos(), suede(), sneakers()];
    expect(names(request({ closet, weather: weather({ precipitationProbability: 49 }) }))).toContain('Suede Loafers');
    const wet = request({ closet, weather: weather({ precipitationProbability: 50 }) });
    const result = generateOutfit(wet);
    expect(result.items.map((i) => i.name)).not.toContain('Suede Loafers');
    expect(result.reasons.join('\n')).toMatch(/Rain likely \(50%\): nothing in your closet is water-resistant.*; skipped your Suede Loafers/);
  });
  it('treats 1 mm of precipitation as rain whatever the probability', () => {
    const closet = [tee(), chinos(), suede(), sneakers()];
    expect(names(request({ closet, weather: weather({ precipitationProbability: 0, precipitationMm: 1 }) }))).not.toContain('Suede Loafers');
    expect(names(request({ closet, weather: weather({ precipitationProbability: 0, precipitationMm: 0.9 }) }))).toContain('Suede Loafers');
  });
  it('spots suede named in the text even without the material field', () => {
    const boots = item({ name: 'Suede Chelsea Boots', category: 'Shoes', subcategory: 'Chelsea boots', color: 'brown' });
    const r = request({ closet: [tee(), chinos(), boots, sneakers()], weather: weather({ precipitationProbability: 80 }) });
    expect(names(r)).not.toContain('Suede Chelsea Boots');
  });
  it('never picks white linen in the rain, but navy linen is fine', () => {
    const whiteLinen = item({ name: 'Linen Shirt', category: 'Tops', subcategory: 'Shirt', material: 'linen', color: 'white' });
    const creamLinen = item({ name: 'Cream Linen Trousers', category: 'Bottoms', subcategory: 'Trousers', material: 'linen', color: 'cream' });
    const navyLinen = item({ name: 'Navy Linen Shirt', category: 'Tops', subcategory: 'Shirt', material: 'linen', color: 'navy' });
    const wet = weather({ maxTempC: 25, precipitationProbability: 90, precipitationMm: 6 });
    expect(generateOutfit(request({ closet: [whiteLinen, creamLinen, chinos()], weather: wet })).kind).toBe('too-few');
    expect(names(request({ closet: [whiteLinen, navyLinen, chinos()], weather: wet }))).toEqual(['Navy Linen Shirt', 'Beige Chinos']);
  });
  it('never picks silk in the rain', () => {
    const silk = item({ name: 'Silk Blouse', category: 'Tops', subcategory: 'Blouse', material: 'silk', color: 'ivory' });
    const r = request({ closet: [silk, chinos(), tee()], weather: weather({ precipitationProbability: 60 }) });
    expect(names(r)).not.toContain('Silk Blouse');
    expect(hardRuleViolations(r, [silk, chinos()]).join()).toMatch(/silk in likely rain/);
  });
});

describe('dress code and formality', () => {
  it('never puts a tuxedo on for the gym', () => {
    const closet = [
      item({ name: 'Tuxedo Jacket', category: 'Outerwear', subcategory: 'Tuxedo', color: 'black' }),
      item({ name: 'Tuxedo Shirt', category: 'Tops', subcategory: 'Tuxedo shirt', color: 'white' }),
      item({ name: 'Tuxedo Trousers', category: 'Bottoms', subcategory: 'Tuxedo trousers', color: 'black' }),
      item({ name: 'Gym Tee', category: 'Tops', subcategory: 'Performance tee', color: 'black' }),
      item({ name: 'Joggers', category: 'Bottoms', subcategory: 'Joggers', color: 'grey' }),
      item({ name: 'Running Shoes', category: 'Shoes', subcategory: 'Running shoes', color: 'white' }),
    ];
    for (const w of [weather(), weather({ maxTempC: 3 }), weather({ maxTempC: 30 })]) {
      const r = request({ closet, events: [gym], weather: w });
      const result = generateOutfit(r);
      expect(result.items.some((i) => /tuxedo/i.test(i.name))).toBe(false);
      expect(result.targetFormality).toBe('athletic');
    }
    // The gym is dressed as chat dresses it (activity-day.ts): its reason names the gym, and the tuxedo is not in it.
    expect(generateOutfit(request({ closet, events: [gym] })).reasons.join('\n')).toMatch(/^For the gym on Tuesday: dressed for the gym/);
  });
  it('asks for formal tops, bottoms and shoes at a black-tie event', () => {
    const closet = [
      item({ name: 'Tuxedo Shirt', category: 'Tops', subcategory: 'Tuxedo shirt', color: 'white' }),
      item({ name: 'Tuxedo Trousers', category: 'Bottoms', subcategory: 'Tuxedo trousers', color: 'black' }),
      item({ name: 'Dress Shirt', category: 'Tops', subcategory: 'Dress shirt', color: 'white' }),
      item({ name: 'Oxfords', category: 'Shoes', subcategory: 'Oxford shoes', color: 'black' }),
      item({ name: 'Patent Shoes', category: 'Shoes', subcategory: 'Patent leather shoes', color: 'black' }),
    ];
    const r = request({ closet, events: [{ title: 'Charity event', date: TUESDAY, startTime: '19:00', endTime: null, dressCode: 'Black Tie' }] });
    expect(names(r)).toEqual(['Tuxedo Shirt', 'Tuxedo Trousers', 'Patent Shoes']);
    expect(hardRuleViolations(r, [closet[2]!, closet[1]!]).join()).toMatch(/does not fit formal attire/);
  });
  it('lets the most formal event of the day decide, even at 23:30', () => {
    const closet = [
      item({ name: 'Gym Tee', category: 'Tops', subcategory: 'Performance tee', color: 'black' }),
      item({ name: 'Joggers', category: 'Bottoms', subcategory: 'Joggers', color: 'grey' }),
      item({ name: 'Dress Shirt', category: 'Tops', subcategory: 'Dress shirt', color: 'white' }),
      item({ name: 'Dress Trousers', category: 'Bottoms', subcategory: 'Dress trousers', color: 'charcoal' }),
    ];
    const late: DayEvent = { title: 'Client presentation', date: TUESDAY, startTime: '23:30', endTime: null, dressCode: null };
    const result = generateOutfit(request({ closet, events: [gym, late] }));
    expect(result.items.map((i) => i.name)).toEqual(['Dress Shirt', 'Dress Trousers']);
    expect(result.reasons[0]).toBe("Client presentation at 23:30 calls for business casual (the most formal of today's 2 events)");
  });
  it('dresses business on a Business Casual weekday and relaxes at the weekend', () => {
    const closet = [
      item({ name: 'Dress Shirt', category: 'Tops', subcategory: 'Dress shirt', color: 'white' }),
      item({ name: 'Dress Trousers', category: 'Bottoms', subcategory: 'Dress trousers', color: 'charcoal' }),
      item({ name: 'Polo', category: 'Tops', subcategory: 'Polo', color: 'navy' }),
      item({ name: 'Chinos', category: 'Bottoms', subcategory: 'Chinos', color: 'beige' }),
    ];
    const preferences = { preferredStyle: 'Business Casual', colorPalette: [], styleGoals: [] };
    expect(names(request({ closet, preferences }))).toEqual(['Dress Shirt', 'Dress Trousers']);
    expect(names(request({ closet, preferences, date: '2025-03-08' }))).toEqual(['Polo', 'Chinos']);
  });
});

describe('recent wear', () => {
  const closet = () => [
    tee({ id: 1, name: 'Tee A', lastWornOn: '2025-03-03', color: 'white' }),
    tee({ id: 2, name: 'Tee B', lastWornOn: '2025-03-01', color: 'grey', timesWorn: 30 }),
    chinos({ id: 3 }),
  ];
  it('skips a top worn yesterday when one worn 3 days ago exists', () => {
    for (let seed = 0; seed < 10; seed++) expect(names(request({ closet: closet(), seed }))).toEqual(['Tee B', 'Beige Chinos']);
  });
  it('counts the day itself and 2 days back, not 3', () => {
    const c = closet();
    const r = request({ closet: c });
    expect(hardRuleViolations(r, [c[0]!, c[2]!]).join()).toMatch(/worn on 2025-03-03/);
    const twoDaysAgo = closet();
    twoDaysAgo[0]!.lastWornOn = '2025-03-02';
    expect(hardRuleViolations(request({ closet: twoDaysAgo }), [twoDaysAgo[0]!, twoDaysAgo[2]!]).join()).toMatch(/worn on 2025-03-02/);
    const today = closet();
    today[0]!.lastWornOn = TUESDAY;
    expect(hardRuleViolations(request({ closet: today }), [today[0]!, today[2]!]).join()).toMatch(/worn on 2025-03-04/);
    // Tee B was worn 3 days ago: fine.
    expect(hardRuleViolations(r, [c[1]!, c[2]!])).toEqual([]);
  });
  it('allows a repeat when nothing else fits the slot', () => {
    const c = closet();
    c[1]!.status = 'in laundry';
    const result = generateOutfit(request({ closet: c }));
    expect(result.items.map((i) => i.name)).toEqual(['Tee A', 'Beige Chinos']);
    expect(hardRuleViolations(request({ closet: c }), result.items)).toEqual([]);
    expect(result.reasons.join('\n')).toMatch(/worn recently, but nothing else suits today/);
  });
  it('the chinos are the only bottoms: worn yesterday, still allowed', () => {
    const c = closet();
    c[2]!.lastWornOn = '2025-03-03';
    expect(names(request({ closet: c }))).toEqual(['Tee B', 'Beige Chinos']);
  });
});

describe('hardRuleViolations for an outside pick (an LLM)', () => {
  const c = [tee({ id: 1 }), chinos({ id: 2 }), tee({ id: 3, name: 'Other Tee' }), chinos({ id: 4, name: 'Other Chinos' })];
  const r = request({ closet: c });
  it('accepts a valid outfit', () => {
    expect(hardRuleViolations(r, [{ id: 1 }, { id: 2 }])).toEqual([]);
  });
  it('refuses unknown ids, duplicates and more than 4 items', () => {
    expect(hardRuleViolations(r, [{ id: 99 }, { id: 2 }]).join()).toMatch(/#99: not in the closet/);
    expect(hardRuleViolations(r, [{ id: 1 }, { id: 1 }]).join()).toMatch(/appears twice/);
    expect(hardRuleViolations(r, [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 1 }]).join()).toMatch(/at most 4/);
  });
  it('judges the closet version of an item, not fields sent with the pick', () => {
    const dirty = request({ closet: [tee({ id: 1, status: 'in laundry' }), chinos({ id: 2 })] });
    expect(hardRuleViolations(dirty, [tee({ id: 1, status: 'active' }), chinos({ id: 2 })]).join()).toMatch(/laundry/);
  });
});
