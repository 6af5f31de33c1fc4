import { slotCategory, type SlotCategory } from '../../../shared/closet-slots';
import { harmonyScore } from '../colour-harmony';
import type { DressCode } from '../dress-code';
import { profileItem, type ItemProfile } from '../item-profile';
import { buildDayContext, itemViolations } from '../rules';
import type { ClosetItem, Weather } from '../types';

/**
 * Picking a small set of owned pieces that work together, for answers that are about several
 * outfits at once (a capsule, a suitcase): the engine's item rules decide what suits the dress
 * code and the weather, colour harmony decides which pieces go together.
 */

export const listJoin = (parts: readonly string[]): string =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

export const yours = (items: readonly Pick<ClosetItem, 'name'>[]): string => (items.length ? `your ${listJoin(items.map((i) => i.name))}` : '');

/** Owned, active pieces that pass the engine's item rules for a dress code and weather. */
export function suitablePieces(closet: readonly ClosetItem[], code: DressCode, weather: Weather, date: string): ItemProfile[] {
  const profiles = closet.map(profileItem);
  const ctx = buildDayContext(
    {
      date,
      weather,
      events: [{ title: code, date, startTime: null, endTime: null, dressCode: code }],
      preferences: { preferredStyle: '', colorPalette: [], styleGoals: [] },
    },
    profiles,
  );
  return profiles.filter((p) => itemViolations(p, ctx).length === 0);
}

const isTop = (p: ItemProfile) => slotCategory(p.item) === 'Tops' && !p.onePiece;
const isBottom = (p: ItemProfile) => slotCategory(p.item) === 'Bottoms' && !p.onePiece;

/** Two pieces go together when their colours do not clash and their formality is at most a level apart. */
export function goTogether(a: ItemProfile, b: ItemProfile): boolean {
  return harmonyScore(a.colour, b.colour) > -0.3 && Math.abs(a.formalityLevel - b.formalityLevel) <= 1;
}

/** Neutral, little-worn pieces lead: they combine with the most and rotate the closet. */
function rank(a: ItemProfile, b: ItemProfile): number {
  const neutral = (p: ItemProfile) => (p.colour.kind === 'neutral' ? 0 : 1);
  return neutral(a) - neutral(b) || a.item.timesWorn - b.item.timesWorn || a.item.id - b.item.id;
}

export interface PieceSet {
  tops: ItemProfile[];
  bottoms: ItemProfile[];
  onePieces: ItemProfile[];
  shoes: ItemProfile[];
  layers: ItemProfile[];
}

/**
 * Up to `want` pieces per slot, bottoms first (they repeat most), then the tops that go with the
 * most of them, each new colour before a second of the same.
 */
export function pickSet(pool: readonly ItemProfile[], want: { tops: number; bottoms: number; shoes: number; layers: number; onePieces?: number }): PieceSet {
  const of = (f: (p: ItemProfile) => boolean) => pool.filter(f).sort(rank);
  const bottoms = of(isBottom).slice(0, want.bottoms);
  const withBottoms = (p: ItemProfile) => bottoms.filter((b) => goTogether(p, b)).length;
  const tops: ItemProfile[] = [];
  for (const p of of(isTop).sort((a, b) => withBottoms(b) - withBottoms(a) || rank(a, b))) {
    if (tops.length >= want.tops) break;
    if (bottoms.length && withBottoms(p) === 0) continue;
    tops.push(p);
  }
  const onePieces = of((p) => p.onePiece).slice(0, want.onePieces ?? 0);
  const core = [...tops, ...bottoms, ...onePieces];
  const byFit = (p: ItemProfile) => core.filter((c) => goTogether(p, c)).length;
  const shoes = of((p) => slotCategory(p.item) === 'Shoes')
    .sort((a, b) => byFit(b) - byFit(a) || rank(a, b))
    .slice(0, want.shoes);
  const layers = of((p) => slotCategory(p.item) === 'Outerwear')
    .sort((a, b) => byFit(b) - byFit(a) || rank(a, b))
    .slice(0, want.layers);
  return { tops, bottoms, onePieces, shoes, layers };
}

/** Distinct outfits a set makes: each top with each bottom it goes with, or a one-piece, times the shoes that go with both. */
export function outfitCount(set: PieceSet): number {
  const shoesFor = (core: ItemProfile[]) => Math.max(1, set.shoes.filter((s) => core.every((c) => goTogether(s, c))).length || (set.shoes.length ? 1 : 0));
  let n = 0;
  for (const t of set.tops) for (const b of set.bottoms) if (goTogether(t, b)) n += set.shoes.length ? shoesFor([t, b]) : 1;
  for (const o of set.onePieces) n += set.shoes.length ? shoesFor([o]) : 1;
  return n;
}

export const SLOT_NAMES: Record<Exclude<SlotCategory, 'Swim'>, [string, string]> = {
  Tops: ['top', 'tops'],
  Bottoms: ['bottom', 'bottoms'],
  Shoes: ['pair of shoes', 'pairs of shoes'],
  Outerwear: ['layer', 'layers'],
  Accessories: ['accessory', 'accessories'],
};

export const counted = (n: number, category: keyof typeof SLOT_NAMES): string => `${n} ${SLOT_NAMES[category][n === 1 ? 0 : 1]}`;
