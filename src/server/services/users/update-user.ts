import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { users, type UserRow } from '../../../db/schema';
import { PASSWORD_FOR_IDENTITY, type TProfileSettingsRequest, type TSmsSettingsRequest, type TUpdateProfileRequest } from '../../../shared/schemas/auth';
import type { Ctx } from '../../context';
import { AppError, badRequest } from '../../errors';
import { queueChangeNotice, recordChange } from '../account/account-changes';
import { confirmPassword } from '../account/confirm-password';
import { queueVerificationMail, takeVerificationQuota, TOO_MANY_VERIFICATION_MAILS } from '../account/email-verification';
import { isUniqueViolation } from '../db-errors';
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
 * Whether another account holds this username, or this email verified (an unverified claim is no
 * one's: ADR 0101): a clear 409 under the field instead of the index's error.
 */
async function takenByOther(ctx: Pick<Ctx, 'db'>, userId: number, column: typeof users.email | typeof users.username, value: string) {
  const verified = column === users.email ? isNotNull(users.emailVerifiedAt) : undefined;
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, value), ne(users.id, userId), verified))
    .limit(1);
  return !!other;
}

/**
 * The Settings page's Profile section. Everything is checked before anything is written: a city
 * nobody can find is a 400 and the zone stays as it was. A new city brings its zone; a zone that
 * differs from the stored one was picked by the person and wins over the city's. A new username
 * or email needs the current password, checked first, so a session alone can neither move the
 * account's way in nor ask which names and emails are taken (ADR 0101). A new email is unverified
 * until its link is opened; the link (within the account's and the address's budgets) and the
 * notice to the old address are sent off the request path.
 */
export async function saveProfileSettings(
  ctx: Pick<Ctx, 'db' | 'sessionCache' | 'geocoder' | 'jobs' | 'now'>,
  user: UserRow,
  input: TProfileSettingsRequest,
  address: string,
): Promise<UserRow> {
  const values: Partial<UserRow> = {};
  if (input.fullName !== undefined && input.fullName !== user.fullName) values.fullName = input.fullName;
  if (input.age !== undefined && input.age !== user.age) values.age = input.age;
  if (input.height !== undefined && input.height !== user.height) values.height = input.height;
  if (input.gender !== undefined && input.gender !== user.gender) values.gender = input.gender;
  if (input.departments !== undefined && input.departments !== user.departments) values.departments = input.departments;
  const usernameChanged = input.username !== undefined && input.username !== user.username;
  const emailChanged = input.email !== undefined && input.email !== user.email;
  if (usernameChanged || emailChanged) {
    // The shared schema asks for it with either field; a client that skipped the schema is told the same.
    if (!input.currentPassword) throw badRequest(PASSWORD_FOR_IDENTITY, 'currentPassword');
    await confirmPassword(ctx, user, input.currentPassword, address, 'currentPassword');
  }
  if (usernameChanged) {
    if (input.username && (await takenByOther(ctx, user.id, users.username, input.username))) throw new AppError('CONFLICT', USERNAME_IN_USE, 'username');
    values.username = input.username;
  }
  if (emailChanged) {
    if (input.email && (await takenByOther(ctx, user.id, users.email, input.email))) throw new AppError('CONFLICT', EMAIL_IN_USE, 'email');
    Object.assign(values, { email: input.email, emailVerifiedAt: null });
  }
  if (input.homeLocation !== undefined && input.homeLocation !== user.homeLocation) {
    const home = await resolveHome(ctx, input.homeLocation);
    Object.assign(values, home.values, home.timeZone ? { timezone: home.timeZone, timeZoneSource: 'home' } : {});
  }
  if (input.timeZone !== undefined && input.timeZone !== user.timezone) Object.assign(values, { timezone: input.timeZone, timeZoneSource: 'chosen' });
  if (Object.keys(values).length === 0) return user;
  // Last of the checks: a refused save spends no mail budget.
  if (emailChanged && input.email && !(await takeVerificationQuota(ctx, user.id, input.email)))
    throw new AppError('RATE_LIMITED', TOO_MANY_VERIFICATION_MAILS, 'email');
  let saved: { row: UserRow; changeId: number | null };
  try {
    saved = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.update(users).set(values).where(eq(users.id, user.id)).returning();
      const changeId = emailChanged ? await recordChange(tx, user, 'email', input.email ?? null, ctx.now()) : null;
      return { row: row!, changeId };
    });
  } catch (e) {
    // Another account took the name or verified the email between the check and the write: the index decides.
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', emailChanged ? EMAIL_IN_USE : USERNAME_IN_USE, emailChanged ? 'email' : 'username');
    throw e;
  }
  await ctx.sessionCache.evictUser(user.id);
  if (emailChanged && saved.row.email) await queueVerificationMail(ctx, saved.row.id, saved.row.email);
  if (saved.changeId !== null) await queueChangeNotice(ctx, saved.changeId);
  return saved.row;
}

export const USERNAME_IN_USE = 'This username is taken. Please choose another.';
export const EMAIL_IN_USE = 'This email is already used by another account.';
