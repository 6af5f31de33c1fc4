import { eq } from 'drizzle-orm';
import type { WeatherQuery } from '../../../adapters/weather';
import { geocodeOffline } from '../../../adapters/geocoder';
import { users, type UserRow } from '../../../db/schema';
import type { THomeLocation, THomeLocationRequest } from '../../../shared/schemas/auth';
import type { Ctx } from '../../context';
import { AppError, badRequest } from '../../errors';

/**
 * PUT /api/users/{id}/home-location: geocodes the user's 'Home city or ZIP' once and stores the
 * point, so every forecast and the climate fallback use the user's own region (not the timezone's).
 */
export async function setHomeLocation(ctx: Pick<Ctx, 'db' | 'sessionCache' | 'geocoder'>, user: UserRow, input: THomeLocationRequest): Promise<THomeLocation> {
  const found = await ctx.geocoder.geocode(input.homeLocation);
  if (!found.ok) {
    if (found.reason === 'unavailable') {
      throw new AppError('UPSTREAM_UNAVAILABLE', "We couldn't look that place up right now. Try a US ZIP code or a major city, or try again later.");
    }
    throw badRequest(`We couldn't find '${input.homeLocation}'. Try a ZIP code or 'City, State'.`, 'homeLocation');
  }
  const { place } = found;
  await ctx.db
    .update(users)
    .set({
      homeLocation: input.homeLocation,
      homeLatitude: place.latitude,
      homeLongitude: place.longitude,
      homePlace: place.name,
      homeCountry: place.countryCode,
    })
    .where(eq(users.id, user.id));
  await ctx.sessionCache.evictUser(user.id);
  return { homeLocation: input.homeLocation, place: place.name, latitude: place.latitude, longitude: place.longitude, countryCode: place.countryCode };
}

/** The weather query for a user's day: the stored point when there is one, else the home location's text. */
export function weatherQueryFor(user: UserRow, date: string): WeatherQuery {
  const coordinates =
    user.homeLatitude != null && user.homeLongitude != null
      ? { latitude: user.homeLatitude, longitude: user.homeLongitude, place: user.homePlace ?? user.homeLocation ?? '' }
      : null;
  // A location typed before points were stored: the embedded table still finds its climate region.
  const guess = !coordinates && user.homeLocation ? geocodeOffline(user.homeLocation) : null;
  const regionHint = guess ? { latitude: guess.latitude, longitude: guess.longitude, place: guess.name } : null;
  return { location: user.homeLocation, timezone: user.timezone, date, coordinates, regionHint };
}
