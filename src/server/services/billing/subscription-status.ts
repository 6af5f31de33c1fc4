import type { UserRow } from '../../../db/schema';
import { isPremium, subscriptionNotice } from '../../../domain/billing/premium';
import type { TSubscriptionStatus } from '../../../shared/schemas/billing';
import type { Ctx } from '../../context';
import { currentSubscription, factsOf, trialStillDue } from './record';

/** A date as the user reads it, in their timezone ('December 23, 2026'). */
export function userDate(date: Date, timezone: string): string {
  try {
    return date.toLocaleDateString('en-US', { timeZone: timezone, year: 'numeric', month: 'long', day: 'numeric' });
  } catch {
    return date.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
  }
}

/** GET /api/subscription/status (issue 14.3): from our database, which create and webhooks keep in step with Stripe. */
export async function subscriptionStatus(ctx: Ctx, user: UserRow): Promise<TSubscriptionStatus> {
  const row = await currentSubscription(ctx, user.id);
  const facts = factsOf(row);
  const now = ctx.now();
  return {
    hasSubscription: isPremium(facts, now),
    subscriptionStatus: row?.status ?? null,
    trialEndDate: row?.trialEnd?.toISOString() ?? null,
    stripeSubscriptionId: row?.subscriptionId ?? null,
    notice: subscriptionNotice(facts, now, (d) => userDate(d, user.timezone)),
    // /subscribe promises a trial only to someone who will get one (issue 43.2).
    trialAvailable: await trialStillDue(ctx.db, user.id),
  };
}
