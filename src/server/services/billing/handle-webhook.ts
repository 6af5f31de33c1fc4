import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { WebhookRejected } from '../../../adapters/payments';
import { stripeWebhookEvents, subscriptions } from '../../../db/schema';
import type { Ctx } from '../../context';
import { receiptMailJob } from '../account/receipt-mail';
import { AppError } from '../../errors';
import { callProvider } from './provider-call';
import { writeRemote } from './record';
import { scheduleTrialReminder } from './trial-reminder';

export const HANDLED_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
]);

const TROUBLED = new Set(['past_due', 'unpaid', 'incomplete']);

/**
 * POST /api/stripe/webhook (issue 14.4): the signature is checked on the raw body; then the
 * subscription the event names is re-read from Stripe and that truth written, with the event id,
 * in one transaction. A duplicate or concurrent delivery finds the id taken and does nothing; an
 * old event arriving late writes today's truth, which is already there.
 */
export async function handleStripeWebhook(ctx: Ctx, rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
  let event;
  try {
    event = await ctx.payments.verifyWebhook(rawBody, signature, ctx.now());
  } catch (error) {
    if (error instanceof WebhookRejected) {
      ctx.log.warn({ reason: error.message }, 'stripe webhook rejected');
      throw new AppError('BAD_REQUEST', 'Invalid webhook signature or payload.');
    }
    throw error;
  }
  if (!HANDLED_EVENTS.has(event.type)) {
    ctx.log.info({ eventId: event.id, type: event.type }, 'stripe webhook: unhandled type');
    return { received: true };
  }
  const subscriptionId = event.subscriptionId;
  const [row] = subscriptionId ? await ctx.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId)) : [];
  if (!subscriptionId || !row) {
    ctx.log.info({ eventId: event.id, type: event.type, subscriptionId }, 'stripe webhook: unknown subscription');
    return { received: true };
  }
  // Outside the transaction: a network call must not hold a database connection (or PGlite's only one).
  const remote = await callProvider(ctx, () => ctx.payments.retrieveSubscription(subscriptionId));
  if (!remote) {
    ctx.log.info({ eventId: event.id, subscriptionId }, 'stripe webhook: subscription unknown to Stripe');
    return { received: true };
  }

  const { remind, paid } = await ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeWebhookEvents.id });
    if (!fresh) return { remind: false, paid: false };
    const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, row.userId));
    // The user moved on (a newer subscription or lifetime access) while we were re-reading.
    if (!current || current.subscriptionId !== subscriptionId) return { remind: false, paid: false };
    await writeRemote(tx, row.userId, 'stripe', remote, ctx.now(), current);

    // A payment problem is recorded only while Stripe still shows it; an old failure after a later payment is ignored.
    if (
      (event.type === 'invoice.payment_failed' || event.type === 'invoice.payment_action_required') &&
      (TROUBLED.has(remote.status) || remote.needsConfirmation)
    ) {
      await tx
        .update(subscriptions)
        .set({ paymentIssue: event.type === 'invoice.payment_failed' ? 'payment_failed' : 'action_required' })
        .where(eq(subscriptions.userId, row.userId));
    }
    if (event.type === 'customer.subscription.trial_will_end' && remote.status === 'trialing') {
      // One reminder per subscription, however often Stripe says so.
      const claimed = await tx
        .update(subscriptions)
        .set({ trialReminderFor: subscriptionId })
        .where(and(eq(subscriptions.userId, row.userId), or(isNull(subscriptions.trialReminderFor), ne(subscriptions.trialReminderFor, subscriptionId))))
        .returning({ userId: subscriptions.userId });
      return { remind: claimed.length > 0, paid: false };
    }
    // Once per event id (the insert above): a replayed invoice.paid mails no second receipt.
    return { remind: false, paid: event.type === 'invoice.paid' };
  });
  ctx.log.info({ eventId: event.id, type: event.type, subscriptionId, status: remote.status }, 'stripe webhook handled');
  if (remind) await scheduleTrialReminder(ctx, row.userId, remote.trialEnd);
  if (paid) await ctx.jobs.send(receiptMailJob, { userId: row.userId, paidAt: ctx.now().toISOString() });
  return { received: true };
}
