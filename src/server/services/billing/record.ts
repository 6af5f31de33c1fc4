import { and, eq, isNotNull } from 'drizzle-orm';
import type { RemoteSubscription } from '../../../adapters/payments';
import type { Db } from '../../../db/client';
import { subscriptionAttempts, subscriptions, type SubscriptionRow } from '../../../db/schema';
import type { SubscriptionFacts } from '../../../domain/billing/premium';

/** A transaction or the database: both run the same queries. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The first subscription a person makes has the trial; none after one that ended or once a trial has run. */
export async function trialStillDue(db: Tx, userId: number): Promise<boolean> {
  const [earlier] = await db
    .select({ id: subscriptionAttempts.id })
    .from(subscriptionAttempts)
    .where(and(eq(subscriptionAttempts.userId, userId), eq(subscriptionAttempts.state, 'closed'), isNotNull(subscriptionAttempts.subscriptionId)))
    .limit(1);
  return !earlier && !((await subscriptionOf(db, userId))?.hadTrial ?? false);
}

export async function subscriptionOf(db: Tx, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

export const factsOf = (row: SubscriptionRow | null): SubscriptionFacts | null =>
  row && {
    status: row.status,
    lifetime: row.lifetime,
    trialEnd: row.trialEnd,
    pastDueSince: row.pastDueSince,
    awaitingConfirmation: row.awaitingConfirmation,
    paymentIssue: row.paymentIssue,
  };

const HEALTHY = new Set(['active', 'trialing']);
const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Writes what the provider says about a subscription onto the user's row. Called with the
 * provider's current truth (create's answer, or a webhook's re-read), never with an event's copy,
 * so writing it twice or late changes nothing.
 */
export async function writeRemote(
  tx: Tx,
  userId: number,
  provider: 'stripe' | 'sandbox',
  remote: RemoteSubscription,
  now: Date,
  existing: SubscriptionRow | null,
) {
  const sameSubscription = existing?.subscriptionId === remote.id;
  const values = {
    provider,
    customerId: remote.customerId,
    subscriptionId: remote.id,
    status: remote.status,
    lifetime: false,
    trialEnd: remote.trialEnd,
    currentPeriodEnd: remote.currentPeriodEnd,
    cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
    awaitingConfirmation: remote.needsConfirmation,
    // Grace counts from the first time we saw this subscription past due.
    pastDueSince: remote.status === 'past_due' ? ((sameSubscription ? existing?.pastDueSince : null) ?? now) : null,
    paymentIssue:
      ENDED.has(remote.status) || (HEALTHY.has(remote.status) && !remote.needsConfirmation) ? null : sameSubscription ? (existing?.paymentIssue ?? null) : null,
    hadTrial: (existing?.hadTrial ?? false) || remote.trialEnd !== null,
    updatedAt: now,
  };
  await tx
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
}

const DAY_MS = 86_400_000;

/**
 * The user's row as of now. Stripe moves a trial on by webhook; the sandbox sends none, so a
 * sandbox trial past its end is converted here, as a successful first payment would (test mode).
 */
export async function currentSubscription(ctx: { db: Tx; now: () => Date }, userId: number): Promise<SubscriptionRow | null> {
  const row = await subscriptionOf(ctx.db, userId);
  const now = ctx.now();
  if (!row || row.provider !== 'sandbox' || row.status !== 'trialing' || !row.trialEnd || row.trialEnd.getTime() > now.getTime()) return row;
  const [converted] = await ctx.db
    .update(subscriptions)
    .set({ status: 'active', currentPeriodEnd: new Date(row.trialEnd.getTime() + 30 * DAY_MS), updatedAt: now })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'trialing')))
    .returning();
  return converted ?? (await subscriptionOf(ctx.db, userId));
}
