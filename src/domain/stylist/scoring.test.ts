import { describe, expect, it } from 'vitest';
import { generateOutfit } from './generate-outfit';
import { hardRuleViolationDetails } from './rules';
import { item, request, weather } from './test-fixtures';

const shirt = (id: number, color: string, o = {}) => item({ id, name: `${color} shirt`, category: 'Tops', subcategory: 'Oxford shirt', color, ...o });
const chinos = (id: number, color: string, o = {}) => item({ id, name: `${color} chinos`, category: 'Bottoms', subcategory: 'Chinos', color, ...o });
const pickIds = (closet: ReturnType<typeof item>[], extra = {}) => generateOutfit(request({ closet, ...extra })).items.map((i) => i.id);

describe('scoring among valid outfits', () => {
  it('prefers harmony over a clash', () => {
    // Orange with hot pink clashes; orange with navy (a neutral) is safe.
    for (let seed = 0; seed < 10; seed++) expect(pickIds([shirt(1, 'orange'), chinos(2, 'hot pink'), chinos(3, 'navy')], { seed })).toEqual([1, 3]);
  });
  it('prefers the exact formality over a neighbouring level', () => {
    const closet = [shirt(1, 'white'), item({ id: 2, name: 'Dress shirt', category: 'Tops', subcategory: 'Dress shirt', color: 'white' }), chinos(3, 'navy')];
    expect(pickIds(closet)).toEqual([1, 3]);
    const client = { events: [{ title: 'Client meeting', date: '2025-03-04', startTime: '09:00', endTime: null, dressCode: null }] };
    expect(pickIds(closet, client)).toEqual([2, 3]);
  });
  it('rotates: the least recently worn, then the least worn, comes first', () => {
    const closet = [
      shirt(1, 'white', { lastWornOn: '2025-02-27', timesWorn: 3 }),
      shirt(2, 'white', { lastWornOn: '2025-01-10', timesWorn: 3 }),
      chinos(3, 'navy'),
    ];
    for (let seed = 0; seed < 10; seed++) expect(pickIds(closet, { seed })).toEqual([2, 3]);
    const byWears = [shirt(1, 'white', { timesWorn: 50 }), shirt(2, 'white', { timesWorn: 0 }), chinos(3, 'navy')];
    for (let seed = 0; seed < 10; seed++) expect(pickIds(byWears, { seed })).toEqual([2, 3]);
  });
  it("gives a bonus to the user's palette", () => {
    const closet = [shirt(1, 'white'), chinos(2, 'burgundy'), chinos(3, 'olive')];
    const preferences = (palette: string[]) => ({ preferences: { preferredStyle: 'Smart Casual', colorPalette: palette, styleGoals: [] } });
    expect(pickIds(closet, preferences(['burgundy']))).toEqual([1, 2]);
    expect(pickIds(closet, preferences(['olive']))).toEqual([1, 3]);
  });
  it('prefers warmer pieces on a cold day and lighter ones on a hot day', () => {
    const closet = [
      item({ id: 1, name: 'Wool sweater', category: 'Tops', subcategory: 'Sweater', material: 'wool', color: 'grey' }),
      item({ id: 2, name: 'Cotton sweater', category: 'Tops', subcategory: 'Sweater', material: 'cotton', color: 'grey' }),
      chinos(3, 'navy'),
      item({ id: 4, name: 'Wool coat', category: 'Outerwear', subcategory: 'Wool coat', color: 'camel' }),
    ];
    expect(pickIds(closet, { weather: weather({ maxTempC: 3 }) })).toEqual([1, 3, 4]);
    expect(pickIds(closet, { weather: weather({ maxTempC: 22 }) })).toEqual([2, 3]);
  });
});

describe('hardRuleViolationDetails', () => {
  it('names the rule and the item', () => {
    const suede = item({ id: 7, name: 'Suede boots', category: 'Shoes', material: 'suede' });
    const boots = item({ id: 8, name: 'Black leather boots', category: 'Shoes', subcategory: 'Chelsea boots', material: 'leather', color: 'black' });
    const r = request({ closet: [shirt(1, 'white'), chinos(2, 'navy'), suede, boots], weather: weather({ precipitationMm: 3 }) });
    expect(hardRuleViolationDetails(r, [{ id: 1 }, { id: 2 }, { id: 7 }, { id: 99 }]).map((v) => [v.rule, v.itemId])).toEqual([
      ['unknown-item', 99],
      ['rain', 7],
    ]);
  });
});
