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
 * subscription and the choice, so a retry or a second process makes the same single call.
 * Returns false when there was nothing to cancel.
 */
export async function cancelSubscription(ctx: Ctx, userId: number, when: 'period_end' | 'now'): Promise<boolean> {
  const row = await currentSubscription(ctx, userId);
  if (!isCancellable(row)) return false;
  if (when === 'period_end' && row.cancelAtPeriodEnd) return true;
  const remote = await callProvider(ctx, () => ctx.payments.cancelSubscription(row.subscriptionId, when, `cancel:${row.subscriptionId}:${when}`));
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
