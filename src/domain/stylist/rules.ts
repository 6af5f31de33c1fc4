import { FORMALITIES, MAX_OUTFIT_ITEMS } from '../../shared/closet-constants';
import type { WearSlot } from '../../shared/closet-slots';
import { dayNumber } from './dates';
import { dayOccasion } from './dress-code';
import type { DayOccasion } from './dress-code';
import { profileItem } from './item-profile';
import { deepCold, isInsulatedBoot, snowUnderfoot } from './temperature-fit';
import type { ItemProfile } from './item-profile';
import type { ClosetItem, OutfitRequest, Weather } from './types';
import { COOL_FROM_C, HOT_FROM_C, MILD_FROM_C, isCold, isRainLikely, isWindy, seasonFits, temperatureBand } from './weather-bands';
import type { TemperatureBand } from './weather-bands';

/**
 * The hard rules: an outfit that breaks one is never suggested. They are checked item by item
 * (status, formality, season, warmth, rain) and on the outfit as a whole (a coat when cold,
 * shoes always, no recent repeat when an alternative exists, no duplicates, at most 4 items).
 */

export { MAX_OUTFIT_ITEMS } from '../../shared/closet-constants';
/** An item worn on the day itself or on either of the 2 days before is 'recently worn'. */
export const RECENT_WEAR_DAYS = 2;

export type RuleId =
  | 'status'
  | 'swimwear'
  | 'formality'
  | 'season'
  | 'warmth'
  | 'rain'
  | 'layering'
  | 'outerwear'
  | 'repeat'
  | 'duplicate'
  | 'unknown-item'
  | 'too-many'
  | 'shoes'
  | 'top'
  | 'bottom';

export interface RuleViolation {
  rule: RuleId;
  itemId: number | null;
  message: string;
}

export interface DayContext {
  date: string;
  dayNum: number;
  weather: Weather;
  band: TemperatureBand;
  wet: boolean;
  windy: boolean;
  /** max < 10 °C: light pieces need a coat over them and a coat is required when the closet has one. */
  cold: boolean;
  occasion: DayOccasion;
  /** Some outerwear passes today's item rules. */
  outerwearAvailable: boolean;
  /** Some outer layer rated for the cold (a coat, never a blazer) passes today's item rules. */
  coatAvailable: boolean;
  /** Some active shoes pass today's item rules. */
  shoesAvailable: boolean;
  /**
   * When no shoes pass, the owned pair closest to passing: every outfit still has shoes, and
   * this pair is named as the closet's gap. null when shoes are available or none are owned.
   */
  shoeGap: StandIn | null;
  /**
   * The same for the top and the bottom: when no top (nor dress) passes but a bottom does, the
   * closest owned top stands in, and the other way round. A blazer is a layer, never the top.
   * When neither half passes, the whole outfit falls short and the nearest dress code dresses it.
   */
  topGap: StandIn | null;
  bottomGap: StandIn | null;
  /** Some piece for the top half (a top or a dress) passes the item rules and the repeat rule. */
  topWearable: boolean;
  bottomWearable: boolean;
}

/** An owned, active piece worn for a slot nothing suits today; exempt from the item rules it breaks. */
export interface StandIn {
  p: ItemProfile;
  violations: RuleViolation[];
}

/** The stand-ins of the day, shoes, top and bottom. */
export function standIns(ctx: Pick<DayContext, 'shoeGap' | 'topGap' | 'bottomGap'>): StandIn[] {
  return [ctx.topGap, ctx.bottomGap, ctx.shoeGap].filter((g): g is StandIn => g !== null);
}

export function isStandIn(ctx: Pick<DayContext, 'shoeGap' | 'topGap' | 'bottomGap'>, id: number): boolean {
  return standIns(ctx).some((g) => g.p.item.id === id);
}

/** A top or a dress covers the top half; a bottom or a dress the bottom half. */
export function coversTop(p: ItemProfile): boolean {
  return p.onePiece || p.slot === 'top';
}

export function coversBottom(p: ItemProfile): boolean {
  return p.onePiece || p.slot === 'bottom' || p.wholeSuit;
}

/**
 * What the repeat rule compares: a piece's slot, with a dress counted among the tops (a fresh top
 * and a bottom replace a dress worn yesterday), as when dresses were filed under Tops.
 */
export const repeatGroup = (p: ItemProfile): WearSlot => (p.slot === 'one-piece' ? 'top' : p.slot);

/**
 * The repeat rule's groups for a day: on a cold day a coat is only replaced by another coat, so
 * a coat worn yesterday stays on rather than giving way to a blazer.
 */
export function repeatKey(p: ItemProfile, ctx: Pick<DayContext, 'cold'>): string {
  const group = repeatGroup(p);
  return ctx.cold && p.coldRated ? `${group}:coat` : group;
}

const CORE_SLOTS: readonly WearSlot[] = ['top', 'bottom', 'one-piece', 'shoes'];

function describeItem(p: ItemProfile): string {
  return `${p.item.name} (#${p.item.id})`;
}

/**
 * Item rules that depend only on the item and the day. `outerwearAvailable` only matters for
 * light tops when cold, so the outerwear verdicts themselves never depend on it.
 */
export function itemViolations(p: ItemProfile, ctx: DayContext): RuleViolation[] {
  const out: RuleViolation[] = [];
  const id = p.item.id;
  const add = (rule: RuleId, why: string) => out.push({ rule, itemId: id, message: `${describeItem(p)}: ${why}` });

  if (p.item.status !== 'active') add('status', p.item.status === 'in laundry' ? 'in the laundry' : 'archived');
  // A day's outfit is clothes for the day; swimwear is dressed by the chat's swimming and beach answers.
  if (p.slot === 'swim') add('swimwear', 'swimwear, kept for a swim or the beach');

  const rule = ctx.occasion.rule;
  const allowed = p.onePiece && rule.onePiece ? rule.onePiece : CORE_SLOTS.includes(p.slot) ? rule.core : rule.extra;
  // A coat on a cold day, or rainwear on a wet one, is there for the weather and comes off at the
  // door: its formality only ranks it (scoring), so a casual coat still beats no coat at a wedding.
  // In deep cold or snow, insulated boots are the coat's kind: worn on the way and changed at the door.
  const forTheWeather =
    (ctx.cold && p.coldRated) ||
    (ctx.wet && p.rainwear && p.slot === 'layer') ||
    ((deepCold(ctx.weather.maxTempC) || snowUnderfoot(ctx.weather.maxTempC, ctx.wet)) && isInsulatedBoot(p));
  if (!allowed.includes(p.formality) && !(forTheWeather && rule.target !== 'athletic')) add('formality', `${p.formality} does not fit ${rule.label}`);

  if (!seasonFits(p.item.season, ctx.band)) add('season', `${p.item.season} item on a ${ctx.band} day (high ${ctx.weather.maxTempC}°C)`);

  const max = ctx.weather.maxTempC;
  if (p.warmth === 'warm' && max >= HOT_FROM_C) add('warmth', `too warm for a high of ${max}°C (warm items stop at ${HOT_FROM_C}°C)`);
  else if (p.warmth === 'warm' && p.slot === 'layer' && max >= MILD_FROM_C) {
    add('warmth', `a warm coat is too much for a high of ${max}°C (warm outerwear stops at ${MILD_FROM_C}°C)`);
  }
  if (p.warmth === 'light' && ctx.cold) {
    const wornUnderACoat = p.slot === 'top' || p.onePiece;
    if (!wornUnderACoat && p.slot !== 'accessory') add('warmth', `too light for a high of ${max}°C (below ${COOL_FROM_C}°C)`);
    else if (wornUnderACoat && !ctx.outerwearAvailable) add('layering', `too light for a high of ${max}°C without a coat, and no coat suits today`);
  }

  if (ctx.wet && p.rainSensitive) add('rain', `${p.rainSensitive} in likely rain`);
  return out;
}

export function isRecentlyWorn(item: Pick<ClosetItem, 'lastWornOn'>, ctx: Pick<DayContext, 'dayNum'>): boolean {
  if (!item.lastWornOn) return false;
  const worn = dayNumber(item.lastWornOn);
  return worn >= ctx.dayNum - RECENT_WEAR_DAYS && worn <= ctx.dayNum;
}

export function buildDayContext(request: Pick<OutfitRequest, 'date' | 'events' | 'preferences' | 'weather'>, closet: readonly ItemProfile[]): DayContext {
  const band = temperatureBand(request.weather.maxTempC);
  const ctx: DayContext = {
    date: request.date,
    dayNum: dayNumber(request.date),
    weather: request.weather,
    band,
    wet: isRainLikely(request.weather),
    windy: isWindy(request.weather),
    cold: isCold(band),
    occasion: dayOccasion(request),
    outerwearAvailable: false,
    coatAvailable: false,
    shoesAvailable: false,
    shoeGap: null,
    topGap: null,
    bottomGap: null,
    topWearable: false,
    bottomWearable: false,
  };
  ctx.outerwearAvailable = closet.some((p) => p.slot === 'layer' && itemViolations(p, ctx).length === 0);
  ctx.coatAvailable = closet.some((p) => p.coldRated && itemViolations(p, ctx).length === 0);
  const shoes = closet.filter((p) => p.slot === 'shoes' && p.item.status === 'active');
  ctx.shoesAvailable = shoes.some((p) => itemViolations(p, ctx).length === 0);
  if (!ctx.shoesAvailable) ctx.shoeGap = closestOf(shoes, ctx);
  const active = closet.filter((p) => p.item.status === 'active');
  const passes = active.filter((p) => itemViolations(p, ctx).length === 0);
  // The repeat rule as the engine applies it: a recent piece counts only when its category has no fresh one.
  const fresh = new Set(passes.filter((p) => !isRecentlyWorn(p.item, ctx)).map(repeatGroup));
  const usable = passes.filter((p) => !isRecentlyWorn(p.item, ctx) || !fresh.has(repeatGroup(p)));
  ctx.topWearable = usable.some(coversTop);
  ctx.bottomWearable = usable.some(coversBottom);
  const separate = (slot: WearSlot) => active.filter((p) => p.slot === slot);
  if (!ctx.topWearable && ctx.bottomWearable) ctx.topGap = closestOf(separate('top'), ctx);
  if (!ctx.bottomWearable && ctx.topWearable) ctx.bottomGap = closestOf(separate('bottom'), ctx);
  return ctx;
}

/**
 * How far a piece is from suiting the day: formality levels away from the dress code's range
 * weigh most (a sneaker at a board meeting is further off than a loafer), then each other rule
 * broken. Ties go to the piece not worn recently, then the lowest id, so the choice is stable.
 */
function gapDistance(p: ItemProfile, violations: readonly RuleViolation[], ctx: DayContext): number {
  const rule = ctx.occasion.rule;
  const levels = rule.core.map((f) => FORMALITIES.indexOf(f));
  const formalityGap = levels.length ? Math.min(...levels.map((l) => Math.abs(l - p.formalityLevel))) : 0;
  // Rain counts for more than a formality level: suede or canvas in the rain is never 'closest' over a dry pair one level off.
  const rain = violations.some((v) => v.rule === 'rain') ? 15 : 0;
  const others = violations.filter((v) => v.rule !== 'formality' && v.rule !== 'rain').length;
  return formalityGap * 10 + rain + others * 3 + (isRecentlyWorn(p.item, ctx) ? 1 : 0);
}

function closestOf(pieces: readonly ItemProfile[], ctx: DayContext): StandIn | null {
  let best: StandIn | null = null;
  let bestDistance = Infinity;
  for (const p of [...pieces].sort((a, b) => a.item.id - b.item.id)) {
    const violations = itemViolations(p, ctx);
    const distance = gapDistance(p, violations, ctx);
    if (distance < bestDistance) {
      best = { p, violations };
      bestDistance = distance;
    }
  }
  return best;
}

/** Outfit-level rules on top of the item rules; `closet` supplies the alternatives for the repeat rule. */
export function outfitViolations(outfit: readonly ItemProfile[], ctx: DayContext, closet: readonly ItemProfile[]): RuleViolation[] {
  const out: RuleViolation[] = [];
  if (outfit.length > MAX_OUTFIT_ITEMS) out.push({ rule: 'too-many', itemId: null, message: `${outfit.length} items (at most ${MAX_OUTFIT_ITEMS})` });
  const ids = new Set<number>();
  for (const p of outfit) {
    if (ids.has(p.item.id)) out.push({ rule: 'duplicate', itemId: p.item.id, message: `${describeItem(p)}: appears twice` });
    ids.add(p.item.id);
    // A stand-in breaks an item rule by definition; wearing it beats leaving its slot empty.
    if (!isStandIn(ctx, p.item.id)) out.push(...itemViolations(p, ctx));
  }
  if (outfit.length === 0) return out;

  if ((ctx.shoesAvailable || ctx.shoeGap) && !outfit.some((p) => p.slot === 'shoes')) {
    out.push({ rule: 'shoes', itemId: null, message: 'no shoes, and the closet has a pair to wear' });
  }
  // A blazer or coat over nothing is not an outfit: the top (and bottom) slot is filled whenever it can be.
  if ((ctx.topWearable || ctx.topGap) && !outfit.some(coversTop)) out.push({ rule: 'top', itemId: null, message: 'no top, and the closet has one to wear' });
  if ((ctx.bottomWearable || ctx.bottomGap) && !outfit.some(coversBottom))
    out.push({ rule: 'bottom', itemId: null, message: 'no bottom, and the closet has one to wear' });

  const hasCoat = outfit.some((p) => p.slot === 'layer' && p.warmth !== 'light');
  if (ctx.cold && ctx.outerwearAvailable && !outfit.some((p) => p.slot === 'layer')) {
    out.push({ rule: 'outerwear', itemId: null, message: `a high of ${ctx.weather.maxTempC}°C needs outerwear and the closet has some that suits today` });
  } else if (ctx.cold && ctx.coatAvailable && !outfit.some((p) => p.coldRated)) {
    // A suit jacket is part of the look, not the layer against the cold: the owned coat goes on.
    out.push({ rule: 'outerwear', itemId: null, message: `a high of ${ctx.weather.maxTempC}°C needs a coat and the closet has one that suits today` });
  }
  if (ctx.cold && !hasCoat) {
    for (const p of outfit) {
      // A stand-in top was already judged on this (its item rules); it is worn because nothing warmer is.
      if (p.warmth === 'light' && (p.slot === 'top' || p.onePiece) && !isStandIn(ctx, p.item.id)) {
        out.push({ rule: 'layering', itemId: p.item.id, message: `${describeItem(p)}: too light for ${ctx.weather.maxTempC}°C without a coat over it` });
      }
    }
  }

  for (const p of outfit) {
    if (!isRecentlyWorn(p.item, ctx)) continue;
    const alternative = closet.find(
      (q) => repeatKey(q, ctx) === repeatKey(p, ctx) && !ids.has(q.item.id) && !isRecentlyWorn(q.item, ctx) && itemViolations(q, ctx).length === 0,
    );
    if (alternative) {
      out.push({
        rule: 'repeat',
        itemId: p.item.id,
        message: `${describeItem(p)}: worn on ${p.item.lastWornOn} although ${describeItem(alternative)} could replace it`,
      });
    }
  }
  return out;
}

/**
 * Every hard rule an outfit breaks for this request, as readable strings; [] means the outfit is
 * acceptable. Items are looked up in the request's closet by id (an LLM's pick cannot smuggle in
 * changed fields); an id not in the closet is itself a violation.
 */
export function hardRuleViolations(request: OutfitRequest, items: readonly Pick<ClosetItem, 'id'>[]): string[] {
  return hardRuleViolationDetails(request, items).map((v) => v.message);
}

/** The same check with the rule and item of each violation, for callers that branch on them. */
export function hardRuleViolationDetails(request: OutfitRequest, items: readonly Pick<ClosetItem, 'id'>[]): RuleViolation[] {
  const closet = request.closet.map(profileItem);
  const byId = new Map(closet.map((p) => [p.item.id, p]));
  const ctx = buildDayContext(request, closet);
  const unknown: RuleViolation[] = items
    .filter((i) => !byId.has(i.id))
    .map((i) => ({ rule: 'unknown-item', itemId: i.id, message: `#${i.id}: not in the closet` }));
  const outfit = items.flatMap((i) => byId.get(i.id) ?? []);
  return [...unknown, ...outfitViolations(outfit, ctx, closet)];
}
