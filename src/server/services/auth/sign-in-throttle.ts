import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { signInFailures } from '../../../db/schema';
import { decideSignIn, SIGN_IN_POLICY, type SignInPolicy } from '../../../domain/sign-in-throttle';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts from here. Please wait a little and try again, or reset your password.';

const retryIn = (ms: number) => new AppError('RATE_LIMITED', `${TOO_MANY_SIGN_INS} (about ${Math.ceil(ms / 1000)} s)`);

/**
 * Takes one sign-in attempt for (username, address) before the password is checked, counting it
 * as a failure until `signInSucceeded` says otherwise. The pair's count is one conditional
 * upsert, so concurrent guesses each take their own attempt (issue 8, point 4); the
 * per-username and per-address ceilings are read first (ADRs 0011, 0069). Everything is in the
 * database, so every web process counts the same failures.
 */
export async function takeSignInAttempt(ctx: Pick<Ctx, 'db' | 'now'>, username: string, address: string, policy: SignInPolicy = SIGN_IN_POLICY) {
  const now = ctx.now();
  const since = new Date(now.getTime() - policy.ceilingWindowMs);
  const addressSince = new Date(now.getTime() - policy.addressWindowMs);
  const [[pair], [total], [fromAddress]] = await Promise.all([
    ctx.db
      .select()
      .from(signInFailures)
      .where(and(eq(signInFailures.username, username), eq(signInFailures.address, address))),
    ctx.db
      .select({ n: sql<number>`coalesce(sum(${signInFailures.failures}), 0)::int` })
      .from(signInFailures)
      .where(and(eq(signInFailures.username, username), gt(signInFailures.lastFailureAt, since))),
    ctx.db
      .select({ n: sql<number>`coalesce(sum(${signInFailures.failures}), 0)::int`, oldest: sql<string | null>`min(${signInFailures.lastFailureAt})` })
      .from(signInFailures)
      .where(and(eq(signInFailures.address, address), gt(signInFailures.lastFailureAt, addressSince))),
  ]);
  const decision = decideSignIn(
    {
      pair: pair ? { failures: pair.failures, lastFailureAt: pair.lastFailureAt.getTime() } : null,
      usernameFailures: total?.n ?? 0,
      address: { failures: fromAddress?.n ?? 0, oldestFailureAt: fromAddress?.oldest ? new Date(fromAddress.oldest).getTime() : now.getTime() },
      now: now.getTime(),
    },
    policy,
  );
  if (!decision.allowed) throw retryIn(decision.retryAfterMs);

  // The same rule as decideSignIn's pair check, decided by the database on the row as it is now.
  const forgetBefore = new Date(now.getTime() - policy.forgetAfterMs);
  const t = signInFailures;
  const taken = await ctx.db
    .insert(t)
    .values({ username, address, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: [t.username, t.address],
      set: {
        failures: sql`case when ${t.lastFailureAt} <= ${forgetBefore.toISOString()}::timestamptz then 1 else ${t.failures} + 1 end`,
        lastFailureAt: now,
      },
      setWhere: sql`${t.lastFailureAt} <= ${forgetBefore.toISOString()}::timestamptz
        or ${t.failures} < ${policy.freeFailures}
        or ${t.lastFailureAt} + least(${policy.baseDelayMs}::float8 * power(2, least(${t.failures} - ${policy.freeFailures}, 40)), ${policy.maxDelayMs}::float8) * interval '1 millisecond' <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ failures: t.failures });
  if (taken.length === 0) throw retryIn(policy.baseDelayMs);
}

/** The right password: this address starts again from zero for this username. */
export async function signInSucceeded(ctx: Pick<Ctx, 'db'>, username: string, address: string) {
  await ctx.db.delete(signInFailures).where(and(eq(signInFailures.username, username), eq(signInFailures.address, address)));
}

/** A password reset proves the owner: every count against the account's identifiers goes. */
export async function forgetSignInFailures(ctx: Pick<Ctx, 'db'>, keys: readonly string[]) {
  if (keys.length === 0) return;
  await ctx.db.delete(signInFailures).where(inArray(signInFailures.username, [...keys]));
}

/** Rows past the forget window decide nothing any more. */
export async function pruneSignInFailures(ctx: Pick<Ctx, 'db' | 'now'>, policy: SignInPolicy = SIGN_IN_POLICY): Promise<number> {
  const before = new Date(ctx.now().getTime() - Math.max(policy.forgetAfterMs, policy.ceilingWindowMs, policy.addressWindowMs));
  const gone = await ctx.db.delete(signInFailures).where(lt(signInFailures.lastFailureAt, before)).returning({ u: signInFailures.username });
  return gone.length;
}
