import { and, eq, sql } from 'drizzle-orm';
import { promoCodes, promoRedemptions, subscriptions, type UserRow } from '../../../db/schema';
import { blocksNewSubscription } from '../../../domain/billing/premium';
import type { TCreateSubscriptionResponse } from '../../../shared/schemas/billing';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { promoCodeByText, subscribeWithOffer } from './promo-offer';
import { claimPromoUse } from './promo-claim';
import { currentSubscription, factsOf } from './record';

const INVALID = 'Please check your promo code and try again.';

class Refused extends Error {}

/**
 * POST /api/create-subscription with {promoCode} (issue 14.2): a valid lifetime code gives lifetime access
 * (status active, no trial end, no Stripe id: spec 2.13). One transaction claims a use of the code,
 * records the user's redemption (unique per user and code) and writes the access, so two
 * concurrent redemptions of a code's last use cannot both succeed. No payment provider call.
 */
export async function redeemPromoCode(ctx: Ctx, user: UserRow, rawCode: string): Promise<TCreateSubscriptionResponse> {
  const code = rawCode.trim();
  if (!code) throw new AppError('VALIDATION_ERROR', 'Please enter a promo code', 'promoCode');
  // A percent-off or free-months code makes a subscription with its terms (ADR 0117); lifetime codes go on as before.
  const found = await promoCodeByText(ctx, code);
  if (found && found.kind !== 'lifetime') return subscribeWithOffer(ctx, user, found);
  const [redeemed] = await ctx.db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
    .where(and(eq(promoRedemptions.userId, user.id), sql`lower(${promoCodes.code}) = lower(${code})`));
  if (redeemed) return { success: false, isLifetimeFree: false, message: 'You have already used this promo code.' };
  // A paying subscriber or a lifetime member gains nothing from a code; a second plan would be billed twice.
  if (blocksNewSubscription(factsOf(await currentSubscription(ctx, user.id)))) throw new AppError('CONFLICT', 'Already Subscribed');

  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      // The use is claimed only while the code is active, unexpired and not used up; a second use by the same person rolls back.
      const which = and(sql`lower(${promoCodes.code}) = lower(${code})`, eq(promoCodes.lifetimeFree, true), eq(promoCodes.kind, 'lifetime'));
      if ((await claimPromoUse(tx, which, user.id, now)) === null) throw new Refused();
      const lifetime = {
        provider: 'promo' as const,
        status: 'active',
        lifetime: true,
        subscriptionId: null,
        trialEnd: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        awaitingConfirmation: false,
        pastDueSince: null,
        paymentIssue: null,
        updatedAt: now,
      };
      await tx
        .insert(subscriptions)
        .values({ userId: user.id, ...lifetime })
        .onConflictDoUpdate({ target: subscriptions.userId, set: lifetime });
    });
  } catch (error) {
    if (error instanceof Refused) return { success: false, isLifetimeFree: false, message: INVALID };
    throw error;
  }
  ctx.log.info({ userId: user.id }, 'promo code redeemed: lifetime access');
  return { success: true, isLifetimeFree: true };
}
