import { and, eq, isNull } from 'drizzle-orm';
import type { SubscriptionOffer } from '../../../adapters/payments';
import { promoCodes, type PromoCodeRow } from '../../../db/schema';
import { addMonths, termsKey } from '../../../shared/promo-offer';
import type { Ctx } from '../../context';
import { callProvider } from './provider-call';

/** Stripe's coupon and promotion code for a percent-off code, made once per set of terms and kept on the row. */
export async function ensureDiscount(ctx: Ctx, row: PromoCodeRow): Promise<PromoCodeRow> {
  if (row.kind !== 'percent_off' || row.stripePromotionCodeId) return row;
  const made = await callProvider(ctx, () =>
    ctx.payments.createDiscount(
      { promoCodeId: row.id, code: row.code, percentOff: row.percentOff!, durationMonths: row.durationMonths },
      `promo:${row.id}:${termsKey(row)}:${row.updatedAt.getTime()}`,
    ),
  );
  // Kept only while the terms are the ones it was made for; an edit meanwhile clears them instead.
  const [stored] = await ctx.db
    .update(promoCodes)
    .set({ stripeCouponId: made.couponId, stripePromotionCodeId: made.promotionCodeId })
    .where(and(eq(promoCodes.id, row.id), eq(promoCodes.updatedAt, row.updatedAt), isNull(promoCodes.stripePromotionCodeId)))
    .returning();
  return stored ?? { ...row, stripeCouponId: made.couponId, stripePromotionCodeId: made.promotionCodeId };
}

/**
 * The provider's terms for an attempt made with a code: the discount, or free months counted from
 * the attempt's own creation (so a retry sends the same parameters under the same Idempotency-Key).
 */
export async function offerForAttempt(ctx: Ctx, attempt: { promoCodeId: number | null; createdAt: Date }): Promise<SubscriptionOffer | null> {
  if (attempt.promoCodeId === null) return null;
  const [found] = await ctx.db.select().from(promoCodes).where(eq(promoCodes.id, attempt.promoCodeId));
  if (!found) return null;
  if (found.kind === 'free_months') return { freeUntil: addMonths(attempt.createdAt, found.freeMonths!) };
  if (found.kind !== 'percent_off') return null;
  const row = await ensureDiscount(ctx, found);
  return { discount: { promotionCodeId: row.stripePromotionCodeId!, percentOff: row.percentOff!, durationMonths: row.durationMonths } };
}
