import { FORMALITIES } from '../../shared/closet-constants';
import { statedPalette } from './avoided-colours';
import type { WearSlot } from '../../shared/closet-slots';
import { colourInfo, harmonyScore, inPalette } from './colour-harmony';
import type { ColourInfo } from './colour-harmony';
import { dayNumber } from './dates';
import type { ItemProfile } from './item-profile';
import { seededUnit } from './prng';
import { isRecentlyWorn } from './rules';
import type { DayContext } from './rules';
import { saysMourning, type DayOccasion } from './dress-code';
import { NO_ADJUSTMENTS, pairAdjustment } from './reactions';
import type { ReactionAdjustments } from './reactions';
import { normalizeText } from './text';
import type { StyleProfile } from './types';
import { temperaturePenalty, windPenalty } from './temperature-fit';
import { idealWarmthLevel, warmthLevel } from './weather-bands';

/**
 * Soft preferences among outfits that already pass every hard rule. Weights are in points; the
 * order of magnitude says what matters most: matching the day's formality exactly (one level off
 * on a top costs more than any colour or rotation gain), then colour harmony, warmth and
 * rotation, then palette and style, and a seeded jitter only separates near-equal outfits.
 */
export const WEIGHTS = {
  /** Per formality level away from the target, for a top, bottom or shoes (outerwear and accessories count 40 %). */
  formality: 24,
  /** Per warmth level away from the ideal for the band, for tops and outerwear (bottoms and shoes count half). */
  warmth: 4,
  /** Up to this many points for an item not worn for 30 days or more (never worn counts as 30). */
  rotationDays: 4,
  /** Up to this many points lost by the most-worn items (log scale, saturating at 60 wears). */
  wears: 2,
  palette: 2,
  style: 1.5,
  /** Times the mean pairwise harmony (-1 … 1). */
  colour: 10,
  /** Per item of the outfit being refreshed. */
  avoid: 9,
  /** Per recently worn item kept only because nothing else fits its slot. */
  recent: 20,
  /** For water-resistant pieces when rain is likely: a trench before a blazer, leather boots before canvas. */
  rainwear: 25,
  /** For a piece whose own name says the occasion it is for ('(court)', 'for school'). */
  labelled: 24,
  /** For a whole suit where the code asks for one (business formal, black tie): the suit is the outfit. */
  suit: 12,
  jitter: 1.5,
} as const;

const EXTRA_SLOTS: readonly WearSlot[] = ['layer', 'accessory'];
const SMART_CASUAL_LEVEL = FORMALITIES.indexOf('smart casual');
const SPORT_KIT_LEVELS_OFF = 2;
/** Codes a suit answers whole: a dress code of suits (court, a board meeting), a party's dark suit, black tie's tuxedo. */
const SUIT_CODES: ReadonlySet<string> = new Set(['business formal', 'cocktail', 'formal']);
const ROTATION_HORIZON_DAYS = 30;
const WEARS_SATURATION = 60;

export interface ScoringContext {
  ctx: DayContext;
  targetLevel: number;
  palette: ColourInfo[];
  favourNeutrals: boolean;
  favourColour: boolean;
  seed: number;
  avoid: ReadonlySet<number>;
  /** What recent swaps and 'not today's changed (reactions.ts). */
  adjust: ReactionAdjustments;
  /** The day's occasion is one of mourning: read once, not for every piece scored. */
  mourning: boolean;
}

export function scoringContext(
  ctx: DayContext,
  preferences: StyleProfile,
  seed: number,
  avoidItemIds: readonly number[] = [],
  adjust: ReactionAdjustments = NO_ADJUSTMENTS,
): ScoringContext {
  const style = normalizeText(`${preferences.preferredStyle} ${(preferences.styles ?? []).join(' ')} ${preferences.styleGoals.join(' ')}`);
  return {
    ctx,
    targetLevel: FORMALITIES.indexOf(ctx.occasion.rule.target),
    palette: statedPalette(preferences)
      .map(colourInfo)
      .filter((c) => c.kind !== 'unknown'),
    favourNeutrals: /\b(minimal\w*|neutral\w*|clean|timeless|capsule|classic)\b/.test(style),
    favourColour: /\b(colou?rful|bold|vibrant|bright|playful|statement)\b/.test(style),
    seed,
    avoid: new Set(avoidItemIds),
    adjust,
    mourning: !!ctx.occasion.event && saysMourning(`${ctx.occasion.event.title} ${ctx.occasion.event.said ?? ''}`),
  };
}

export function daysSinceWorn(p: ItemProfile, ctx: DayContext): number {
  if (!p.item.lastWornOn) return ROTATION_HORIZON_DAYS;
  const days = ctx.dayNum - dayNumber(p.item.lastWornOn);
  return Number.isNaN(days) ? ROTATION_HORIZON_DAYS : Math.max(0, days);
}

/** The item's own contribution to any outfit it is part of. */
export function itemScore(p: ItemProfile, s: ScoringContext): number {
  const isExtra = EXTRA_SLOTS.includes(p.slot);
  // 'Too formal' lately moves the target, not the dress code's limits: the hard rules still hold.
  const target = s.targetLevel + s.adjust.formalityShift;
  // A whole suit is worn as the outfit, not an extra: a code that calls for suits takes it at its own level or above.
  const suitCalled = p.wholeSuit && SUIT_CODES.has(s.ctx.occasion.code);
  const away = suitCalled ? Math.max(0, target - p.formalityLevel) : Math.abs(p.formalityLevel - target);
  let score = -WEIGHTS.formality * away * (isExtra && !p.wholeSuit ? 0.4 : 1) + (suitCalled ? WEIGHTS.suit : 0);
  // Filed under Activewear or named as sport kit, a piece is for sport whatever level it was given (a 'casual' sports bra, a
  // 'casual' running vest): on any other day it scores two levels off, so everyday pieces of a level either side come first.
  // Its level itself stays what the person chose (the item page shows it).
  if (p.sportMade && target > 0 && p.formalityLevel > 0) score -= SPORT_KIT_LEVELS_OFF * WEIGHTS.formality * (isExtra ? 0.4 : 1);

  const warmthWeight = p.slot === 'top' || p.slot === 'layer' || p.onePiece ? 1 : p.slot === 'accessory' ? 0 : 0.5;
  const idealWarmth = Math.max(0, Math.min(2, idealWarmthLevel(s.ctx.band) + s.adjust.warmthShift));
  score -= WEIGHTS.warmth * warmthWeight * Math.abs(warmthLevel(p.warmth) - idealWarmth);
  // Within the dress code the temperature still chooses: linen over wool in the heat, boots near freezing.
  score -= temperaturePenalty(p, s.ctx.weather.maxTempC, s.ctx.wet) + windPenalty(p, s.ctx.windy);

  score += (WEIGHTS.rotationDays * Math.min(daysSinceWorn(p, s.ctx), ROTATION_HORIZON_DAYS)) / ROTATION_HORIZON_DAYS;
  score -= (WEIGHTS.wears * Math.log1p(Math.min(Math.max(p.item.timesWorn, 0), WEARS_SATURATION))) / Math.log1p(WEARS_SATURATION);

  if (inPalette(p.colour, s.palette)) score += WEIGHTS.palette;
  if (s.favourNeutrals && p.colour.kind === 'neutral') score += WEIGHTS.style;
  if (s.favourColour && p.colour.kind === 'chromatic') score += WEIGHTS.style;

  // Dressed for an occasion (smart casual and up) on a wet day above the cold, wellies stay by the door: leather boots or the
  // occasion's shoes go instead. In the cold they are snow boots too, and the way there decides.
  const wetGroundOnly = target >= SMART_CASUAL_LEVEL && p.rainOnly && !s.ctx.cold;
  if (s.ctx.wet && p.waterResistant && !wetGroundOnly) score += WEIGHTS.rainwear;
  // A piece the person labelled for the occasion ('White cotton collared shirt (court)', 'choir shirt' for the choir's
  // concert) is theirs for it: it comes first among pieces of its level.
  if (labelledFor(p.item.name, s.ctx.occasion.event)) score += WEIGHTS.labelled;
  // A piece kept for mourning ('Black formal mourning suit') is worn to grieve, never to a dinner or a lecture.
  if (!s.mourning && keptForMourning(p.item)) score -= MOURNING_KEPT * WEIGHTS.labelled;
  // Wellies on a dry day are for the garden, not the day's look.
  if (!s.ctx.wet && p.rainOnly) score -= WEIGHTS.rainwear;
  if (s.avoid.has(p.item.id)) score -= WEIGHTS.avoid;
  if (isRecentlyWorn(p.item, s.ctx)) score -= WEIGHTS.recent;
  score += s.adjust.item.get(p.item.id) ?? 0;
  return score + WEIGHTS.jitter * seededUnit(s.seed, p.item.id);
}

/** How many labels' worth a piece kept for mourning loses elsewhere: more than a whole suit's pull as the one piece that covers the body. */
const MOURNING_KEPT = 4;

/** Read once per piece: the scorer asks of every piece for every outfit. */
const keptForMourningOf = new WeakMap<object, boolean>();
function keptForMourning(item: ItemProfile['item']): boolean {
  let kept = keptForMourningOf.get(item);
  if (kept === undefined) {
    kept = saysMourning(item.name);
    keptForMourningOf.set(item, kept);
  }
  return kept;
}

/** Words of an occasion too general to label a piece by ('the work day' labels the hi-vis work shirt for nothing). */
const GENERAL_OCCASION_WORDS: ReadonlySet<string> = new Set([
  'work',
  'casual',
  'smart',
  'formal',
  'business',
  'party',
  'night',
  'day',
  'event',
  'with',
  'from',
  'after',
  'before',
]);

/** The occasion's own words, read once per event: the scorer asks of every piece of the closet for every outfit. */
const occasionWordsOf = new WeakMap<object, readonly string[]>();
function occasionWords(event: NonNullable<DayOccasion['event']>): readonly string[] {
  let said = occasionWordsOf.get(event);
  if (!said) {
    said = normalizeText(`${event.title} ${event.said ?? ''}`)
      .split(' ')
      .filter((w) => w.length >= 4 && !GENERAL_OCCASION_WORDS.has(w));
    occasionWordsOf.set(event, said);
  }
  return said;
}

/** Whether an item's own name holds a word of the occasion dressed for ('court' in 'White shirt (court)'). */
function labelledFor(name: string, event: DayOccasion['event']): boolean {
  if (!event) return false;
  const said = occasionWords(event);
  if (said.length === 0) return false;
  const own = new Set(normalizeText(name).split(' '));
  return said.some((w) => own.has(w) || own.has(`${w}s`));
}

/** Mean harmony over every pair of items (0 for a single item). */
export function colourHarmony(items: readonly ItemProfile[]): number {
  let total = 0;
  let pairs = 0;
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      total += harmonyScore(items[i]!.colour, items[j]!.colour);
      pairs++;
    }
  }
  return pairs ? total / pairs : 0;
}

/**
 * Slot weights keep outfits of different shapes comparable: a top, a bottom and one extra piece
 * against a one-piece (which fills both the top and bottom slots, so it counts twice), one extra
 * piece, and a second extra that only nudges the choice among otherwise equal dresses.
 */
export const ONE_PIECE_WEIGHT = 2;
export const SECOND_EXTRA_WEIGHT = 0.25;

export function outfitScore(
  items: readonly ItemProfile[],
  itemScores: ReadonlyMap<number, number>,
  weights?: readonly number[],
  adjust: ReactionAdjustments = NO_ADJUSTMENTS,
): number {
  // A combination turned down (or chosen by a swap) lately counts whatever the outfit's shape.
  let score =
    WEIGHTS.colour * colourHarmony(items) +
    pairAdjustment(
      items.map((p) => p.item.id),
      adjust,
    );
  items.forEach((p, i) => {
    score += (weights?.[i] ?? 1) * (itemScores.get(p.item.id) ?? 0);
  });
  return score;
}
