import { eq } from 'drizzle-orm';
import type { WeatherQuery } from '../../../adapters/weather';
import { geocodeOffline, timeZoneAt } from '../../../adapters/geocoder';
import { users, type UserRow } from '../../../db/schema';
import type { THomeLocation, THomeLocationRequest } from '../../../shared/schemas/auth';
import type { Ctx } from '../../context';
import { AppError, badRequest } from '../../errors';

/** A home city found, with its point and the zone there (null when the point has none). */
export interface ResolvedHome {
  values: Pick<UserRow, 'homeLocation' | 'homeLatitude' | 'homeLongitude' | 'homePlace' | 'homeCountry'>;
  timeZone: string | null;
}

/**
 * Geocodes a 'Home city or ZIP' and finds the zone at its point; a place nobody can find is a
 * 400 naming it, a geocoder that cannot answer a 503. Writes nothing.
 */
export async function resolveHome(ctx: Pick<Ctx, 'geocoder'>, homeLocation: string): Promise<ResolvedHome> {
  const found = await ctx.geocoder.geocode(homeLocation);
  if (!found.ok) {
    if (found.reason === 'unavailable') {
      throw new AppError('UPSTREAM_UNAVAILABLE', "We couldn't look that place up right now. Try a US ZIP code or a major city, or try again later.");
    }
    throw badRequest(`We couldn't find '${homeLocation}'. Try a ZIP code or 'City, State'.`, 'homeLocation');
  }
  const { place } = found;
  return {
    values: { homeLocation, homeLatitude: place.latitude, homeLongitude: place.longitude, homePlace: place.name, homeCountry: place.countryCode },
    timeZone: await timeZoneAt(place.latitude, place.longitude),
  };
}

/**
 * PUT /api/users/{id}/home-location: geocodes the user's 'Home city or ZIP' once and stores the
 * point, so every forecast and the climate fallback use the user's own region (not the timezone's).
 * A new home is a new clock too: the zone is re-derived from the point (issue 24, point 2), and
 * the person can still pick another in Settings.
 */
export async function setHomeLocation(ctx: Pick<Ctx, 'db' | 'sessionCache' | 'geocoder'>, user: UserRow, input: THomeLocationRequest): Promise<THomeLocation> {
  const home = await resolveHome(ctx, input.homeLocation);
  // Saving the same city again keeps a zone the person picked; a zone never set takes the city's.
  const rederive = home.timeZone && (input.homeLocation !== user.homeLocation || user.timeZoneSource === 'default');
  const zone = rederive ? { timezone: home.timeZone!, timeZoneSource: 'home' as const } : {};
  await ctx.db
    .update(users)
    .set({ ...home.values, ...zone })
    .where(eq(users.id, user.id));
  await ctx.sessionCache.evictUser(user.id);
  const { values } = home;
  return {
    homeLocation: input.homeLocation,
    place: values.homePlace!,
    latitude: values.homeLatitude!,
    longitude: values.homeLongitude!,
    countryCode: values.homeCountry,
    timeZone: zone.timezone ?? user.timezone,
  };
}

/** The weather query for a user's day: the stored point when there is one, else the home location's text. */
export function weatherQueryFor(user: UserRow, date: string): WeatherQuery {
  const coordinates =
    user.homeLatitude != null && user.homeLongitude != null
      ? { latitude: user.homeLatitude, longitude: user.homeLongitude, place: user.homePlace ?? user.homeLocation ?? '', countryCode: user.homeCountry }
      : null;
  // A location typed before points were stored: the embedded table still finds its climate region.
  const guess = !coordinates && user.homeLocation ? geocodeOffline(user.homeLocation) : null;
  const regionHint = guess ? { latitude: guess.latitude, longitude: guess.longitude, place: guess.name, countryCode: guess.countryCode } : null;
  return { location: user.homeLocation, timezone: user.timezone, date, coordinates, regionHint };
}
