import { typicalWeather } from '../../../adapters/weather';
import type { UserRow } from '../../../db/schema';
import { addDays } from '../../../domain/calendar';
import { closetGaps, type Gap, type GapClimate, type GapProfile } from '../../../domain/gaps';
import { departmentsOf } from '../../../domain/profile/departments';
import { wardrobeOf } from '../../../domain/stylist/chat/answer';
import { temperatureUnit } from '../../../domain/stylist/chat/units';
import type { ClosetItem } from '../../../domain/stylist/types';
import type { TGap } from '../../../shared/schemas/gaps';
import type { Ctx } from '../../context';
import { eventsBetween } from '../calendar/events-between';
import { loadCloset, toEngineItem } from '../stylist/closet';
import { userToday } from '../stylist/dates';
import { getStylePreferences } from '../stylist/get-style-preferences';
import { weatherQueryFor } from '../users/home-location';

/** The calendar's dress codes are read this far ahead: a month of plans is what a purchase can still serve. */
export const GAP_EVENT_DAYS = 30;
/** The climate of the home city over the month ahead and the two after it. */
const CLIMATE_MONTHS = [0, 30, 60];

/** The home city's coming months, from the climate normals (never a network call: gaps must be cheap to recompute). */
export function climateFor(user: UserRow, today: string): GapClimate {
  const months = CLIMATE_MONTHS.map((d) => typicalWeather(weatherQueryFor(user, addDays(today, d))));
  const place = (user.homePlace ?? user.homeLocation)?.split(',')[0]?.trim() || null;
  return {
    place,
    coldestMinC: Math.min(...months.map((m) => m.minTempC)),
    warmestMaxC: Math.max(...months.map((m) => m.maxTempC)),
    rainProbability: Math.max(...months.map((m) => m.precipitationProbability)),
  };
}

/**
 * The one answer to 'what does this closet lack?' (issue 24): Home, the onboarding checklist,
 * chat, SMS, Shop and GET /api/gaps all call this. Recomputed from the stored closet, profile
 * and calendar on every call rather than cached: the inputs live in the database, so every
 * process sees the same gaps the moment the closet or profile changes, with nothing to
 * invalidate (docs/decisions/0084-one-gap-model.md). `profile` replaces the stored one (the
 * onboarding wizard asks before it saves); `alsoOwned` counts as owned (pieces the person said they
 * wear, before they are filed).
 */
export async function gapsFor(
  ctx: Pick<Ctx, 'db' | 'now'>,
  user: UserRow,
  options: { profile?: GapProfile; alsoOwned?: readonly ClosetItem[] } = {},
): Promise<Gap[]> {
  const today = userToday(ctx.now(), user.timezone);
  const [closet, preferences, events] = await Promise.all([
    loadCloset(ctx, user.id),
    options.profile ? Promise.resolve(null) : getStylePreferences(ctx, user.id),
    eventsBetween(ctx, user.id, today, addDays(today, GAP_EVENT_DAYS)),
  ]);
  const items = [...closet.map(toEngineItem), ...(options.alsoOwned ?? [])];
  const profile: GapProfile = options.profile ?? {
    preferredStyle: preferences!.preferredStyle,
    styleGoals: preferences!.styleGoals,
    budget: preferences!.budget ?? null,
    avoidColours: preferences!.avoidColours ?? [],
  };
  return closetGaps({
    profile,
    events: events.map((e) => ({ title: e.title, date: e.date, dressCode: e.dressCode })),
    climate: climateFor(user, today),
    closet: items,
    wardrobe: wardrobeOf(departmentsOf(user), items),
    unit: temperatureUnit({ phoneNumber: user.phoneNumber, homeLocation: user.homeLocation, homeCountry: user.homeCountry }),
  });
}

export const toGapDto = (g: Gap): TGap => ({ key: g.key, label: g.label, reason: g.reason, category: g.category, budget: g.budget });

/** '$120–$200', for the lines that say a gap's price. */
export const priceRange = (budget: Gap['budget']) => (budget ? `$${budget.min}–$${budget.max}` : null);
