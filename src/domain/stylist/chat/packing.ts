import { slotCategory } from '../../../shared/closet-slots';
import { DRESS_CODE_RULES, dressCodeRank, type DressCode } from '../dress-code';
import { generateOutfit } from '../generate-outfit';
import { profileItem, type ItemProfile } from '../item-profile';
import type { ParsedQuestion } from '../question';
import type { ClosetItem, StyleProfile, Weather } from '../types';
import { isRainLikely, temperatureBand } from '../weather-bands';
import type { ClosetAnswer, Wardrobe } from './answer';
import { counted, listJoin, outfitCount, pickSet, suitablePieces, yours } from './closet-pick';

/**
 * 'What should I pack for 5 days in Lisbon?': the days planned from the closet. One outfit a day
 * from a few pieces that all go together (tops change, bottoms and shoes repeat), the bulkiest
 * pieces worn in transit, a dressy event's outfit on top when the trip has one, and the weather
 * the person states (else the assumption said plainly). What the closet lacks is named.
 */

export interface PackingInput {
  question: ParsedQuestion;
  closet: readonly ClosetItem[];
  /** The destination's weather as stated (applied to a mild day), or null when the person said none. */
  weather: Weather | null;
  weatherText: string | null;
  date: string;
  preferences: StyleProfile;
  wardrobe: Wardrobe;
  seed: number;
}

/** When nothing is said: a short trip. */
export const DEFAULT_TRIP_DAYS = 3;
const MILD: Weather = { minTempC: 12, maxTempC: 20, precipitationProbability: 20, precipitationMm: 0, windKph: 10, source: 'typical' };

/** How many of each a trip needs: a top a day up to five (then a wash), bottoms and shoes repeat. */
export function packingCounts(days: number): { tops: number; bottoms: number; shoes: number } {
  return { tops: Math.min(days, 5), bottoms: days <= 2 ? 1 : days <= 5 ? 2 : 3, shoes: days <= 2 ? 1 : 2 };
}

const BULK: Record<string, number> = { Outerwear: 3, Shoes: 2, Bottoms: 1 };
const bulk = (p: ItemProfile) =>
  (BULK[slotCategory(p.item)] ?? 0) * 10 +
  ({ warm: 3, medium: 2, light: 1 }[p.warmth] ?? 0) +
  (p.item.material === 'denim' || p.item.material === 'wool' ? 1 : 0);

export function packingAnswer(input: PackingInput): ClosetAnswer {
  const { question } = input;
  const stated = question.tripDays;
  const days = stated ?? DEFAULT_TRIP_DAYS;
  const weather = input.weather ?? MILD;
  const wet = isRainLikely(weather);
  const band = temperatureBand(weather.maxTempC);
  const cold = band === 'cold' || band === 'freezing';
  // A dressy event on the trip gets its own outfit; the other days are dressed smart casual.
  const asked: DressCode = question.dressCode ?? 'smart casual';
  const dressy = dressCodeRank(asked) > dressCodeRank('business casual') ? asked : null;
  const daily: DressCode = dressy ? 'smart casual' : asked;
  const pool = suitablePieces(input.closet, daily, weather, input.date);
  const want = packingCounts(days);
  const set = pickSet(pool, { ...want, layers: cold || wet || band === 'cool' ? 1 : 0, onePieces: 0 });
  const event = dressy
    ? generateOutfit({
        closet: [...input.closet],
        date: input.date,
        events: [{ title: question.occasions[0] ?? dressy, date: input.date, startTime: null, endTime: null, dressCode: dressy }],
        weather,
        preferences: input.preferences,
        seed: input.seed,
      })
    : null;

  const packed = [...set.tops, ...set.bottoms, ...set.shoes, ...set.layers];
  const outfits = outfitCount(set);
  const where = input.weatherText ? ` (${input.weatherText}, as you said)` : '';
  const length = stated ? `${days} day${days === 1 ? '' : 's'}` : `a ${days}-day trip (you didn't say how long)`;
  const facts = [`Trip: ${days} days`, `Packed: ${packed.map((p) => p.item.name).join(', ') || 'nothing suitable owned'}`, `Outfits: ${outfits}`];
  const sentences: string[] = [];
  if (set.tops.length === 0 || set.bottoms.length === 0) {
    const lacking = listJoin([set.tops.length ? null : 'tops', set.bottoms.length ? null : 'bottoms'].filter((x): x is string => !!x));
    sentences.push(
      `For ${length}${where}, your closet has no ${lacking} that suit ${DRESS_CODE_RULES[daily].label} in that weather, so pack ${want.tops} tops and ${want.bottoms} bottoms you can mix: plain, neutral colours go furthest.`,
    );
    return { text: sentences.join(' '), itemIds: packed.map((p) => p.item.id), tipQuery: '', facts };
  }
  const parts = [
    `${counted(set.tops.length, 'Tops')} (${yours(set.tops.map((p) => p.item))})`,
    `${counted(set.bottoms.length, 'Bottoms')} (${yours(set.bottoms.map((p) => p.item))})`,
    set.shoes.length ? `${counted(set.shoes.length, 'Shoes')} (${yours(set.shoes.map((p) => p.item))})` : null,
    set.layers.length ? `${yours(set.layers.map((p) => p.item))} as the layer` : null,
  ].filter(Boolean);
  sentences.push(`For ${length}${where}, pack ${listJoin(parts as string[])}.`);
  const perDay = Math.min(outfits, days);
  const repeats = set.bottoms.length < days ? `${yours(set.bottoms.map((p) => p.item))} repeat${set.bottoms.length === 1 ? 's' : ''}` : null;
  sentences.push(
    `That's ${outfits} outfit${outfits === 1 ? '' : 's'} for ${days} day${days === 1 ? '' : 's'}${perDay < days ? ', so some days repeat a look' : ''}${repeats ? `: a new top each day while ${repeats}` : ''}.`,
  );
  // The bulkiest pieces travel on the body: the layer, the heavier shoes, the heavier bottoms.
  const transit = [...packed].sort((a, b) => bulk(b) - bulk(a) || a.item.id - b.item.id);
  const wear = [
    transit.find((p) => slotCategory(p.item) === 'Outerwear'),
    transit.find((p) => slotCategory(p.item) === 'Shoes'),
    transit.find((p) => slotCategory(p.item) === 'Bottoms'),
  ].filter((p): p is ItemProfile => !!p);
  if (wear.length) sentences.push(`Wear ${yours(wear.map((p) => p.item))} in transit: the bulkiest pieces travel on you, not in the case.`);
  if (event && dressy) {
    const name = question.occasions[0] ?? DRESS_CODE_RULES[dressy].label;
    const extra = event.items.filter((i) => !packed.some((p) => p.item.id === i.id));
    sentences.push(
      event.kind === 'outfit' && !event.shortOf
        ? extra.length
          ? `For the ${name}, add ${yours(extra)}.`
          : `For the ${name}, ${yours(event.items)} are already packed and do the job.`
        : `For the ${name}, nothing you own reaches ${DRESS_CODE_RULES[dressy].label}: that outfit is the one thing to borrow or buy.`,
    );
  }
  const gaps: string[] = [];
  if (set.tops.length < want.tops) gaps.push(`plan a wash or pack ${want.tops - set.tops.length} more top${want.tops - set.tops.length === 1 ? '' : 's'}`);
  const ownsRainwear = input.closet.some((i) => i.status === 'active' && profileItem(i).rainwear && slotCategory(i) === 'Outerwear');
  if (wet && !ownsRainwear) gaps.push('take an umbrella: you own no rain jacket or trench');
  if (cold && !set.layers.length) gaps.push('a warm coat is missing from your closet for this weather');
  if (gaps.length) sentences.push(`${gaps[0]!.charAt(0).toUpperCase()}${gaps[0]!.slice(1)}${gaps[1] ? `, and ${gaps[1]}` : ''}.`);
  if (!input.weatherText) sentences.push(`I've assumed mild weather: tell me the forecast there and I'll adjust.`);
  return { text: sentences.join(' '), itemIds: [...packed.map((p) => p.item.id), ...(event?.items.map((i) => i.id) ?? [])], tipQuery: '', facts };
}
