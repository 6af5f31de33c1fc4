import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../../db/schema';
import type { TLoginRequest } from '../../../shared/schemas/auth';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { signInSucceeded, takeSignInAttempt } from './sign-in-throttle';

export const LOGIN_FAILED = 'Login failed: Please check your credentials and try again.';

/**
 * One message for an unknown user and a wrong password, and the same work for both. Guesses are
 * throttled per (username, address), never by locking the username (ADR 0011).
 */
export async function authenticate(ctx: Pick<Ctx, 'db' | 'now'>, input: TLoginRequest, address: string): Promise<UserRow> {
  const username = input.username.trim().toLowerCase();
  await takeSignInAttempt(ctx, username, address);
  const [user] = await ctx.db.select().from(users).where(eq(users.username, username)).limit(1);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyPassword(await dummyPasswordHash(), input.password).then(() => false);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', LOGIN_FAILED);
  await signInSucceeded(ctx, username, address);
  return user;
}
