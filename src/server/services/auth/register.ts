import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { users, type UserRow } from '../../../db/schema';
import { passwordProblem } from '../../../domain/password-policy';
import { countryProblem, normalizePhone } from '../../../domain/phone';
import type { TRegisterRequest } from '../../../shared/schemas/auth';
import type { Ctx } from '../../context';
import { AppError, badRequest } from '../../errors';
import { isUniqueViolation } from '../db-errors';
import { queueVerificationMail, takeVerificationQuota } from '../account/email-verification';
import { hashPassword } from './passwords';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time comparison of the sign-up admin code; no code configured means nobody is admin this way. */
export function isAdminCode(given: string | undefined, configured: string | undefined): boolean {
  if (!configured || !given) return false;
  return timingSafeEqual(digest(given), digest(configured));
}

export const PHONE_HAS_ACCOUNT = 'This phone number already has an account. Sign in, or use "Forgot password?" to reset it.';
export const USERNAME_TAKEN = 'This username is taken. Please choose another, or leave it empty: you can sign in with your phone number.';
export const EMAIL_HAS_ACCOUNT = 'This email already has an account. Sign in, or use another email.';

/** Which unique field an insert collided on, read back from the table (the error's constraint name differs by driver). */
async function conflictOn(ctx: Pick<Ctx, 'db'>, values: { phoneNumber: string; username: string | null; email: string | null }): Promise<AppError | null> {
  const [phone] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, values.phoneNumber)).limit(1);
  if (phone) return new AppError('CONFLICT', PHONE_HAS_ACCOUNT, 'phoneNumber');
  if (values.username) {
    const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, values.username)).limit(1);
    if (taken) return new AppError('CONFLICT', USERNAME_TAKEN, 'username');
  }
  if (values.email) {
    // Only a verified email is an account's: an unverified claim never keeps the owner out (ADR 0101).
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, values.email), isNotNull(users.emailVerifiedAt)))
      .limit(1);
    if (taken) return new AppError('CONFLICT', EMAIL_HAS_ACCOUNT, 'email');
  }
  return null;
}

/**
 * Sign-up (issue 27): the username is the person's choice or none (sign-in also takes the phone
 * number and the email); an email is stored unverified and sent a link off the request path.
 */
export async function registerUser(ctx: Pick<Ctx, 'db' | 'config' | 'jobs' | 'now'>, input: TRegisterRequest): Promise<UserRow> {
  const phone = normalizePhone(input.phoneNumber);
  if (!phone.ok) throw badRequest(phone.message, 'phoneNumber');
  const elsewhere = countryProblem(phone.e164, ctx.config.smsCountries);
  if (elsewhere) throw badRequest(elsewhere, 'phoneNumber');
  const username = input.username ?? null;
  const email = input.email ?? null;
  const problem = passwordProblem(input.password, { username: username ?? undefined, phone: phone.e164 });
  if (problem) throw badRequest(problem, 'password');

  const unique = { phoneNumber: phone.e164, username, email };
  const clash = await conflictOn(ctx, unique);
  if (clash) throw clash;
  const passwordHash = await hashPassword(input.password);
  const isAdmin = isAdminCode(input.adminPassword, ctx.config.adminSignupCode);
  let row: UserRow;
  try {
    [row] = (await ctx.db
      .insert(users)
      .values({
        username,
        email,
        fullName: input.fullName,
        phoneNumber: phone.e164,
        passwordHash,
        isAdmin,
        smsConsent: true,
        smsEnabled: true,
        ...(input.timeZone ? { timezone: input.timeZone, timeZoneSource: 'browser' as const } : {}),
      })
      .returning()) as [UserRow];
  } catch (e) {
    // Two sign-ups with the same number, username or email at once: the unique index decides.
    if (isUniqueViolation(e)) throw (await conflictOn(ctx, unique)) ?? new AppError('CONFLICT', 'This account could not be created. Please try again.');
    throw e;
  }
  // A spent address budget does not stop the sign-up: the link can be sent again from Settings.
  if (email && (await takeVerificationQuota(ctx, row.id, email))) await queueVerificationMail(ctx, row.id, email);
  return row;
}
