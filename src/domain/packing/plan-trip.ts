import { TRIP_OCCASIONS, type TripOccasion } from '../../shared/schemas/trips';
import { DRESSY_LOOK_FOR, GAPS, NOT_STURDY, packingCounts, STURDY, type Gap } from '../stylist/chat/packing';
import type { Wardrobe } from '../stylist/chat/answer';
import { goTogether } from '../stylist/chat/closet-pick';
import type { DressCode } from '../stylist/dress-code';
import { generateOutfit } from '../stylist/generate-outfit';
import { profileItem, type ItemProfile } from '../stylist/item-profile';
import { buildDayContext, itemViolations } from '../stylist/rules';
import type { ClosetItem, DayEvent, StyleProfile, Weather } from '../stylist/types';
import { isRainLikely, temperatureBand } from '../stylist/weather-bands';
import { fewestPieces, type PackDay } from './fewest-pieces';

export { TRIP_OCCASIONS, type TripOccasion };

/**
 * A trip's packing list (issue 44 point 2), from the closet as it is: each day dressed by the
 * engine for the destination's weather and the day's events, a dressier look for an evening the
 * trip holds, the fewest pieces that make all of them (fewestPieces), what to wear in transit,
 * and what the closet lacks for the trip with what to look for. Pure: the service reads the
 * closet, the weather and the events and stores what this returns.
 */

export interface TripDay {
  date: string;
  weather: Weather;
  /** The person's own calendar events that day (the trip's event aside). */
  events: DayEvent[];
}

export interface TripInput {
  closet: readonly ClosetItem[];
  days: readonly TripDay[];
  occasions: readonly TripOccasion[];
  preferences: StyleProfile;
  wardrobe: Wardrobe;
  seed: number;
}

export type LookKind = 'day' | 'evening' | 'swim';

export interface PackingLook {
  date: string;
  kind: LookKind;
  /** What the look is for: 'Day 1', 'The dinner', 'Swim'. */
  label: string;
  itemIds: number[];
}

export interface MissingPiece {
  /** What the closet lacks ('rain shell', 'dressy wear'): never a piece the person owns. */
  need: string;
  lookFor: string;
  /** The words to search the shop for. */
  shopQuery: string;
}

export interface PackingPlan {
  looks: PackingLook[];
  /** Every piece to pack, each once. */
  pieces: number[];
  /** Worn on the way: the bulkiest packed pieces travel on the person. */
  transit: number[];
  missing: MissingPiece[];
}

/** What an occasion asks of the days (their dress code) or of one evening. */
const DAY_CODE: Partial<Record<TripOccasion, DressCode>> = { work: 'business casual', beach: 'casual', hiking: 'casual', sightseeing: 'smart casual' };
const EVENING: Partial<Record<TripOccasion, { title: string; code: DressCode; look: keyof typeof DRESSY_LOOK_FOR }>> = {
  wedding: { title: 'The wedding', code: 'cocktail', look: 'cocktail' },
  formal: { title: 'The formal evening', code: 'formal', look: 'formal' },
  dinner: { title: 'The dinner', code: 'cocktail', look: 'cocktail' },
};

const shopQueryOf = (lookFor: string) => lookFor.replace(/^(a|an|the)\s+/i, '');
const missingOf = (gap: Gap, wardrobe: Wardrobe): MissingPiece => ({
  need: gap.what,
  lookFor: gap.lookFor[wardrobe],
  shopQuery: shopQueryOf(gap.lookFor[wardrobe]),
});

/** The trip's needs the closet must meet, each with the pieces that meet it. */
export const TRIP_NEEDS = {
  rain: (p: ItemProfile) => p.rainwear && p.slot === 'layer',
  warm: (p: ItemProfile) => p.slot === 'layer' && p.coldRated,
  swimwear: (p: ItemProfile) => p.slot === 'swim',
  sturdy: (p: ItemProfile) => {
    const t = `${p.item.subcategory ?? ''} ${p.item.name}`.toLowerCase();
    return p.slot === 'shoes' && STURDY.test(t) && !NOT_STURDY.test(t);
  },
} satisfies Record<'rain' | 'warm' | 'swimwear' | 'sturdy', (p: ItemProfile) => boolean>;

const BULK: Record<ItemProfile['warmth'], number> = { warm: 2, medium: 1, light: 0 };
const bulk = (p: ItemProfile) => BULK[p.warmth] * 2 + (p.coldRated ? 1 : 0) + (/\bboots?\b/i.test(p.item.name) ? 2 : 0);

export function planTrip(input: TripInput): PackingPlan {
  const { closet, days, occasions, preferences, wardrobe } = input;
  const active = closet.filter((i) => i.status === 'active');
  const profiles = new Map(active.map((i) => [i.id, profileItem(i)]));
  const dayCode = occasions.map((o) => DAY_CODE[o]).find((c): c is DressCode => !!c) ?? null;
  const evenings = occasions.map((o) => EVENING[o]).filter((e): e is NonNullable<typeof e> => !!e);
  const missing: MissingPiece[] = [];
  const addMissing = (m: MissingPiece) => {
    if (!missing.some((x) => x.need === m.need)) missing.push(m);
  };

  const packDays: (PackDay & { kind: LookKind; label: string })[] = [];
  const dress = (date: string, weather: Weather, events: DayEvent[], kind: LookKind, label: string, seed: number) => {
    const request = { closet: [...active], date, events, weather, preferences, seed };
    const result = generateOutfit(request);
    const ctx = buildDayContext(request, [...profiles.values()]);
    const suited = [...profiles.values()].filter((p) => itemViolations(p, ctx).length === 0);
    const fits = new Set(suited.map((p) => p.item.id));
    const candidates = result.kind === 'outfit' ? (result.candidates.length ? result.candidates : [{ items: result.items, score: 0 }]) : [];
    packDays.push({
      date,
      kind,
      label,
      fits,
      spare: suited.map((p) => ({ id: p.item.id, slot: p.slot })),
      options: candidates.map((c) => ({ pieces: c.items.map((i) => ({ id: i.id, slot: profiles.get(i.id)?.slot ?? 'accessory' })), score: c.score })),
    });
    return result;
  };

  days.forEach((day, i) => {
    const events = day.events.length || !dayCode ? day.events : [{ title: 'Trip day', date: day.date, startTime: null, endTime: null, dressCode: dayCode }];
    const result = dress(day.date, day.weather, events, 'day', `Day ${i + 1}`, input.seed + i);
    if (result.kind !== 'outfit') {
      const need = result.missing ?? 'a top and a bottom';
      addMissing({ need: need.replace(/^(a|an)\s+/, ''), lookFor: need, shopQuery: shopQueryOf(need) });
    }
  });
  // A dressy evening is a look of its own, on the trip's last full day (the first when it is one day).
  evenings.forEach((evening, i) => {
    const day = days[Math.max(days.length - 2 - i, 0)];
    if (!day) return;
    const event: DayEvent = { title: evening.title, date: day.date, startTime: '19:00', endTime: '23:00', dressCode: evening.code };
    const result = dress(day.date, day.weather, [event], 'evening', evening.title, input.seed + 100 + i);
    if (result.kind !== 'outfit' || result.shortOf) {
      const lookFor = DRESSY_LOOK_FOR[evening.look][wardrobe];
      addMissing({ need: evening.code === 'formal' ? 'formal wear' : 'dressy wear', lookFor, shopQuery: shopQueryOf(lookFor) });
    }
  });

  const goesWith = (a: number, b: number) => {
    const pa = profiles.get(a);
    const pb = profiles.get(b);
    return !!pa && !!pb && goTogether(pa, pb);
  };
  // As the chat's suitcase counts them: a top a day up to five (then a wash), bottoms shared over the days.
  const counts = packingCounts(days.length);
  const maxUses = (slot: string) =>
    slot === 'top' || slot === 'one-piece' ? Math.ceil(days.length / counts.tops) : slot === 'bottom' ? Math.ceil(days.length / counts.bottoms) : Infinity;
  const packed = fewestPieces(packDays, goesWith, maxUses);
  const looks: PackingLook[] = packed.days.map((d, i) => ({ date: d.date, kind: packDays[i]!.kind, label: packDays[i]!.label, itemIds: d.itemIds }));

  // Trip-wide needs the closet may not meet: said once, with what to look for.
  const all = [...profiles.values()];
  const owns = (need: keyof typeof TRIP_NEEDS) => all.some(TRIP_NEEDS[need]);
  if (days.some((d) => isRainLikely(d.weather)) && !owns('rain')) addMissing(missingOf(GAPS.rain, wardrobe));
  if (days.some((d) => ['cold', 'freezing'].includes(temperatureBand(d.weather.maxTempC))) && !owns('warm')) addMissing(missingOf(GAPS.warm, wardrobe));
  if (occasions.includes('hiking') && !owns('sturdy')) addMissing(missingOf(GAPS.sturdy, wardrobe));
  if (occasions.includes('beach')) {
    const swim = all.find(TRIP_NEEDS.swimwear);
    if (swim && days[0]) looks.push({ date: days[0].date, kind: 'swim', label: 'Swim', itemIds: [swim.item.id] });
    else addMissing(missingOf(GAPS.swimwear, wardrobe));
  }

  const pieces: number[] = [];
  for (const look of looks) for (const id of look.itemIds) if (!pieces.includes(id)) pieces.push(id);
  return { looks, pieces, transit: transitLook(looks, pieces, profiles), missing };
}

/**
 * What to wear on the way: the first day's look with the bulkiest packed outer layer and the
 * bulkiest packed shoes in place of its own, so the heavy pieces travel on the person.
 */
export function transitLook(looks: readonly PackingLook[], pieces: readonly number[], profiles: ReadonlyMap<number, ItemProfile>): number[] {
  const first = looks.find((l) => l.kind === 'day');
  if (!first) return [];
  const packed = pieces.map((id) => profiles.get(id)).filter((p): p is ItemProfile => !!p);
  const heaviest = (slot: string) => packed.filter((p) => p.slot === slot).sort((a, b) => bulk(b) - bulk(a) || a.item.id - b.item.id)[0];
  const layer = heaviest('layer');
  const shoes = heaviest('shoes');
  const body = first.itemIds.filter((id) => {
    const slot = profiles.get(id)?.slot;
    return slot !== 'layer' && slot !== 'shoes';
  });
  return [...body, ...(shoes ? [shoes.item.id] : []), ...(layer ? [layer.item.id] : [])];
}
