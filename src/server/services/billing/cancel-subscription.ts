import { eq } from 'drizzle-orm';
import { subscriptions, type SubscriptionRow } from '../../../db/schema';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { currentSubscription, writeRemote } from './record';
import { callProvider } from './provider-call';

const OVER = new Set(['canceled', 'incomplete_expired']);

/** Whether there is a paid subscription the provider could still charge. */
export const isCancellable = (row: SubscriptionRow | null): row is SubscriptionRow & { subscriptionId: string } =>
  !!row && !row.lifetime && row.provider !== 'promo' && !!row.subscriptionId && !OVER.has(row.status ?? '');

/**
 * Ends the user's paid subscription at the provider and writes the provider's answer on our row.
 * 'period_end' is the user's Cancel (they keep Premium until the paid period ends); 'now' is an
 * account deletion (nothing may be charged afterwards). The Idempotency-Key is derived from the
 * subscription, the choice and the row's last change, so a retry or a second process makes the same single call.
 * Returns false when there was nothing to cancel.
 */
export async function cancelSubscription(ctx: Ctx, userId: number, when: 'period_end' | 'now'): Promise<boolean> {
  const row = await currentSubscription(ctx, userId);
  if (!isCancellable(row)) return false;
  if (when === 'period_end' && row.cancelAtPeriodEnd) return true;
  // The row's last change is in the key: a retry of this Cancel replays one call, while a Cancel
  // after a Resume is a new call (a replayed old answer would leave Stripe renewing).
  const key = `cancel:${row.subscriptionId}:${when}:${row.updatedAt.getTime()}`;
  const remote = await callProvider(ctx, () => ctx.payments.cancelSubscription(row.subscriptionId, when, key));
  const now = ctx.now();
  if (remote) {
    await writeRemote(ctx.db, userId, row.provider === 'stripe' ? 'stripe' : 'sandbox', remote, now, row);
  } else {
    // The provider no longer knows it (a sandbox restarted; a subscription removed at Stripe): our row is the record.
    await ctx.db
      .update(subscriptions)
      .set(when === 'now' ? { status: 'canceled', cancelAtPeriodEnd: false, updatedAt: now } : { cancelAtPeriodEnd: true, updatedAt: now })
      .where(eq(subscriptions.userId, userId));
  }
  return true;
}

/** The user's Cancel: refused plainly when there is no paid subscription to cancel. */
export async function cancelMySubscription(ctx: Ctx, userId: number): Promise<void> {
  const row = await currentSubscription(ctx, userId);
  if (row?.lifetime) throw new AppError('CONFLICT', 'Lifetime access has nothing to cancel.');
  if (!isCancellable(row)) throw new AppError('CONFLICT', 'There is no paid subscription to cancel.');
  await cancelSubscription(ctx, userId, 'period_end');
}

/** A Cancel at period end that may still be undone: the paid (or trial) period has not ended. */
export const isResumable = (row: SubscriptionRow | null, now: Date): row is SubscriptionRow & { subscriptionId: string } => {
  if (!isCancellable(row) || !row.cancelAtPeriodEnd) return false;
  const end = row.currentPeriodEnd ?? row.trialEnd;
  return !end || end.getTime() > now.getTime();
};

/**
 * The user's Resume (issue 43.3): undoes their Cancel until the period ends (Stripe:
 * cancel_at_period_end false; the sandbox the same), so the plan renews as before.
 */
export async function resumeMySubscription(ctx: Ctx, userId: number): Promise<void> {
  const row = await currentSubscription(ctx, userId);
  const now = ctx.now();
  if (isCancellable(row) && !row.cancelAtPeriodEnd) return;
  if (!isResumable(row, now)) throw new AppError('CONFLICT', 'There is no cancelled subscription to resume: it has already ended, or was never cancelled.');
  const key = `resume:${row.subscriptionId}:${row.updatedAt.getTime()}`;
  const remote = await callProvider(ctx, () => ctx.payments.resumeSubscription(row.subscriptionId, key));
  if (remote) {
    await writeRemote(ctx.db, userId, row.provider === 'stripe' ? 'stripe' : 'sandbox', remote, now, row);
  } else if (row.provider === 'sandbox') {
    // A sandbox restarted since: our row is its record.
    await ctx.db.update(subscriptions).set({ cancelAtPeriodEnd: false, updatedAt: now }).where(eq(subscriptions.userId, userId));
  } else {
    throw new AppError('CONFLICT', 'Stripe no longer knows this subscription; please subscribe again.');
  }
}
