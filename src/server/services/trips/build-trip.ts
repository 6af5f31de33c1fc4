import { geocodeOffline } from '../../../adapters/geocoder';
import type { WeatherQuery } from '../../../adapters/weather';
import { type StoredPackingPlan, type StoredTripWeather, type UserRow } from '../../../db/schema';
import { addDays, dayCount } from '../../../domain/calendar';
import { planTrip, type TripDay } from '../../../domain/packing';
import { departmentsOf } from '../../../domain/profile/departments';
import { wardrobeOf } from '../../../domain/stylist/chat/answer';
import type { TripOccasion } from '../../../shared/schemas/trips';
import type { Ctx } from '../../context';
import { AppError, badRequest } from '../../errors';
import { eventsBetween } from '../calendar/events-between';
import { toDayEvents } from '../stylist/day-events';
import { loadCloset, toEngineItem } from '../stylist/closet';
import { getStylePreferences } from '../stylist/get-style-preferences';

export interface Destination {
  destination: string;
  place: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Where the trip is, found once when it is made: the geocoder's point, so each day's forecast (and
 * the climate normals beyond it) are the destination's. A place nobody can find is a 400 naming it.
 */
export async function findDestination(ctx: Pick<Ctx, 'geocoder'>, where: string): Promise<Destination> {
  const found = await ctx.geocoder.geocode(where);
  if (found.ok) return { destination: where, place: found.place.name, latitude: found.place.latitude, longitude: found.place.longitude };
  if (found.reason === 'unavailable') {
    // The embedded table still knows the large cities; without it the trip cannot be dressed for its weather.
    const guess = geocodeOffline(where);
    if (guess) return { destination: where, place: guess.name, latitude: guess.latitude, longitude: guess.longitude };
    throw new AppError('UPSTREAM_UNAVAILABLE', `We couldn't look up '${where}' right now. Try a major city, or try again later.`);
  }
  throw badRequest(`We couldn't find '${where}'. Try a city, or 'City, Country'.`, 'where');
}

export interface TripShape extends Destination {
  startDate: string;
  endDate: string;
  occasions: TripOccasion[];
  /** The calendar rows that make the trip itself: not occasions of its days. */
  tripEventIds?: readonly number[];
}

/** The trip's list, built from the closet as it is now and the destination's weather for each day. */
export async function buildPlan(ctx: Ctx, user: UserRow, trip: TripShape, seed: number): Promise<StoredPackingPlan> {
  const dates = Array.from({ length: dayCount(trip.startDate, trip.endDate) }, (_, i) => addDays(trip.startDate, i));
  const coordinates =
    trip.latitude != null && trip.longitude != null ? { latitude: trip.latitude, longitude: trip.longitude, place: trip.place ?? trip.destination } : null;
  const query = (date: string): WeatherQuery => ({ location: trip.destination, timezone: user.timezone, date, coordinates });
  const [closet, preferences, stored, reports] = await Promise.all([
    loadCloset(ctx, user.id),
    getStylePreferences(ctx, user.id),
    eventsBetween(ctx, user.id, trip.startDate, trip.endDate),
    // The forecast is cached per place and hour; each day beyond its reach is the month's normals.
    Promise.all(dates.map((date) => ctx.weather.forDay(query(date)))),
  ]);
  const own = new Set(trip.tripEventIds ?? []);
  const days: TripDay[] = dates.map((date, i) => {
    const w = reports[i]!;
    return {
      date,
      weather: {
        minTempC: w.minTempC,
        maxTempC: w.maxTempC,
        precipitationProbability: w.precipitationProbability,
        precipitationMm: w.precipitationMm ?? 0,
        windKph: w.windKph,
        source: w.source,
      },
      events: toDayEvents(
        stored.filter((e) => e.date === date && !own.has(e.id)),
        date,
        [],
      ),
    };
  });
  const plan = planTrip({
    closet: closet.map(toEngineItem),
    days,
    occasions: trip.occasions,
    preferences: {
      preferredStyle: preferences.preferredStyle,
      colorPalette: preferences.colorPalette,
      styleGoals: preferences.styleGoals,
      styles: preferences.styles ?? [],
    },
    wardrobe: wardrobeOf(departmentsOf(user), closet.map(toEngineItem)),
    seed,
  });
  const weather: StoredTripWeather[] = dates.map((date, i) => {
    const w = reports[i]!;
    return { date, minTempC: w.minTempC, maxTempC: w.maxTempC, precipitationProbability: w.precipitationProbability, summary: w.summary, source: w.source };
  });
  return { ...plan, weather };
}
