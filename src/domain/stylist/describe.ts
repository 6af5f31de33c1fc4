import { FORMALITIES } from '../../shared/closet-constants';
import { describeHarmony, harmonyKind } from './colour-harmony';
import type { ItemProfile } from './item-profile';
import { isRecentlyWorn } from './rules';
import type { DayContext, RuleId, RuleViolation, StandIn } from './rules';
import { daysSinceWorn } from './scoring';
import type { DayEvent, StyleProfile } from './types';
import { weekdayName } from './dates';
import { RAIN_PROBABILITY_PERCENT } from './weather-bands';
import { verbFor } from './grammar';

/** The words around an outfit: the style note (1-3 sentences) and short reasons. No scoring happens here. */

export interface Verdict {
  p: ItemProfile;
  violations: RuleViolation[];
}

const MAX_REASONS = 7;
const MAX_NAMED = 2;
/** From this many days since the last wear an item is worth pointing out as due a wear. */
const STALE_DAYS = 14;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function eventPhrase(event: DayEvent): string {
  return event.startTime ? `${event.title} at ${event.startTime}` : event.title;
}

function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** 'your Suede Loafers and Silk Blouse', or 'your Suede Loafers and 3 more'. */
function yourItems(profiles: readonly ItemProfile[]): string {
  const names = profiles.slice(0, MAX_NAMED).map((p) => p.item.name);
  const rest = profiles.length - names.length;
  return `your ${rest > 0 ? `${names.join(', ')} and ${rest} more` : nameList(names)}`;
}

function excludedBy(verdicts: readonly Verdict[], rule: RuleId): ItemProfile[] {
  // Only items that would otherwise be available: naming an archived item as 'skipped for rain' is noise.
  return verdicts.filter((v) => v.p.item.status === 'active' && v.violations.some((x) => x.rule === rule)).map((v) => v.p);
}

function styleName(preferences: StyleProfile): string {
  return preferences.preferredStyle?.trim() || 'Smart Casual';
}

export function occasionReason(ctx: Pick<DayContext, 'occasion'>, preferences: StyleProfile): string {
  const { occasion } = ctx;
  if (occasion.source === 'event' && occasion.event) {
    const others = occasion.eventsToday.length - 1;
    return `${eventPhrase(occasion.event)} calls for ${occasion.rule.label}${others > 0 ? ` (the most formal of today's ${others + 1} events)` : ''}`;
  }
  const style = styleName(preferences);
  const relaxed = occasion.weekend && /business casual|classic professional/i.test(style);
  if (relaxed) return `Weekend: a relaxed, ${occasion.rule.label} take on your ${style} style`;
  if (occasion.eventsToday.length > 0) return `No dress code in today's events: dressed to your ${style} style`;
  return `No events today: dressed to your ${style} style`;
}

export interface OutfitDescription {
  styleNote: string;
  reasons: string[];
  /** What the closet lacks for this outfit, one line each ('Gap: …'). */
  gaps: string[];
}

/** What would fill a shoe gap at each target formality (plain words, no gendered styles). */
const SHOES_FOR: Record<string, string> = {
  athletic: 'trainers',
  casual: 'everyday sneakers',
  'smart casual': 'leather loafers or boots',
  business: 'leather dress shoes',
  formal: 'formal dress shoes',
};

/** The sentence that names the shoe gap: which pair stands in, why, and what would fill it. */
export function shoeGapLine(ctx: DayContext): string | null {
  if (!ctx.shoeGap) return null;
  const { p, violations } = ctx.shoeGap;
  const formality = violations.some((v) => v.rule === 'formality');
  const rain = violations.some((v) => v.rule === 'rain');
  const why = formality ? `${p.formality} for ${ctx.occasion.rule.label}` : rain ? `${p.rainSensitive} in the rain` : `not ideal for a ${ctx.band} day`;
  const want = formality ? SHOES_FOR[ctx.occasion.rule.target] : rain ? 'water-resistant boots' : `shoes for a ${ctx.band} day`;
  return `Gap: your ${p.item.name} stand in (${why}); ${want} would complete this`;
}

/** What would fill a top or bottom gap at each target formality. */
const TOPS_FOR: Record<string, string> = {
  athletic: 'a sports top',
  casual: 'an everyday top',
  'smart casual': 'a collared shirt or knit',
  business: 'a dress shirt or blouse',
  formal: 'a formal shirt or blouse',
};
const BOTTOMS_FOR: Record<string, string> = {
  athletic: 'sports bottoms',
  casual: 'everyday trousers or a skirt',
  'smart casual': 'chinos or a skirt',
  business: 'tailored trousers or a skirt',
  formal: 'formal trousers or a skirt',
};

/** The sentence that names a top or bottom gap: which piece stands in, why, and what would fill it. */
export function coreGapLine(ctx: DayContext, slot: 'top' | 'bottom', gap: StandIn): string {
  const { p, violations } = gap;
  const first = violations[0];
  const formality = violations.some((v) => v.rule === 'formality');
  const why = formality ? `${p.formality} for ${ctx.occasion.rule.label}` : first ? first.message.replace(/^.*?: /, '') : `not ideal today`;
  const table = slot === 'top' ? TOPS_FOR : BOTTOMS_FOR;
  const want = formality ? table[ctx.occasion.rule.target] : `${slot === 'top' ? 'a top' : 'a bottom'} for a ${ctx.band} day`;
  return `Gap: your ${p.item.name} stands in as the ${slot} (${why}); ${want} would complete this`;
}

/** The gap lines of an outfit, top, bottom then shoes: only for stand-ins it wears. */
export function gapLines(outfit: readonly ItemProfile[], ctx: DayContext): string[] {
  const worn = (g: StandIn | null): g is StandIn => g !== null && outfit.some((p) => p.item.id === g.p.item.id);
  return [
    worn(ctx.topGap) ? coreGapLine(ctx, 'top', ctx.topGap) : null,
    worn(ctx.bottomGap) ? coreGapLine(ctx, 'bottom', ctx.bottomGap) : null,
    worn(ctx.shoeGap) ? shoeGapLine(ctx) : null,
  ].filter((l): l is string => l !== null);
}

/**
 * What the cold reason says of the layer: a coat rated for the cold is 'on top'; a blazer or a
 * light jacket is only ever a layer, and the reason says a warm coat is what would do the job.
 */
function coldLayerText(coat: ItemProfile | undefined, verdicts: readonly Verdict[]): string {
  if (coat?.coldRated) return `${coat.item.name} on top`;
  const ownsCoat = verdicts.some((v) => v.p.item.status === 'active' && v.p.coldRated);
  const want = ownsCoat ? "your coats don't suit today" : 'a warm coat would help';
  if (coat) return `${coat.item.name} adds a layer, though it is no coat (${want})`;
  return `the warmest pieces that suit today (${want})`;
}

/** Owned, active pieces that keep someone dry (outerwear and shoes). */
function ownsWaterResistant(verdicts: readonly Verdict[]): boolean {
  return verdicts.some((v) => v.p.item.status === 'active' && v.p.waterResistant);
}

function wetWord(ctx: DayContext): string {
  return ctx.band === 'freezing' ? 'Snow or rain' : 'Rain';
}

export function describeOutfit(
  outfit: readonly ItemProfile[],
  ctx: DayContext,
  verdicts: readonly Verdict[],
  preferences: StyleProfile,
  refresh: { requested: boolean; changed: boolean; unchangedNote?: string | null },
): OutfitDescription {
  const { weather } = ctx;
  const coat = outfit.find((p) => p.slot === 'layer');
  const reasons: string[] = [occasionReason(ctx, preferences)];
  const gaps = gapLines(outfit, ctx);
  // The gaps come right after the occasion so the reason list never drops them.
  reasons.push(...gaps);
  const max = Math.round(weather.maxTempC);

  if (ctx.cold) reasons.push(`Cold (high ${max}°C): ${coldLayerText(coat, verdicts)}`);
  else if (ctx.band === 'cool' && coat) reasons.push(`Cool (high ${max}°C): ${coat.item.name} as a layer`);
  else if (ctx.band === 'hot') reasons.push(`Hot (high ${max}°C): light pieces, nothing warm`);

  // A stand-in worn for a gap is in the outfit: it is named as the gap, never also as left out.
  const worn = new Set(outfit.map((p) => p.item.id));
  const skippedBy = (rule: Parameters<typeof excludedBy>[1]) => excludedBy(verdicts, rule).filter((p) => !worn.has(p.item.id));
  const rainSkipped = skippedBy('rain');
  if (ctx.wet) {
    // A low chance with real rainfall expected still counts as wet: say which made it likely.
    const percent = Math.round(weather.precipitationProbability);
    const wet = wetWord(ctx);
    const chance = percent >= RAIN_PROBABILITY_PERCENT ? `${wet} likely (${percent}%)` : `${wet} likely (${weather.precipitationMm.toFixed(1)} mm expected)`;
    // Only a water-resistant piece is ever called protection: a wool blazer is a layer, not a rain layer.
    const dry = outfit.filter((p) => p.waterResistant && p.item.id !== ctx.shoeGap?.p.item.id);
    const skipped = rainSkipped.length ? `; skipped ${yourItems(rainSkipped)}` : '';
    const dryNames = dry.map((p) => p.item.name);
    if (dry.length) reasons.push(`${chance}: ${nameList(dryNames)} ${verbFor(dryNames, 'keeps', 'keep')} you dry${skipped}`);
    else if (!ownsWaterResistant(verdicts)) {
      reasons.push(`${chance}: nothing in your closet is water-resistant, so take an umbrella; a trench or rain jacket and boots would help${skipped}`);
    } else reasons.push(`${chance}: your water-resistant pieces don't suit ${ctx.occasion.rule.label}, so take an umbrella${skipped}`);
  }
  if (ctx.windy && coat && !ctx.cold) reasons.push(`Windy (${Math.round(weather.windKph)} km/h): a layer helps`);

  const seasonOrWarmth = [...skippedBy('warmth'), ...skippedBy('season'), ...skippedBy('layering')];
  const uniqueWeatherSkips = [...new Map(seasonOrWarmth.map((p) => [p.item.id, p])).values()];
  if (uniqueWeatherSkips.length) reasons.push(`Wrong for ${max}°C: skipped ${yourItems(uniqueWeatherSkips)}`);

  // The furthest from the dress code first: for the gym, 'left out your Tuxedo' says more than 'your Chinos'.
  const target = FORMALITIES.indexOf(ctx.occasion.rule.target);
  const formalitySkipped = skippedBy('formality').sort((a, b) => Math.abs(b.formalityLevel - target) - Math.abs(a.formalityLevel - target));
  if (ctx.occasion.source === 'event' && formalitySkipped.length) {
    reasons.push(`Not right for ${ctx.occasion.rule.label}: left out ${yourItems(formalitySkipped)}`);
  }

  const laundry = verdicts.filter((v) => v.p.item.status === 'in laundry').length;
  if (laundry) reasons.push(`${laundry} item${laundry === 1 ? '' : 's'} in the laundry left out`);

  const chosen = new Set(outfit.map((p) => p.item.id));
  const repeatedAnyway = outfit.filter((p) => isRecentlyWorn(p.item, ctx));
  const repeatSkipped = verdicts.filter((v) => v.violations.length === 0 && !chosen.has(v.p.item.id) && isRecentlyWorn(v.p.item, ctx)).map((v) => v.p);
  if (repeatedAnyway.length) reasons.push(`${repeatedAnyway.map((p) => p.item.name).join(' and ')}: worn recently, but nothing else suits today`);
  else if (repeatSkipped.length) reasons.push(`Worn in the last 2 days: skipped ${yourItems(repeatSkipped)}`);

  const [first, second] = outfit;
  if (first && second) {
    const why = describeHarmony(first.colour, second.colour);
    if (why) reasons.push(`${first.colour.name} and ${second.colour.name}: ${why}`);
  }

  const freshest = [...outfit].sort((a, b) => daysSinceWorn(b, ctx) - daysSinceWorn(a, ctx))[0];
  if (freshest) {
    if (!freshest.item.lastWornOn) reasons.push(`${freshest.item.name}: not worn yet`);
    else if (daysSinceWorn(freshest, ctx) >= STALE_DAYS) reasons.push(`${freshest.item.name}: not worn for ${daysSinceWorn(freshest, ctx)} days`);
  }

  if (refresh.requested)
    reasons.push(
      refresh.changed
        ? 'Refreshed: a different combination from the last one'
        : (refresh.unchangedNote ?? 'Nothing else suits today, so the outfit stays the same'),
    );

  return {
    styleNote: styleNote(outfit, ctx, coat, ownsWaterResistant(verdicts), preferences),
    reasons: reasons.slice(0, MAX_REASONS).map(capitalize),
    gaps,
  };
}

function styleNote(outfit: readonly ItemProfile[], ctx: DayContext, coat: ItemProfile | undefined, ownsDry: boolean, preferences: StyleProfile): string {
  const names = outfit.map((p) => p.item.name);
  const list = names.length === 1 ? names[0] : `${names[0]} with ${nameList(names.slice(1))}`;
  const { occasion, weather } = ctx;
  const day = weekdayName(ctx.date) ?? 'today';
  const occasionText =
    occasion.source === 'event' && occasion.event
      ? `${occasion.rule.label} for your ${eventPhrase(occasion.event)}`
      : // No event decides: the note names the person's own style direction, as Home and Settings do, not the dress code behind it.
        `an easy ${styleName(preferences)} look for ${day}`;
  const sentences = [`Your ${list}: ${occasionText}.`];

  const max = Math.round(weather.maxTempC);
  const min = Math.round(weather.minTempC);
  const wet = wetWord(ctx).toLowerCase();
  const dry = outfit.some((p) => p.waterResistant);
  // Said plainly when nothing in the outfit keeps the wet out, and whether the closet could.
  const umbrella = ownsDry ? 'take an umbrella' : 'take an umbrella, as nothing in your closet is water-resistant';
  if (ctx.cold || (ctx.band === 'cool' && coat)) {
    sentences.push(
      coat
        ? `With ${min}–${max}°C${ctx.wet ? ` and ${wet} likely` : ''}, the ${coat.item.name} ${coatDoes(coat, ctx)}${ctx.wet && !dry ? `; ${umbrella}` : ''}.`
        : `It's only ${max}°C, so these are your warmest pieces that suit the day${ctx.wet && !dry ? `; ${umbrella}` : ''}.`,
    );
  } else if (ctx.wet) {
    sentences.push(
      coat?.rainwear
        ? `${capitalize(wet)} is likely, so the ${coat.item.name} comes along to keep you dry and nothing delicate made the cut.`
        : dry
          ? `${capitalize(wet)} is likely, so nothing delicate made the cut and your shoes can take it.`
          : `${capitalize(wet)} is likely, so nothing delicate made the cut; ${umbrella}.`,
    );
  } else if (ctx.band === 'hot') {
    sentences.push(`It's a hot ${max}°C, so everything stays light.`);
  } else {
    sentences.push(`A comfortable ${min}–${max}°C${ctx.windy ? ', if windy' : ''}: no extra layers needed.`);
  }

  const [first, second] = outfit;
  if (first && second && harmonyKind(first.colour, second.colour) !== 'unknown') {
    const why = describeHarmony(first.colour, second.colour);
    if (why) sentences.push(`The ${first.colour.name} and ${second.colour.name}: ${why}.`);
  }
  return sentences.slice(0, 3).join(' ');
}

/** Only a coat rated for the cold keeps someone warm, and only rainwear keeps them dry; anything else is a layer. */
function coatDoes(coat: ItemProfile, ctx: DayContext): string {
  const warm = coat.coldRated || (!ctx.cold && !coat.tailored && coat.warmth !== 'light');
  const dry = ctx.wet && coat.rainwear;
  const verb = (s: string, pl: string) => verbFor([coat.item.name], s, pl);
  if (warm && dry) return `${verb('keeps', 'keep')} you warm and dry`;
  if (warm) return `${verb('keeps', 'keep')} you warm`;
  if (dry) return `${verb('keeps', 'keep')} you dry`;
  return `${verb('adds', 'add')} a layer`;
}

/** A one-line summary for each candidate (for the LLM and the UI). */
export function candidateReasons(outfit: readonly ItemProfile[], ctx: DayContext): string[] {
  const out: string[] = [];
  const target = ctx.occasion.rule.target;
  const core = outfit.filter((p) => p.slot === 'top' || p.slot === 'bottom' || p.onePiece);
  const within = core.every((p) => (p.onePiece && ctx.occasion.rule.onePiece ? ctx.occasion.rule.onePiece : ctx.occasion.rule.core).includes(p.formality));
  out.push(
    core.every((p) => p.formality === target)
      ? // The level by the name the day is dressed to (the event's code, or the person's style direction), not the pieces' formality word.
        `Right at the level ${ctx.occasion.rule.label} calls for`
      : within
        ? `Within ${ctx.occasion.rule.label}`
        : `The closest you own to ${ctx.occasion.rule.label}`,
  );
  const [first, second] = outfit;
  if (first && second) out.push(`Colours: ${first.colour.name} + ${second.colour.name} (${harmonyKind(first.colour, second.colour)})`);
  const unworn = outfit.filter((p) => !p.item.lastWornOn).map((p) => p.item.name);
  const stale = outfit.filter((p) => p.item.lastWornOn && daysSinceWorn(p, ctx) >= STALE_DAYS).map((p) => p.item.name);
  if (stale.length) out.push(`Not worn for ${STALE_DAYS}+ days: ${nameList(stale.slice(0, MAX_NAMED))}`);
  else if (unworn.length) out.push(`Not worn yet: ${nameList(unworn.slice(0, MAX_NAMED))}`);
  return out;
}

const TOO_FEW_NOTE_MISSING: Record<string, string> = {
  both: 'a top and a bottom',
  Tops: 'a top',
  Bottoms: 'a bottom',
};

/** What the suitable items lack for an outfit: 'a top and a bottom', 'a top' or 'a bottom'. */
export function missingCore(verdicts: readonly Verdict[]): string {
  const suitable = verdicts.filter((v) => v.violations.length === 0);
  const hasTop = suitable.some((v) => v.p.slot === 'top' || v.p.onePiece);
  const hasBottom = suitable.some((v) => v.p.slot === 'bottom' || v.p.onePiece);
  return TOO_FEW_NOTE_MISSING[!hasTop && !hasBottom ? 'both' : !hasTop ? 'Tops' : 'Bottoms'] ?? 'a top and a bottom';
}

/** The advice when fewer than 2 items suit today: say what is missing and what to do about it. */
export function tooFewNote(verdicts: readonly Verdict[], ctx: DayContext): string {
  const total = verdicts.length;
  const suitable = verdicts.filter((v) => v.violations.length === 0);
  const laundry = verdicts.filter((v) => v.p.item.status === 'in laundry');
  const archived = verdicts.filter((v) => v.p.item.status === 'archived').length;
  const active = verdicts.filter((v) => v.p.item.status === 'active');
  const wrongWeather = active.filter((v) => v.violations.some((x) => ['season', 'warmth', 'rain', 'layering'].includes(x.rule))).length;
  const wrongFormality = active.filter((v) => v.violations.some((x) => x.rule === 'formality')).length;

  const causes = [
    laundry.length ? `${laundry.length} in the laundry` : null,
    archived ? `${archived} archived` : null,
    wrongWeather ? `${wrongWeather} not right for today's weather` : null,
    wrongFormality ? `${wrongFormality} not right for ${ctx.occasion.rule.label}` : null,
  ].filter(Boolean);

  const missing = missingCore(verdicts);
  const first = `Only ${suitable.length} of your ${total} item${total === 1 ? '' : 's'} suit${suitable.length === 1 ? 's' : ''} today${causes.length ? ` (${causes.join(', ')})` : ''}, not enough for an outfit.`;
  const laundryAdvice = laundry.length ? `Take ${yourItems(laundry.map((v) => v.p))} out of the laundry, or add` : 'Add';
  return `${first} ${laundryAdvice} ${missing} suited to ${ctx.occasion.rule.label} and a ${ctx.band} day (high ${Math.round(ctx.weather.maxTempC)}°C).`;
}

export const EMPTY_CLOSET_NOTE = 'Your closet is empty: add clothing items to your closet and your stylist will put outfits together for you.';

/** How many pieces each slot could take today (after the rules and the repeat rule). */
export interface SlotCounts {
  tops: number;
  bottoms: number;
  onePieces: number;
  shoes: number;
  /** null when the day needs no layer. */
  outerwear: number | null;
}

/**
 * Why a refresh gave the same outfit, and what to add for more: the slot with the fewest
 * choices is what pins the outfit ('add a pair of water-resistant boots for more').
 */
export function onlyCombinationNote(ctx: DayContext, counts: SlotCounts): string {
  const label = ctx.occasion.rule.label;
  const core: [number, string][] = [];
  if (counts.onePieces === 0 || counts.tops + counts.bottoms > 0) {
    // A stand-in counts as none: the slot is what the closet lacks.
    core.push([ctx.topGap ? 0 : counts.tops + counts.onePieces, `${ctx.topGap ? 'a' : 'another'} top suited to ${label}`]);
    core.push([ctx.bottomGap ? 0 : counts.bottoms + counts.onePieces, `${ctx.bottomGap ? 'a' : 'another'} bottom suited to ${label}`]);
  }
  const weather: [number, string][] = [];
  if (counts.shoes > 0)
    weather.push([ctx.shoeGap ? 0 : counts.shoes, ctx.wet ? 'a pair of water-resistant boots' : `another pair of shoes suited to ${label}`]);
  if (counts.outerwear !== null) weather.push([counts.outerwear, ctx.wet ? 'a rain jacket or trench' : 'another jacket or coat']);
  // On a wet day, equal counts point at what the rain limits (the sort is stable).
  const wanted = ctx.wet ? [...weather, ...core] : [...core, ...weather];
  const fewest = [...wanted].sort((a, b) => a[0] - b[0])[0];
  const what = fewest?.[1] ?? `more pieces suited to ${label}`;
  return `This is the only ${ctx.wet ? 'rain-safe ' : ''}combination in your closet that suits today: add ${what} for more`;
}
