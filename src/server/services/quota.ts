import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { quotaEvents } from '../../db/schema';
import type { Ctx } from '../context';

export interface Quota {
  /** What is counted and for whom, such as `reset-text:+14155550100`. */
  key: string;
  max: number;
  windowMs: number;
}

/** The quotas the issue fixes: what one number or one user can cost us, whatever the address. */
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
export const QUOTAS = {
  resetTextsPerPhone: (e164: string): Quota => ({ key: `reset-text:${e164}`, max: 3, windowMs: HOUR }),
  resetMailsPerEmail: (email: string): Quota => ({ key: `reset-mail:${email}`, max: 3, windowMs: HOUR }),
  /** Codes texted to a new phone number from Settings (issue 27). */
  phoneChangeTextsPerUser: (userId: number): Quota => ({ key: `phone-change-text:${userId}`, max: 5, windowMs: HOUR }),
  /** Verification links for one account, whatever the address: resends and email changes alike (ADR 0101). */
  verificationMailsPerUser: (userId: number): Quota => ({ key: `verification-mail:${userId}`, max: 5, windowMs: HOUR }),
  /** Verification links to one address, from every account that names it (ADR 0101). */
  verificationMailsPerAddress: (email: string): Quota => ({ key: `verification-mail-to:${email}`, max: 3, windowMs: HOUR }),
  /**
   * Every mail a person can make us send to one address, and for one account over all its
   * addresses, like textsPerNumber: what anyone can cost a mailbox or our sender's name in a day.
   * Change notices and receipts are not counted: nobody may silence them by spending the budget.
   */
  mailsPerAddress: (email: string): Quota => ({ key: `mails-to:${email}`, max: 10, windowMs: DAY }),
  mailsPerUser: (userId: number): Quota => ({ key: `mails-for:${userId}`, max: 10, windowMs: DAY }),
  /** Phone-change codes to one number from every account that asks (ADR 0101): a stranger's phone is not a target. */
  phoneChangeTextsPerNumber: (e164: string): Quota => ({ key: `phone-change-text-to:${e164}`, max: 5, windowMs: DAY }),
  consultationStartsPerUser: (userId: number): Quota => ({ key: `consultation-start:${userId}`, max: 3, windowMs: DAY }),
  /** 'Send Test Outfit': what one account may ask for, whatever the address or process (issue 28). */
  testOutfitsPerUser: (userId: number): Quota => ({ key: `test-outfit:${userId}`, max: 3, windowMs: DAY }),
  /**
   * Every text to one number, whatever its purpose (STOP confirmations aside): what anyone can
   * make us send to a phone in a day. A whole consultation is seven texts (ADR 0077).
   */
  textsPerNumber: (e164: string): Quota => ({ key: `texts-to:${e164}`, max: 20, windowMs: DAY }),
  /** HELP is answered, but once an hour per number: sixty HELPs are one reply, not sixty. */
  helpRepliesPerNumber: (e164: string): Quota => ({ key: `help-reply:${e164}`, max: 1, windowMs: HOUR }),
};
/** The longest window above: older units can be deleted. */
const LONGEST_WINDOW_MS = DAY;

/**
 * Takes one unit of a sliding-window quota; false when the window is full. The count and the
 * insert run under a transaction-scoped advisory lock on the key, so concurrent callers on any
 * process see each other (issue 8, points 4 and 11).
 */
export async function takeQuota(ctx: Pick<Ctx, 'db' | 'now'>, quota: Quota): Promise<boolean> {
  const now = ctx.now();
  const since = new Date(now.getTime() - quota.windowMs);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${quota.key}, 0))`);
    const [used] = await tx
      .select({ n: count() })
      .from(quotaEvents)
      .where(and(eq(quotaEvents.key, quota.key), gt(quotaEvents.takenAt, since)));
    if ((used?.n ?? 0) >= quota.max) return false;
    await tx.insert(quotaEvents).values({ key: quota.key, takenAt: now });
    return true;
  });
}

/** Units older than the longest window count for nothing. */
export async function pruneQuotaEvents(ctx: Pick<Ctx, 'db' | 'now'>): Promise<number> {
  const gone = await ctx.db
    .delete(quotaEvents)
    .where(lt(quotaEvents.takenAt, new Date(ctx.now().getTime() - LONGEST_WINDOW_MS)))
    .returning({ id: quotaEvents.id });
  return gone.length;
}
