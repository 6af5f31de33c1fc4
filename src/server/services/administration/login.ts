import { createHash, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { adminAuditLog } from '../../../db/schema';
import type { TAdminLoginResponse } from '../../../shared/schemas/administration';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { audit } from './audit';
import { createOperatorToken } from './operator-tokens';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;

/** Equal-length digests, so the comparison takes the same time whatever the password's length or content. */
function passwordMatches(given: string, expected: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * POST /api/administration/login. Failures are counted from the audit log per address: after 10
 * wrong passwords in 15 minutes every attempt from that address is refused (429), the right
 * password included, until the oldest of those failures leaves the window. The count, the
 * comparison and the audit row of one attempt happen under a transaction-scoped advisory lock on
 * the address, so concurrent guesses from any process are judged one after another: the
 * eleventh sees ten failures, never nine (issue 28). The comparison is a hash, so the lock is brief.
 */
export async function operatorLogin(ctx: Pick<Ctx, 'db' | 'now' | 'config'>, password: string, ip: string): Promise<TAdminLoginResponse> {
  const outcome = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`operator-login:${ip}`}, 0))`);
    const txCtx = { db: tx, now: ctx.now };
    const since = new Date(ctx.now().getTime() - LOGIN_WINDOW_MS);
    const [{ failures } = { failures: 0 }] = await tx
      .select({ failures: count() })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.ip, ip), eq(adminAuditLog.action, 'login'), eq(adminAuditLog.outcome, 'failure'), gt(adminAuditLog.at, since)));
    if (failures >= LOGIN_MAX_FAILURES) {
      await audit(txCtx, { ip, actor: null, action: 'login', outcome: 'throttled' });
      return 'throttled' as const;
    }
    const right = passwordMatches(password, ctx.config.adminPassword);
    await audit(txCtx, { ip, actor: right ? 'operator' : null, action: 'login', outcome: right ? 'success' : 'failure' });
    return right ? ('success' as const) : ('failure' as const);
  });
  if (outcome === 'throttled') throw new AppError('RATE_LIMITED', 'Too many failed logins from this address. Please wait 15 minutes and try again.');
  if (outcome === 'failure') return { success: false };
  const { token } = await createOperatorToken(ctx, ip);
  return { success: true, sessionToken: token };
}
