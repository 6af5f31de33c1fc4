import type { UserRow } from '../../../db/schema';
import type { WeatherReport } from '../../../adapters/weather';
import type { TGeneratedOutfit } from '../../../shared/schemas/stylist';
import type { Ctx } from '../../context';
import { eventsOnDateOf } from '../calendar/events-between';
import { loadClosets } from './closet';
import { toDayEvents } from './day-events';
import { dayWeather, decideOutfit, storedOutfit } from './generate-outfit';
import { getStylePreferencesOf } from './get-style-preferences';
import { reactionsOf } from './outfit-reactions';
import { dayLooksOf, eventsOfLook } from '../plans/day-look';

/** How many outfits of a batch are decided at once: those with a closet store a row each. */
const CONCURRENCY = 16;

/**
 * The day's outfit for many users at once, as generateDailyOutfit would give each of them (the
 * stored one, else a new one stored): the daily texts need thousands a minute, so the reads are
 * one query per table for the whole batch instead of five per user, and the weather is asked
 * once per place.
 */
export async function dailyOutfitsOf(ctx: Ctx, users: readonly UserRow[], date: string): Promise<Map<number, TGeneratedOutfit>> {
  const ids = users.map((u) => u.id);
  const outfits = new Map<number, TGeneratedOutfit>();
  if (ids.length === 0) return outfits;
  // Each user's look of the day as dayLook reads it: the day's own, or its main event's plan (ADR 0119).
  const [existing, closets, preferences, events, reactions] = await Promise.all([
    dayLooksOf(ctx, ids, date),
    loadClosets(ctx, ids),
    getStylePreferencesOf(ctx, ids),
    eventsOnDateOf(ctx, ids, date),
    reactionsOf(ctx, ids, date),
  ]);
  const weatherByPlace = new Map<string, Promise<WeatherReport>>();
  const weatherOf = (user: UserRow) => {
    const place = `${user.homeLatitude ?? ''},${user.homeLongitude ?? ''}|${user.homeLocation ?? ''}|${user.timezone}`;
    let report = weatherByPlace.get(place);
    if (!report) weatherByPlace.set(place, (report = dayWeather(ctx, user, date)));
    return report;
  };

  const toDecide: UserRow[] = [];
  // A stored outfit is kept only while the forecast dresses the day the same: the weather is read once per place.
  const weathers = await Promise.all(users.map((user) => (existing.has(user.id) ? weatherOf(user) : null)));
  users.forEach((user, i) => {
    const weather = weathers[i];
    const kept = weather ? storedOutfit(date, existing.get(user.id), closets.get(user.id) ?? [], weather) : null;
    if (kept) outfits.set(user.id, kept);
    else toDecide.push(user);
  });
  let next = 0;
  const work = async () => {
    while (next < toDecide.length) {
      const user = toDecide[next++]!;
      const reads = {
        existing: existing.get(user.id),
        closet: closets.get(user.id) ?? [],
        preferences: preferences.get(user.id)!,
        events: eventsOfLook(existing.get(user.id), toDayEvents(events.get(user.id) ?? [], date, [])),
        weather: await weatherOf(user),
        reactions: reactions.get(user.id) ?? [],
      };
      outfits.set(user.id, await decideOutfit(ctx, user, date, reads, false));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, toDecide.length) }, work));
  return outfits;
}
