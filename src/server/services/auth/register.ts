import { createHash, timingSafeEqual } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { users, type UserRow } from '../../../db/schema';
import { passwordProblem } from '../../../domain/password-policy';
import { countryProblem, normalizePhone } from '../../../domain/phone';
import { baseUsername, uniqueUsername } from '../../../domain/username';
import type { TRegisterRequest } from '../../../shared/schemas/auth';
import type { Ctx } from '../../context';
import { AppError, badRequest } from '../../errors';
import { hashPassword } from './passwords';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time comparison of the sign-up admin code; no code configured means nobody is admin this way. */
export function isAdminCode(given: string | undefined, configured: string | undefined): boolean {
  if (!configured || !given) return false;
  return timingSafeEqual(digest(given), digest(configured));
}

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && ((e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505');

export async function registerUser(ctx: Pick<Ctx, 'db' | 'config'>, input: TRegisterRequest): Promise<UserRow> {
  const phone = normalizePhone(input.phoneNumber);
  if (!phone.ok) throw badRequest(phone.message, 'phoneNumber');
  const elsewhere = countryProblem(phone.e164, ctx.config.smsCountries);
  if (elsewhere) throw badRequest(elsewhere, 'phoneNumber');
  const base = baseUsername(input.fullName, phone.e164);
  const problem = passwordProblem(input.password, { username: base, phone: phone.e164 });
  if (problem) throw badRequest(problem, 'password');

  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone.e164)).limit(1);
  if (existing) {
    throw new AppError('CONFLICT', 'This phone number already has an account. Sign in, or use "Forgot password?" to reset it.', 'phoneNumber');
  }
  const passwordHash = await hashPassword(input.password);
  const isAdmin = isAdminCode(input.adminPassword, ctx.config.adminSignupCode);

  // Two sign-ups can derive the same username at once; the unique index decides and we retry.
  for (let attempt = 0; attempt < 5; attempt++) {
    const taken = await ctx.db
      .select({ username: users.username })
      .from(users)
      .where(like(users.username, `${base}%`));
    const username = uniqueUsername(base, new Set(taken.map((t) => t.username)));
    try {
      const [row] = await ctx.db
        .insert(users)
        .values({
          username,
          fullName: input.fullName,
          phoneNumber: phone.e164,
          passwordHash,
          isAdmin,
          smsConsent: true,
          smsEnabled: true,
          ...(input.timeZone ? { timezone: input.timeZone, timeZoneSource: 'browser' as const } : {}),
        })
        .returning();
      return row!;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      const [again] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone.e164)).limit(1);
      if (again) throw new AppError('CONFLICT', 'This phone number already has an account. Sign in, or use "Forgot password?" to reset it.', 'phoneNumber');
    }
  }
  throw new AppError('CONFLICT', 'Could not pick a username. Please try again.');
}
