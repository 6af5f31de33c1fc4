import { eq } from 'drizzle-orm';
import { smsOptOuts, users } from '../../../db/schema';
import type { Ctx } from '../../context';

type OptCtx = Pick<Ctx, 'db' | 'now' | 'sessionCache'>;

/**
 * Opts a number out at once: the number's record (so a number with no account is honoured too)
 * and the account's `smsOptedOut` and `smsEnabled`. True when it was opted in before, so the
 * caller sends exactly one confirmation.
 */
export async function recordOptOut(ctx: OptCtx, phoneNumber: string, words: string): Promise<boolean> {
  const now = ctx.now();
  const [user] = await ctx.db.select({ id: users.id, smsOptedOut: users.smsOptedOut }).from(users).where(eq(users.phoneNumber, phoneNumber));
  const [previous] = await ctx.db.select({ optedOut: smsOptOuts.optedOut }).from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phoneNumber));
  await ctx.db
    .insert(smsOptOuts)
    .values({ phoneNumber, userId: user?.id ?? null, optedOut: true, words: words.slice(0, 160), optedOutAt: now })
    .onConflictDoUpdate({
      target: smsOptOuts.phoneNumber,
      set: { userId: user?.id ?? null, optedOut: true, words: words.slice(0, 160), optedOutAt: now, optedInAt: null },
    });
  if (user) {
    await ctx.db.update(users).set({ smsOptedOut: true, smsEnabled: false }).where(eq(users.id, user.id));
    await ctx.sessionCache.evictUser(user.id);
  }
  return !(previous?.optedOut ?? user?.smsOptedOut ?? false);
}

/** START, YES, UNSTOP: opted back in (and daily texts on again). True when it was opted out before. */
export async function recordOptIn(ctx: OptCtx, phoneNumber: string): Promise<boolean> {
  const now = ctx.now();
  const [previous] = await ctx.db.select({ optedOut: smsOptOuts.optedOut }).from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phoneNumber));
  if (previous?.optedOut) await ctx.db.update(smsOptOuts).set({ optedOut: false, optedInAt: now }).where(eq(smsOptOuts.phoneNumber, phoneNumber));
  const [user] = await ctx.db.update(users).set({ smsOptedOut: false, smsEnabled: true }).where(eq(users.phoneNumber, phoneNumber)).returning({ id: users.id });
  if (user) await ctx.sessionCache.evictUser(user.id);
  return previous?.optedOut ?? false;
}

/** Whether a number has opted out (with or without an account). */
export async function isOptedOut(ctx: Pick<Ctx, 'db'>, phoneNumber: string): Promise<boolean> {
  const [row] = await ctx.db.select({ optedOut: smsOptOuts.optedOut }).from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phoneNumber));
  return row?.optedOut ?? false;
}
