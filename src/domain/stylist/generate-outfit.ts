import type { Category } from '../../shared/closet-constants';
import { EMPTY_CLOSET_NOTE, candidateReasons, describeOutfit, tooFewNote } from './describe';
import type { Verdict } from './describe';
import { dayOccasion } from './dress-code';
import { profileItem } from './item-profile';
import type { ItemProfile } from './item-profile';
import { localFallbackOutfit } from './local-fallback';
import { MAX_OUTFIT_ITEMS, buildDayContext, isRecentlyWorn, itemViolations } from './rules';
import type { DayContext } from './rules';
import { ONE_PIECE_WEIGHT, SECOND_EXTRA_WEIGHT, itemScore, outfitScore, scoringContext } from './scoring';
import type { OutfitCandidate, OutfitRequest, OutfitResult } from './types';
import { outerwearPreferred } from './weather-bands';

/** How many valid outfits come back for an LLM to choose among. */
export const CANDIDATE_COUNT = 5;

/**
 * Pruning: only the best-scoring items of each slot are combined. An item's own score already
 * holds everything but colour harmony, so beyond the top dozen the combinations cannot win;
 * this keeps a 200-item closet to about a thousand combinations.
 */
const POOL_SIZE = { core: 12, onePiece: 6, extra: 6 } as const;

type Slot = 'Outerwear' | 'Shoes' | 'Accessories';

interface Scored {
  p: ItemProfile;
  score: number;
}

interface Built {
  items: ItemProfile[];
  score: number;
  key: string;
}

/**
 * The order in which the extra slots are filled: outerwear first when the day needs a layer
 * (cool or colder, rain likely, windy), else shoes, then an accessory.
 */
function slotOrder(ctx: DayContext): Slot[] {
  return ctx.cold || outerwearPreferred(ctx.weather) ? ['Outerwear', 'Shoes', 'Accessories'] : ['Shoes', 'Accessories', 'Outerwear'];
}

function byScore(a: Scored, b: Scored): number {
  return b.score - a.score || a.p.item.id - b.p.item.id;
}

/**
 * Items a slot may use. The repeat rule lives here: when a category has an item not worn in the
 * last 2 days, its recently worn items are dropped; when it has none, they stay (a repeat beats
 * an incomplete outfit) and carry a score penalty.
 */
function buildPools(scored: Scored[], ctx: DayContext) {
  const fresh = new Map<Category, boolean>();
  for (const s of scored) if (!isRecentlyWorn(s.p.item, ctx)) fresh.set(s.p.item.category, true);
  const usable = scored.filter((s) => !fresh.get(s.p.item.category) || !isRecentlyWorn(s.p.item, ctx)).sort(byScore);
  const take = (filter: (s: Scored) => boolean, n: number) => usable.filter(filter).slice(0, n);
  return {
    usable,
    tops: take((s) => s.p.item.category === 'Tops' && !s.p.onePiece, POOL_SIZE.core),
    bottoms: take((s) => s.p.item.category === 'Bottoms' && !s.p.onePiece, POOL_SIZE.core),
    onePieces: take((s) => s.p.onePiece, POOL_SIZE.onePiece),
    extras: {
      Outerwear: take((s) => s.p.item.category === 'Outerwear', POOL_SIZE.extra),
      Shoes: take((s) => s.p.item.category === 'Shoes', POOL_SIZE.extra),
      Accessories: take((s) => s.p.item.category === 'Accessories', POOL_SIZE.extra),
    } satisfies Record<Slot, Scored[]>,
  };
}

function enumerate(pools: ReturnType<typeof buildPools>, ctx: DayContext, scores: ReadonlyMap<number, number>): Built[] {
  const order = slotOrder(ctx).filter((slot) => pools.extras[slot].length > 0);
  // The third piece fills the slot the day needs most; when cold, outerwear leads the order,
  // which is what satisfies the 'coat required' rule.
  const [third, fourth] = order;
  const built: Built[] = [];
  const push = (items: ItemProfile[], weights?: number[]) => {
    built.push({ items, score: outfitScore(items, scores, weights), key: items.map((p) => p.item.id).join(',') });
  };
  const thirds = third ? pools.extras[third] : [];
  for (const top of pools.tops) {
    for (const bottom of pools.bottoms) {
      if (thirds.length === 0) push([top.p, bottom.p]);
      for (const extra of thirds) push([top.p, bottom.p, extra.p]);
    }
  }
  // A dress or jumpsuit fills the top and bottom slots, leaving two for the day's needs.
  const fourths = fourth ? pools.extras[fourth] : [];
  for (const piece of pools.onePieces) {
    if (thirds.length === 0) push([piece.p], [ONE_PIECE_WEIGHT]);
    for (const extra of thirds) {
      if (fourths.length === 0) push([piece.p, extra.p], [ONE_PIECE_WEIGHT, 1]);
      for (const more of fourths) push([piece.p, extra.p, more.p], [ONE_PIECE_WEIGHT, 1, SECOND_EXTRA_WEIGHT]);
    }
  }
  return built.filter((b) => b.items.length >= 2 && b.items.length <= MAX_OUTFIT_ITEMS);
}

/**
 * Spec 9's fallback over items that already passed the hard rules: the best item of each
 * category first, so padding prefers a new category over a second pair of shoes, and recently
 * worn items last.
 */
function fallbackOutfit(pools: ReturnType<typeof buildPools>, scored: Scored[]): ItemProfile[] {
  const seen = new Set<Category>();
  const leaders: Scored[] = [];
  const rest: Scored[] = [];
  for (const s of pools.usable) {
    if (seen.has(s.p.item.category)) rest.push(s);
    else {
      seen.add(s.p.item.category);
      leaders.push(s);
    }
  }
  const usableIds = new Set(pools.usable.map((s) => s.p.item.id));
  const recent = scored.filter((s) => !usableIds.has(s.p.item.id)).sort(byScore);
  const ordered = [...leaders, ...rest, ...recent].map((s) => s.p);
  const byItem = new Map(ordered.map((p) => [p.item, p]));
  return localFallbackOutfit(ordered.map((p) => p.item)).map((item) => byItem.get(item)!);
}

function toCandidate(b: Built, ctx: DayContext): OutfitCandidate {
  return { items: b.items.map((p) => p.item), score: Math.round(b.score * 100) / 100, reasons: candidateReasons(b.items, ctx) };
}

/**
 * The daily outfit. Pure and deterministic: the same request (seed included) gives the same
 * outfit, whatever order the closet comes in. Hard rules filter first; scoring only ranks
 * outfits that pass them.
 */
export function generateOutfit(request: OutfitRequest): OutfitResult {
  const closet = [...request.closet].sort((a, b) => a.id - b.id);
  if (closet.length === 0) {
    const occasion = dayOccasion(request);
    return {
      kind: 'empty',
      items: [],
      styleNote: EMPTY_CLOSET_NOTE,
      reasons: [],
      candidates: [],
      targetFormality: occasion.rule.target,
      dressCode: occasion.code,
    };
  }

  const profiles = closet.map(profileItem);
  const ctx = buildDayContext(request, profiles);
  const base = { targetFormality: ctx.occasion.rule.target, dressCode: ctx.occasion.code };
  const verdicts: Verdict[] = profiles.map((p) => ({ p, violations: itemViolations(p, ctx) }));
  const suitable = verdicts.filter((v) => v.violations.length === 0).map((v) => v.p);
  if (suitable.length < 2) {
    return { kind: 'too-few', items: [], styleNote: tooFewNote(verdicts, ctx), reasons: [], candidates: [], ...base };
  }

  const avoid = request.avoidItemIds ?? [];
  const sctx = scoringContext(ctx, request.preferences, request.seed, avoid);
  const scored: Scored[] = suitable.map((p) => ({ p, score: itemScore(p, sctx) }));
  const scores = new Map(scored.map((s) => [s.p.item.id, s.score]));
  const pools = buildPools(scored, ctx);

  const built = enumerate(pools, ctx, scores).sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const avoidKey = [...new Set(avoid)].sort((a, b) => a - b).join(',');
  const sameAsAvoided = (b: Built) => avoid.length > 0 && [...b.items.map((p) => p.item.id)].sort((x, y) => x - y).join(',') === avoidKey;
  // A refresh must change something when the closet allows: an identical outfit goes to the back.
  const ranked = [...built.filter((b) => !sameAsAvoided(b)), ...built.filter(sameAsAvoided)];

  let chosen: Built;
  let candidates: Built[];
  if (ranked.length > 0) {
    candidates = ranked.slice(0, CANDIDATE_COUNT);
    chosen = candidates[0]!;
  } else {
    const items = fallbackOutfit(pools, scored);
    chosen = { items, score: outfitScore(items, scores), key: items.map((p) => p.item.id).join(',') };
    candidates = [chosen];
  }

  const { styleNote, reasons } = describeOutfit(chosen.items, ctx, verdicts, request.preferences, {
    requested: avoid.length > 0,
    changed: !sameAsAvoided(chosen),
  });
  return {
    kind: 'outfit',
    items: chosen.items.map((p) => p.item),
    styleNote,
    reasons,
    candidates: candidates.map((c) => toCandidate(c, ctx)),
    ...base,
  };
}
