import { dayNumber } from './dates';
import type { OutfitReaction } from './types';

/**
 * What recent reactions change in the scoring. Each one is a soft adjustment on top of the
 * weights in scoring.ts, never a hard rule: the dress code and the weather still decide what is
 * allowed, reactions only move the choice among allowed pieces.
 */
export interface ReactionAdjustments {
  /** Formality levels added to the day's target (negative: dress down). */
  formalityShift: number;
  /** Warmth levels added to the band's ideal (negative: lighter). */
  warmthShift: number;
  /** Points added to an item's score (negative: turned down lately). */
  item: ReadonlyMap<number, number>;
  /** Points added to an outfit holding both items, keyed 'lowId,highId'. */
  pair: ReadonlyMap<string, number>;
}

/**
 * How long a reaction counts, in days from the outfit's date (that day included). Temperature
 * and formality say something about the person's days that passes with the season; a piece or
 * combination they dislike stays disliked longer.
 */
export const REACTION_DAYS = { mood: 14, taste: 30 } as const;

export const REACTION_WEIGHTS = {
  /** Per 'too formal': one reaction prefers a piece one level more casual over one at the target. */
  formalityStep: 0.6,
  formalityMax: 1.2,
  /** Per 'too warm' / 'too cold', in warmth levels, netted and capped at one level. */
  warmthStep: 1,
  warmthMax: 1,
  /** 'Not my style': each piece, and each pair of pieces, of the outfit turned down. */
  dislikedItem: 8,
  dislikedPair: 6,
  /** "Doesn't fit": which piece is not said, so every piece of that outfit is held back. */
  misfitItem: 10,
  /** A swap: the piece taken out, with the pieces it was kept beside, and the piece chosen instead. */
  swappedOutItem: 3,
  swappedOutPair: 8,
  swappedInPair: 4,
} as const;

export const NO_ADJUSTMENTS: ReactionAdjustments = { formalityShift: 0, warmthShift: 0, item: new Map(), pair: new Map() };

export function pairKey(a: number, b: number): string {
  return a < b ? `${a},${b}` : `${b},${a}`;
}

const clamp = (v: number, max: number) => Math.max(-max, Math.min(max, v));

/** Every reaction in force on `date`, folded into one set of adjustments. Order does not matter. */
export function reactionAdjustments(reactions: readonly OutfitReaction[] | undefined, date: string): ReactionAdjustments {
  if (!reactions?.length) return NO_ADJUSTMENTS;
  const today = dayNumber(date);
  let formality = 0;
  let warmth = 0;
  const item = new Map<number, number>();
  const pair = new Map<string, number>();
  const addItem = (id: number, points: number) => item.set(id, (item.get(id) ?? 0) + points);
  const addPairs = (ids: readonly number[], points: number) => {
    const unique = [...new Set(ids)];
    for (let i = 0; i < unique.length; i++) {
      for (let j = i + 1; j < unique.length; j++) {
        const key = pairKey(unique[i]!, unique[j]!);
        pair.set(key, (pair.get(key) ?? 0) + points);
      }
    }
  };
  const W = REACTION_WEIGHTS;

  for (const r of reactions) {
    const age = today - dayNumber(r.date);
    // A reaction from a later day (a build for a past date) or an unreadable date counts for nothing.
    if (!(age >= 0)) continue;
    const mood = age < REACTION_DAYS.mood;
    const taste = age < REACTION_DAYS.taste;
    if (r.kind === 'swap') {
      if (!taste) continue;
      addItem(r.fromItemId, -W.swappedOutItem);
      for (const kept of r.keptItemIds) {
        if (kept === r.fromItemId || kept === r.toItemId) continue;
        addPairs([r.fromItemId, kept], -W.swappedOutPair);
        addPairs([r.toItemId, kept], W.swappedInPair);
      }
      continue;
    }
    switch (r.reason) {
      case 'too-formal':
        if (mood) formality -= W.formalityStep;
        break;
      case 'too-warm':
        if (mood) warmth -= W.warmthStep;
        break;
      case 'too-cold':
        if (mood) warmth += W.warmthStep;
        break;
      case 'not-my-style':
        if (!taste) break;
        for (const id of new Set(r.itemIds)) addItem(id, -W.dislikedItem);
        addPairs(r.itemIds, -W.dislikedPair);
        break;
      case 'doesnt-fit':
        if (taste) for (const id of new Set(r.itemIds)) addItem(id, -W.misfitItem);
        break;
      case 'other':
        // No reason given: only today's outfit is set aside (the rebuild avoids it), nothing is learnt.
        break;
    }
  }
  return { formalityShift: clamp(formality, W.formalityMax), warmthShift: clamp(warmth, W.warmthMax), item, pair };
}

/** The pair adjustments an outfit collects. */
export function pairAdjustment(itemIds: readonly number[], adjust: ReactionAdjustments): number {
  if (adjust.pair.size === 0) return 0;
  let total = 0;
  for (let i = 0; i < itemIds.length; i++) {
    for (let j = i + 1; j < itemIds.length; j++) total += adjust.pair.get(pairKey(itemIds[i]!, itemIds[j]!)) ?? 0;
  }
  return total;
}
