import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../../db/schema';
import type { TProfileSettingsRequest, TSmsSettingsRequest, TUpdateProfileRequest } from '../../../shared/schemas/auth';
import type { Ctx } from '../../context';
import { badRequest } from '../../errors';
import { resolveHome } from './home-location';
import { homeTimeZone } from './time-zone';

export const PHONE_REQUIRED = 'Phone Number Required: Please add your phone number in your profile to receive SMS messages.';

async function patchUser(ctx: Pick<Ctx, 'db' | 'sessionCache'>, userId: number, values: Partial<UserRow>): Promise<UserRow> {
  const [row] = await ctx.db.update(users).set(values).where(eq(users.id, userId)).returning();
  await ctx.sessionCache.evictUser(userId);
  return row!;
}

export function completeOnboarding(ctx: Pick<Ctx, 'db' | 'sessionCache'>, user: UserRow): Promise<UserRow> {
  return patchUser(ctx, user.id, { onboardingCompleted: true });
}

export async function updateProfile(ctx: Pick<Ctx, 'db' | 'sessionCache'>, user: UserRow, input: TUpdateProfileRequest): Promise<UserRow> {
  const values: Partial<UserRow> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value === '' ? null : value;
  }
  if (Object.keys(values).length === 0) return user;
  // A changed home location is no longer where the stored point is: PUT home-location geocodes it.
  if ('homeLocation' in values && values.homeLocation !== user.homeLocation) {
    Object.assign(values, { homeLatitude: null, homeLongitude: null, homePlace: null, homeCountry: null });
    // Its zone is known now, from the embedded table, so the clock moves with the city at once.
    const zone = values.homeLocation ? await homeTimeZone({ homeLatitude: null, homeLongitude: null, homeLocation: values.homeLocation }) : null;
    if (zone) Object.assign(values, { timezone: zone, timeZoneSource: 'home' });
  }
  return patchUser(ctx, user.id, values);
}

export function updateSmsSettings(ctx: Pick<Ctx, 'db' | 'sessionCache'>, user: UserRow, input: TSmsSettingsRequest): Promise<UserRow> {
  if (input.smsEnabled && !user.phoneNumber) throw badRequest(PHONE_REQUIRED, 'smsEnabled');
  const { timezone, ...rest } = input;
  const zone = timezone && timezone !== user.timezone ? { timezone, timeZoneSource: 'chosen' as const } : {};
  return patchUser(ctx, user.id, { ...rest, ...zone });
}

/**
 * The Settings page's Profile section. Everything is checked before anything is written: a city
 * nobody can find is a 400 and the zone stays as it was. A new city brings its zone; a zone that
 * differs from the stored one was picked by the person and wins over the city's.
 */
export async function saveProfileSettings(ctx: Pick<Ctx, 'db' | 'sessionCache' | 'geocoder'>, user: UserRow, input: TProfileSettingsRequest): Promise<UserRow> {
  const values: Partial<UserRow> = {};
  if (input.homeLocation !== undefined && input.homeLocation !== user.homeLocation) {
    const home = await resolveHome(ctx, input.homeLocation);
    Object.assign(values, home.values, home.timeZone ? { timezone: home.timeZone, timeZoneSource: 'home' } : {});
  }
  if (input.timeZone !== undefined && input.timeZone !== user.timezone) Object.assign(values, { timezone: input.timeZone, timeZoneSource: 'chosen' });
  if (Object.keys(values).length === 0) return user;
  return patchUser(ctx, user.id, values);
}
