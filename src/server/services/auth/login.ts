import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../../db/schema';
import type { TLoginRequest } from '../../../shared/schemas/auth';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import type { LoginThrottle } from '../../../domain/login-throttle';
import { dummyPasswordHash, verifyPassword } from './passwords';

export const LOGIN_FAILED = 'Login failed: Please check your credentials and try again.';

/** One message for an unknown user and a wrong password, and the same work for both. */
export async function authenticate(ctx: Pick<Ctx, 'db' | 'now'>, throttle: LoginThrottle, input: TLoginRequest): Promise<UserRow> {
  const username = input.username.trim().toLowerCase();
  const now = ctx.now().getTime();
  if (throttle.isLocked(username, now)) {
    throw new AppError('RATE_LIMITED', 'Too many sign-in attempts. Please wait 15 minutes or reset your password.');
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.username, username)).limit(1);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyPassword(await dummyPasswordHash(), input.password).then(() => false);
  if (!user || !ok) {
    throttle.fail(username, now);
    throw new AppError('INVALID_CREDENTIALS', LOGIN_FAILED);
  }
  throttle.succeed(username);
  return user;
}
