import { describe, expect, it } from 'vitest';
import { FORMALITIES } from '../../shared/closet-constants';
import { generateOutfit } from './generate-outfit';
import { inferFormality } from './inference';
import { REACTION_DAYS, REACTION_WEIGHTS, pairKey, reactionAdjustments } from './reactions';
import { basicCloset, item, request, TUESDAY, weather } from './test-fixtures';
import type { OutfitReaction, OutfitRequest } from './types';

const WEDNESDAY = '2025-03-05';
const notToday = (reason: Extract<OutfitReaction, { kind: 'not-today' }>['reason'], itemIds: number[] = [], date = TUESDAY): OutfitReaction => ({
  kind: 'not-today',
  date,
  reason,
  itemIds,
});
const ids = (r: OutfitRequest) => generateOutfit(r).items.map((i) => i.id);
const formalitySum = (r: OutfitRequest) =>
  generateOutfit(r)
    .items.filter((i) => i.category !== 'Outerwear' && i.category !== 'Accessories')
    .reduce((sum, i) => sum + FORMALITIES.indexOf(inferFormality(i)), 0);

describe('reactionAdjustments', () => {
  it('is neutral without reactions', () => {
    const a = reactionAdjustments([], TUESDAY);
    expect([a.formalityShift, a.warmthShift, a.item.size, a.pair.size]).toEqual([0, 0, 0, 0]);
  });

  it("lowers the target per 'too formal', capped, and only within its period", () => {
    expect(reactionAdjustments([notToday('too-formal')], TUESDAY).formalityShift).toBeCloseTo(-REACTION_WEIGHTS.formalityStep);
    const three = [notToday('too-formal'), notToday('too-formal'), notToday('too-formal')];
    expect(reactionAdjustments(three, TUESDAY).formalityShift).toBeCloseTo(-REACTION_WEIGHTS.formalityMax);
    // Counted on the day and the 13 after it; gone on the 14th.
    expect(reactionAdjustments([notToday('too-formal', [], '2025-02-19')], TUESDAY).formalityShift).toBeCloseTo(-0.6);
    expect(REACTION_DAYS.mood).toBe(14);
    expect(reactionAdjustments([notToday('too-formal', [], '2025-02-18')], TUESDAY).formalityShift).toBe(0);
  });

  it('never lets a later reaction change an earlier day', () => {
    expect(reactionAdjustments([notToday('too-formal', [], WEDNESDAY)], TUESDAY).formalityShift).toBe(0);
  });

  it("nets 'too warm' against 'too cold'", () => {
    expect(reactionAdjustments([notToday('too-warm')], TUESDAY).warmthShift).toBe(-1);
    expect(reactionAdjustments([notToday('too-cold')], TUESDAY).warmthShift).toBe(1);
    expect(reactionAdjustments([notToday('too-warm'), notToday('too-cold')], TUESDAY).warmthShift).toBe(0);
  });

  it("penalises the pieces and the pairs of a look that is 'not my style'", () => {
    const a = reactionAdjustments([notToday('not-my-style', [1, 6, 13])], WEDNESDAY);
    expect(a.item.get(6)).toBe(-REACTION_WEIGHTS.dislikedItem);
    expect(a.pair.get(pairKey(13, 1))).toBe(-REACTION_WEIGHTS.dislikedPair);
    expect(a.item.has(2)).toBe(false);
  });

  it("holds back every piece of a look that doesn't fit, and learns nothing from 'other'", () => {
    expect(reactionAdjustments([notToday('doesnt-fit', [1, 6])], TUESDAY).item.get(1)).toBe(-REACTION_WEIGHTS.misfitItem);
    const other = reactionAdjustments([notToday('other', [1, 6])], TUESDAY);
    expect([other.item.size, other.pair.size, other.formalityShift]).toEqual([0, 0, 0]);
  });

  it('keeps the swapped-in piece with the kept ones and the swapped-out piece away from them', () => {
    const a = reactionAdjustments([{ kind: 'swap', date: TUESDAY, fromItemId: 1, toItemId: 2, keptItemIds: [6, 13] }], WEDNESDAY);
    expect(a.pair.get(pairKey(1, 6))).toBe(-REACTION_WEIGHTS.swappedOutPair);
    expect(a.pair.get(pairKey(2, 13))).toBe(REACTION_WEIGHTS.swappedInPair);
    expect(a.item.get(1)).toBe(-REACTION_WEIGHTS.swappedOutItem);
  });
});

describe('generateOutfit with reactions', () => {
  const businessCasual = { preferences: { preferredStyle: 'Business Casual', colorPalette: [], styleGoals: [] } };

  it("dresses down the day after 'too formal', inside the dress code", () => {
    const base = request({ closet: basicCloset(), date: WEDNESDAY, ...businessCasual });
    const after = { ...base, reactions: [notToday('too-formal'), notToday('too-formal')] };
    expect(formalitySum(after)).toBeLessThan(formalitySum(base));
    expect(generateOutfit(after).kind).toBe('outfit');
  });

  it("turns to lighter pieces after 'too warm'", () => {
    const closet = [
      item({ id: 1, name: 'Wool sweater', category: 'Tops', subcategory: 'Sweater', material: 'wool', color: 'grey' }),
      item({ id: 2, name: 'Linen shirt', category: 'Tops', subcategory: 'Shirt', material: 'linen', color: 'white' }),
      item({ id: 3, name: 'Navy chinos', category: 'Bottoms', subcategory: 'Chinos', color: 'navy' }),
    ];
    const cool = request({ closet, date: WEDNESDAY, weather: weather({ maxTempC: 12, minTempC: 5 }) });
    expect(ids(cool)).toContain(1);
    expect(ids({ ...cool, reactions: [notToday('too-warm')] })).toContain(2);
  });

  it("moves away from a look that was 'not my style'", () => {
    const base = request({ closet: basicCloset(), date: WEDNESDAY });
    const first = ids(base);
    const next = ids({ ...base, reactions: [notToday('not-my-style', first)] });
    expect(next).not.toEqual(first);
    // Every other seed too: the reaction, not the jitter, moves the choice.
    for (let seed = 0; seed < 10; seed++) {
      const r = { ...base, seed };
      const chosen = ids(r);
      expect(ids({ ...r, reactions: [notToday('not-my-style', chosen)] })).not.toEqual(chosen);
    }
  });

  it('keeps a swap: the swapped-out piece does not come back beside the pieces it was swapped away from', () => {
    const base = request({ closet: basicCloset(), date: TUESDAY });
    const first = ids(base);
    const [top, ...kept] = first;
    const swap: OutfitReaction = { kind: 'swap', date: TUESDAY, fromItemId: top!, toItemId: 2, keptItemIds: kept };
    const next = ids({ ...base, date: WEDNESDAY, reactions: [swap] });
    expect(ids({ ...base, date: WEDNESDAY })).toEqual(first);
    expect(kept.every((id) => next.includes(id)) && next.includes(top!)).toBe(false);
  });

  it('between two equally suitable pieces, the one swapped in wins the next day', () => {
    const closet = [
      item({ id: 1, name: 'White oxford', category: 'Tops', subcategory: 'Oxford shirt', color: 'white' }),
      item({ id: 2, name: 'Blue oxford', category: 'Tops', subcategory: 'Oxford shirt', color: 'light blue' }),
      item({ id: 3, name: 'Navy chinos', category: 'Bottoms', subcategory: 'Chinos', color: 'navy' }),
      item({ id: 4, name: 'Brown loafers', category: 'Shoes', subcategory: 'Loafers', color: 'brown' }),
    ];
    for (let seed = 0; seed < 10; seed++) {
      const base = request({ closet, date: WEDNESDAY, seed });
      const chosen = ids(base);
      const from = chosen.includes(1) ? 1 : 2;
      const to = from === 1 ? 2 : 1;
      const swap: OutfitReaction = { kind: 'swap', date: TUESDAY, fromItemId: from, toItemId: to, keptItemIds: [3, 4] };
      expect(ids({ ...base, reactions: [swap] })).toContain(to);
    }
  });
});
