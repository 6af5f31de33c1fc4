import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../../db/schema';
import type { TSmsSettingsRequest, TUpdateProfileRequest } from '../../../shared/schemas/auth';
import type { Ctx } from '../../context';
import { badRequest } from '../../errors';

export const PHONE_REQUIRED = 'Phone Number Required: Please add your phone number in your profile to receive SMS messages.';

async function patchUser(ctx: Pick<Ctx, 'db' | 'sessionCache'>, userId: number, values: Partial<UserRow>): Promise<UserRow> {
  const [row] = await ctx.db.update(users).set(values).where(eq(users.id, userId)).returning();
  await ctx.sessionCache.evictUser(userId);
  return row!;
}

export function completeOnboarding(ctx: Pick<Ctx, 'db' | 'sessionCache'>, user: UserRow): Promise<UserRow> {
  return patchUser(ctx, user.id, { onboardingCompleted: true });
}

export function updateProfile(ctx: Pick<Ctx, 'db' | 'sessionCache'>, user: UserRow, input: TUpdateProfileRequest): Promise<UserRow> {
  const values: Partial<UserRow> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value === '' ? null : value;
  }
  if (Object.keys(values).length === 0) return Promise.resolve(user);
  // A changed home location is no longer where the stored point is: PUT home-location geocodes it.
  if ('homeLocation' in values && values.homeLocation !== user.homeLocation) {
    Object.assign(values, { homeLatitude: null, homeLongitude: null, homePlace: null, homeCountry: null });
  }
  return patchUser(ctx, user.id, values);
}

export function updateSmsSettings(ctx: Pick<Ctx, 'db' | 'sessionCache'>, user: UserRow, input: TSmsSettingsRequest): Promise<UserRow> {
  if (input.smsEnabled && !user.phoneNumber) throw badRequest(PHONE_REQUIRED, 'smsEnabled');
  return patchUser(ctx, user.id, input);
}
