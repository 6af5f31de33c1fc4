import type { WearSlot } from '../../shared/closet-slots';
import { activityOutfit, dayActivity } from './activity-day';
import { avoidedColourIn } from './avoided-colours';
import { EMPTY_CLOSET_NOTE, candidateReasons, describeOutfit, missingCore, occasionReason, onlyCombinationNote, tooFewNote } from './describe';
import type { SlotCounts, Verdict } from './describe';
import { DRESS_CODES, DRESS_CODE_RULES, dayOccasion, dressCodeRank } from './dress-code';
import { profileItem } from './item-profile';
import type { ItemProfile } from './item-profile';
import { localFallbackOutfit } from './local-fallback';
import { MAX_OUTFIT_ITEMS, buildDayContext, coversBottom, coversTop, isRecentlyWorn, itemViolations, repeatGroup, repeatKey, standIns } from './rules';
import type { DayContext } from './rules';
import { ONE_PIECE_WEIGHT, SECOND_EXTRA_WEIGHT, itemScore, outfitScore, scoringContext } from './scoring';
import type { OutfitCandidate, OutfitRequest, OutfitResult } from './types';
import { reactionAdjustments } from './reactions';
import type { ReactionAdjustments } from './reactions';
import { outerwearPreferred } from './weather-bands';
import { uniformDay } from './uniform-day';
import { dressesForWork, isWorkUniform } from './work-uniform';

/** How many valid outfits come back for an LLM to choose among. */
export const CANDIDATE_COUNT = 5;

/**
 * Pruning: only the best-scoring items of each slot are combined. An item's own score already
 * holds everything but colour harmony, so beyond the top dozen the combinations cannot win;
 * this keeps a 200-item closet to about a thousand combinations.
 */
const POOL_SIZE = { core: 12, onePiece: 6, extra: 6, extraWithLayer: 4 } as const;

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

/** Outerwear joins the outfit when the day needs a layer: cool or colder, rain likely or windy. */
function needsLayer(ctx: DayContext): boolean {
  return ctx.cold || outerwearPreferred(ctx.weather);
}

function byScore(a: Scored, b: Scored): number {
  return b.score - a.score || a.p.item.id - b.p.item.id;
}

/** The stand-ins of the day by the slot they fill. */
interface Gaps {
  Tops: Scored | null;
  Bottoms: Scored | null;
  Shoes: Scored | null;
}

/** Pieces made to go under clothes: long johns, long underwear, a base layer or thermal underwear. */
const UNDER_LAYER = /\b(long johns|long underwear|base ?layers?|thermal (underwear|bottoms|leggings|top|tops|long sleeve|vest))\b/i;

/**
 * Items a slot may use. The repeat rule lives here: when a category has an item not worn in the
 * last 2 days, its recently worn items are dropped; when it has none, they stay (a repeat beats
 * an incomplete outfit) and carry a score penalty. A slot nothing suits takes its stand-in only.
 */
function buildPools(scored: Scored[], ctx: DayContext, gaps: Gaps) {
  const fresh = new Map<string, boolean>();
  for (const s of scored) if (!isRecentlyWorn(s.p.item, ctx)) fresh.set(repeatKey(s.p, ctx), true);
  const usable = scored.filter((s) => !fresh.get(repeatKey(s.p, ctx)) || !isRecentlyWorn(s.p.item, ctx)).sort(byScore);
  const take = (filter: (s: Scored) => boolean, n: number) => usable.filter(filter).slice(0, n);
  // Long johns or a thermal top are worn under the outfit, not as it, while the slot has anything else (the chat adds them underneath).
  const shown = (slot: WearSlot, n: number) => {
    const all = take((s) => s.p.slot === slot, usable.length);
    const outer = all.filter((s) => !UNDER_LAYER.test(`${s.p.item.subcategory ?? ''} ${s.p.item.name}`));
    return (outer.length ? outer : all).slice(0, n);
  };
  return {
    usable,
    tops: gaps.Tops ? [gaps.Tops] : shown('top', POOL_SIZE.core),
    bottoms: gaps.Bottoms ? [gaps.Bottoms] : shown('bottom', POOL_SIZE.core),
    onePieces: take((s) => s.p.onePiece, POOL_SIZE.onePiece),
    suits: take((s) => s.p.wholeSuit, POOL_SIZE.onePiece),
    extras: {
      Outerwear: take((s) => s.p.slot === 'layer', POOL_SIZE.extra),
      // No shoes suit the day: the closest pair fills the slot (and is named as the gap).
      Shoes: gaps.Shoes ? [gaps.Shoes] : take((s) => s.p.slot === 'shoes', POOL_SIZE.extra),
      Accessories: take((s) => s.p.slot === 'accessory', POOL_SIZE.extra),
    } satisfies Record<Slot, Scored[]>,
  };
}

/**
 * Every outfit: a top and a bottom (or a one-piece), shoes whenever the closet has a pair, and
 * outerwear when the day needs a layer. A one-piece on a day without a layer may add an
 * accessory, which only nudges the choice among otherwise equal dresses.
 */
function enumerate(pools: ReturnType<typeof buildPools>, ctx: DayContext, scores: ReadonlyMap<number, number>, adjust: ReactionAdjustments): Built[] {
  // With both shoes and a layer to choose, each pool keeps fewer pairs so a 200-item closet stays
  // near the old thousand-odd combinations.
  const layerDay = needsLayer(ctx) && pools.extras.Outerwear.length > 0;
  const extraSize = layerDay ? POOL_SIZE.extraWithLayer : POOL_SIZE.extra;
  const shoes: (Scored | null)[] = pools.extras.Shoes.length ? pools.extras.Shoes.slice(0, extraSize) : [null];
  // A whole suit is worn whole (below), never as a jacket over other trousers.
  const layers: (Scored | null)[] = layerDay ? pools.extras.Outerwear.filter((s) => !s.p.wholeSuit).slice(0, extraSize) : [null];
  const accessories: (Scored | null)[] = needsLayer(ctx) ? [null] : [null, ...pools.extras.Accessories];
  const built: Built[] = [];
  const push = (items: ItemProfile[], weights: number[]) => {
    built.push({ items, score: outfitScore(items, scores, weights, adjust), key: items.map((p) => p.item.id).join(',') });
  };
  const extrasOf = (shoe: Scored | null, layer: Scored | null, more: Scored | null) => {
    const slots: [Scored | null, number][] = [
      [layer, 1],
      [shoe, 1],
      [more, SECOND_EXTRA_WEIGHT],
    ];
    const filled = slots.filter((slot): slot is [Scored, number] => slot[0] !== null);
    return { items: filled.map(([s]) => s.p), weights: filled.map(([, w]) => w) };
  };
  for (const top of pools.tops) {
    for (const bottom of pools.bottoms) {
      for (const shoe of shoes) {
        for (const layer of layers) {
          const extra = extrasOf(shoe, layer, null);
          push([top.p, bottom.p, ...extra.items], [1, 1, ...extra.weights]);
        }
      }
    }
  }
  // A whole suit fills the bottom and the layer: a shirt or knit under it, shoes below.
  for (const top of pools.tops) {
    for (const suit of pools.suits) {
      for (const shoe of shoes) {
        const extra = extrasOf(shoe, null, null);
        push([top.p, suit.p, ...extra.items], [1, ONE_PIECE_WEIGHT, ...extra.weights]);
      }
    }
  }
  // A dress or jumpsuit fills the top and bottom slots.
  for (const piece of pools.onePieces) {
    for (const shoe of shoes) {
      for (const layer of layers) {
        for (const more of layer ? [null] : accessories) {
          const extra = extrasOf(shoe, layer, more);
          push([piece.p, ...extra.items], [ONE_PIECE_WEIGHT, ...extra.weights]);
        }
      }
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
  const seen = new Set<WearSlot>();
  const leaders: Scored[] = [];
  const rest: Scored[] = [];
  // No top-and-bottom pair was possible: a dress leads its category, so the fallback covers both
  // halves instead of a lone top beside accessories (the sort is stable, so score order holds otherwise).
  const onePieceFirst = [...pools.usable].sort((a, b) => Number(b.p.onePiece) - Number(a.p.onePiece));
  for (const s of onePieceFirst) {
    if (seen.has(repeatGroup(s.p))) rest.push(s);
    else {
      seen.add(repeatGroup(s.p));
      leaders.push(s);
    }
  }
  const usableIds = new Set(pools.usable.map((s) => s.p.item.id));
  const recent = scored.filter((s) => !usableIds.has(s.p.item.id)).sort(byScore);
  const ordered = [...leaders, ...rest, ...recent].map((s) => s.p);
  const byItem = new Map(ordered.map((p) => [p.item, p]));
  const picked = localFallbackOutfit(
    ordered.map((p) => p.item),
    (item) => byItem.get(item)!.slot,
  ).map((item) => byItem.get(item)!);
  // Spec 9 fills 3 slots; shoes come on top when it left them out, so no outfit goes barefoot.
  const shoe = pools.extras.Shoes[0];
  if (shoe && !picked.some((p) => p.slot === 'shoes')) picked.push(shoe.p);
  return picked;
}

function slotCounts(pools: ReturnType<typeof buildPools>, ctx: DayContext): SlotCounts {
  return {
    tops: pools.tops.length,
    bottoms: pools.bottoms.length,
    onePieces: pools.onePieces.length,
    shoes: pools.extras.Shoes.length,
    outerwear: needsLayer(ctx) ? pools.extras.Outerwear.length : null,
  };
}

function toCandidate(b: Built, ctx: DayContext): OutfitCandidate {
  return { items: b.items.map((p) => p.item), score: Math.round(b.score * 100) / 100, reasons: candidateReasons(b.items, ctx) };
}

/**
 * The daily outfit. Pure and deterministic: the same request (seed included) gives the same
 * outfit, whatever order the closet comes in. Hard rules filter first; scoring only ranks
 * outfits that pass them.
 */
export function generateOutfit(input: OutfitRequest): OutfitResult {
  // A piece in a colour the person said they avoid is never suggested: it is left out of the day as if in the laundry.
  const avoidColours = input.preferences.avoidColours ?? [];
  // Work uniform (a chef's jacket, kitchen clogs, scrubs) is worn for the job only, left out of any other day the same way.
  const forWork = dressesForWork(input.events, input.date);
  const filtered =
    avoidColours.length || !forWork
      ? { ...input, closet: input.closet.filter((i) => !wearsAvoidedColour(i, avoidColours) && (forWork || !isWorkUniform(i))) }
      : input;
  // On the job, owned uniform is the outfit (uniform-day.ts).
  const request = (forWork && uniformDay(filtered)) || filtered;
  // A hike, a run, the gym deciding the day: dressed for the activity as chat dresses it, not as a dress code (activity-day.ts).
  const activity = request.closet.length > 0 ? dayActivity(request) : null;
  if (activity) return activityOutfit({ ...request, closet: request.closet.filter((i) => i.status === 'active') }, activity, SHORT_OF_PREFIX);
  const result = generateAtLevel(request);
  if (result.kind !== 'too-few') return result;
  return closestOutfit(request, result) ?? result;
}

/** Whether a piece is in a colour the person avoids, by its colour field or the colour its name states. */
export const wearsAvoidedColour = (item: { color: string; name: string }, avoid: readonly string[]) => avoidedColourIn(avoid, item.color, item.name) !== null;

/**
 * A closet that cannot reach the day's formality still dresses the person: the nearest dress code
 * it can meet (by rank, the dressier one first on a tie) gives the outfit, and the first reason
 * says what is missing. Only formality is relaxed: the weather, laundry and archive rules hold.
 */
function closestOutfit(request: OutfitRequest, tooFew: OutfitResult): OutfitResult | null {
  const occasion = dayOccasion(request);
  const rank = dressCodeRank(occasion.code);
  const codes = DRESS_CODES.filter((c) => c !== occasion.code).sort(
    (a, b) => Math.abs(dressCodeRank(a) - rank) - Math.abs(dressCodeRank(b) - rank) || dressCodeRank(b) - dressCodeRank(a),
  );
  const title = occasion.event?.title ?? DRESS_CODE_RULES[occasion.code].label;
  for (const code of codes) {
    const event = { title, date: request.date, startTime: null, endTime: null, dressCode: code };
    const result = generateAtLevel({ ...request, events: [event] });
    if (result.kind !== 'outfit') continue;
    const shortOf = shortOfReason(occasion.rule.label, DRESS_CODE_RULES[code].label, tooFew.missing);
    // The day's own dress code stays the one every reason names (the event's badge says it too):
    // the relaxed build's 'calls for <nearest>' and '<nearest> for your <event>' are said as the nearest.
    const wanted = occasionReason({ occasion }, request.preferences);
    const relaxedPhrase = `${DRESS_CODE_RULES[code].label} for your ${title}`;
    const nearestPhrase = `the closest you own to ${occasion.rule.label} for your ${occasion.event ? eventPhraseOf(occasion.event) : 'day'}`;
    return {
      ...result,
      styleNote: `${shortOf} ${result.styleNote.replace(relaxedPhrase, nearestPhrase)}`,
      reasons: [shortOf, capitalizeFirst(wanted), ...result.reasons.slice(1)],
      candidates: result.candidates.map((c) => ({ ...c, reasons: [shortOf, ...c.reasons] })),
      shortOf: { dressCode: occasion.code, closest: code },
      targetFormality: tooFew.targetFormality,
      dressCode: occasion.code,
    };
  }
  return null;
}

const capitalizeFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const eventPhraseOf = (event: { title: string; startTime: string | null }) => (event.startTime ? `${event.title} at ${event.startTime}` : event.title);

/** Marks the reason that says an outfit falls short of the day's dress code; the text door leads with it. */
export const SHORT_OF_PREFIX = 'Closest you own';

function shortOfReason(wanted: string, closest: string, missing: string | undefined): string {
  return `${SHORT_OF_PREFIX}: nothing in your closet reaches ${wanted}, so this is the nearest (${closest}).${missing ? ` Add ${missing} suited to ${wanted}.` : ''}`;
}

function generateAtLevel(request: OutfitRequest): OutfitResult {
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
  // Below 10 °C with a coat that suits the day, the layer is a coat: a blazer or light jacket never stands in for it.
  const coatOnly = (p: ItemProfile) => !(ctx.cold && ctx.coatAvailable && p.slot === 'layer' && !p.coldRated);
  const suitable = verdicts.filter((v) => v.violations.length === 0 && coatOnly(v.p)).map((v) => v.p);
  // Nothing for either half of the body at this level (while some is owned): the outfit as a whole
  // falls short, so it is too few here and the nearest dress code dresses it, never a coat over nothing.
  const noCore =
    !suitable.some((p) => coversTop(p) || coversBottom(p)) && profiles.some((p) => p.item.status === 'active' && (coversTop(p) || coversBottom(p)));
  if (suitable.length < 2 || noCore) {
    return { kind: 'too-few', items: [], styleNote: tooFewNote(verdicts, ctx), missing: missingCore(verdicts), reasons: [], candidates: [], ...base };
  }

  const avoid = request.avoidItemIds ?? [];
  const adjust = reactionAdjustments(request.reactions, request.date);
  const sctx = scoringContext(ctx, request.preferences, request.seed, avoid, adjust);
  const scored: Scored[] = suitable.map((p) => ({ p, score: itemScore(p, sctx) }));
  const scoredGap = (g: DayContext['shoeGap']): Scored | null => (g ? { p: g.p, score: itemScore(g.p, sctx) } : null);
  const standInGaps: Gaps = { Tops: scoredGap(ctx.topGap), Bottoms: scoredGap(ctx.bottomGap), Shoes: scoredGap(ctx.shoeGap) };
  const scores = new Map([...scored, ...standIns(ctx).map((g) => ({ p: g.p, score: itemScore(g.p, sctx) }))].map((s) => [s.p.item.id, s.score]));
  const pools = buildPools(scored, ctx, standInGaps);

  const built = enumerate(pools, ctx, scores, adjust).sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
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
    // A dress with nothing to go with it but a top: one piece alone is not an outfit to send.
    if (items.length < 2) {
      return { kind: 'too-few', items: [], styleNote: tooFewNote(verdicts, ctx), missing: missingCore(verdicts), reasons: [], candidates: [], ...base };
    }
    chosen = { items, score: outfitScore(items, scores, undefined, adjust), key: items.map((p) => p.item.id).join(',') };
    candidates = [chosen];
  }

  const changed = !sameAsAvoided(chosen);
  const unchangedNote = avoid.length > 0 && !changed ? onlyCombinationNote(ctx, slotCounts(pools, ctx)) : null;
  const { styleNote, reasons, gaps } = describeOutfit(chosen.items, ctx, verdicts, request.preferences, {
    requested: avoid.length > 0,
    changed,
    unchangedNote,
  });
  return {
    kind: 'outfit',
    items: chosen.items.map((p) => p.item),
    styleNote,
    reasons,
    gaps,
    ...(avoid.length > 0 ? { refresh: { changed, note: unchangedNote } } : {}),
    candidates: candidates.map((c) => toCandidate(c, ctx)),
    ...base,
  };
}
