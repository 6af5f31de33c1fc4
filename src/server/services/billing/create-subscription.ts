import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { RemoteSubscription } from '../../../adapters/payments';
import { subscriptionAttempts, type UserRow } from '../../../db/schema';
import { blocksNewSubscription } from '../../../domain/billing/premium';
import { TRIAL_DAYS } from '../../../shared/billing';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { currentSubscription, factsOf, subscriptionOf, trialStillDue, writeRemote } from './record';
import { offerForAttempt } from './promo-discount';
import { callProvider } from './provider-call';

/** Statuses after which the subscription is over and a new attempt may start. */
const ENDED = new Set(['canceled', 'incomplete_expired', 'unpaid']);

/**
 * POST /api/create-subscription without a promo code (issue 14.2). Exactly one subscription per
 * user whatever happens: the attempt is written first and its key derives every Idempotency-Key
 * sent to the provider, so a double click, a retry after a lost answer or a second process all
 * land on the same customer and subscription (ADR 0039).
 */
export async function createSubscription(ctx: Ctx, user: UserRow, retried = false): Promise<{ clientSecret: string }> {
  const existing = await currentSubscription(ctx, user.id);

  // Still waiting for the card: answer the same subscription's secret again.
  if (existing?.subscriptionId && existing.awaitingConfirmation && !existing.lifetime) {
    const remote = await callProvider(ctx, () => ctx.payments.retrieveSubscription(existing.subscriptionId!));
    if (remote) {
      await writeRemote(ctx.db, user.id, ctx.payments.kind, remote, ctx.now(), existing);
      if (remote.needsConfirmation && remote.clientSecret) return { clientSecret: remote.clientSecret };
    }
  }
  const current = await currentSubscription(ctx, user.id);
  if (blocksNewSubscription(factsOf(current))) throw new AppError('CONFLICT', 'Already Subscribed');

  const attempt = await openAttempt(ctx, user.id, current?.subscriptionId && ENDED.has(current.status ?? '') ? current.subscriptionId : null);

  if (attempt.subscriptionId) {
    // This attempt already made its subscription (its answer was written): never create a second one.
    const remote = await callProvider(ctx, () => ctx.payments.retrieveSubscription(attempt.subscriptionId!));
    if (remote) await writeRemote(ctx.db, user.id, ctx.payments.kind, remote, ctx.now(), await subscriptionOf(ctx.db, user.id));
    if (remote?.needsConfirmation && remote.clientSecret) return { clientSecret: remote.clientSecret };
    if (!remote || ENDED.has(remote.status)) {
      // It ended without our hearing of it: close the attempt and start afresh (once).
      await ctx.db.update(subscriptionAttempts).set({ state: 'closed' }).where(eq(subscriptionAttempts.id, attempt.id));
      if (!retried) return createSubscription(ctx, user, true);
    }
    throw new AppError('CONFLICT', 'Already Subscribed');
  }

  let customerId = attempt.customerId ?? current?.customerId ?? null;
  if (!customerId) {
    const customer = await callProvider(ctx, () =>
      ctx.payments.createCustomer({ userId: user.id, name: user.fullName, phone: user.phoneNumber }, `${attempt.key}:customer`),
    );
    customerId = customer.id;
    await ctx.db.update(subscriptionAttempts).set({ customerId }).where(eq(subscriptionAttempts.id, attempt.id));
  }

  // An attempt made with a percent-off or free-months code carries its terms (ADR 0117).
  const offerOfAttempt = await offerForAttempt(ctx, attempt);
  const remote: RemoteSubscription = await callProvider(ctx, () =>
    ctx.payments.createSubscription(
      { customerId, trialDays: attempt.withTrial ? TRIAL_DAYS : null, userId: user.id, offer: offerOfAttempt },
      `${attempt.key}:subscription`,
    ),
  );
  await ctx.db.transaction(async (tx) => {
    await tx.update(subscriptionAttempts).set({ customerId, subscriptionId: remote.id }).where(eq(subscriptionAttempts.id, attempt.id));
    await writeRemote(tx, user.id, ctx.payments.kind, remote, ctx.now(), await subscriptionOf(tx, user.id));
  });
  if (!remote.clientSecret) {
    // Stripe had nothing for the card form to confirm (e.g. a replay of a subscription already paid).
    if (!remote.needsConfirmation && ['trialing', 'active'].includes(remote.status)) throw new AppError('CONFLICT', 'Already Subscribed');
    throw new AppError('PAYMENTS_UNAVAILABLE', 'The payment provider gave nothing to confirm. Please try again.');
  }
  return { clientSecret: remote.clientSecret };
}

/** The user's one open attempt, created if there is none; an attempt whose subscription ended is closed first. */
async function openAttempt(ctx: Ctx, userId: number, endedSubscriptionId: string | null) {
  return ctx.db.transaction(async (tx) => {
    if (endedSubscriptionId) {
      await tx
        .update(subscriptionAttempts)
        .set({ state: 'closed' })
        .where(and(eq(subscriptionAttempts.userId, userId), eq(subscriptionAttempts.subscriptionId, endedSubscriptionId)));
    }
    const withTrial = await trialStillDue(tx, userId);
    // The partial unique index keeps one open attempt: a concurrent request's insert does nothing and both read the same row.
    await tx.insert(subscriptionAttempts).values({ userId, key: randomUUID(), withTrial }).onConflictDoNothing();
    const [open] = await tx
      .select()
      .from(subscriptionAttempts)
      .where(and(eq(subscriptionAttempts.userId, userId), eq(subscriptionAttempts.state, 'open')));
    return open!;
  });
}
