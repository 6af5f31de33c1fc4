import { and, eq, isNotNull } from 'drizzle-orm';
import { users, type UserRow } from '../../../db/schema';
import { readSignInIdentifier, type SignInIdentifier } from '../../../domain/sign-in-identifier';
import type { TLoginRequest } from '../../../shared/schemas/auth';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { signInSucceeded, takeSignInAttempt } from './sign-in-throttle';

export const LOGIN_FAILED = 'Login failed: Please check your credentials and try again.';

const column = { email: users.email, phone: users.phoneNumber, username: users.username } as const;

/**
 * The one account an identifier names: each kind is unique in its own column, an email among
 * verified ones only. An unverified email signs nobody in: it may be a stranger's address (ADR 0101).
 */
export async function findByIdentifier(ctx: Pick<Ctx, 'db'>, id: SignInIdentifier): Promise<UserRow | undefined> {
  const verified = id.kind === 'email' ? isNotNull(users.emailVerifiedAt) : undefined;
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(column[id.kind], id.key), verified))
    .limit(1);
  return user;
}

/**
 * `username` may be a phone number in any common format, an email or a username (issue 27).
 * One message for an unknown identifier and a wrong password, and the same work for both.
 * Guesses are throttled per (normalised identifier, address), never by locking the account
 * (ADR 0011): '(415) 555-0134' and '+14155550134' count as one.
 */
export async function authenticate(ctx: Pick<Ctx, 'db' | 'now'>, input: TLoginRequest, address: string): Promise<UserRow> {
  const id = readSignInIdentifier(input.username);
  await takeSignInAttempt(ctx, id.key, address);
  const user = await findByIdentifier(ctx, id);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyPassword(await dummyPasswordHash(), input.password).then(() => false);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', LOGIN_FAILED);
  await signInSucceeded(ctx, id.key, address);
  return user;
}

/** Every key the throttle may count against this account under: a proven owner clears them all. */
export const signInKeys = (user: Pick<UserRow, 'username' | 'phoneNumber' | 'email'>): string[] =>
  [user.username, user.phoneNumber, user.email].filter((k): k is string => !!k);
