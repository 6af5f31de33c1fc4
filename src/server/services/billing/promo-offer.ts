import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { promoCodes, promoRedemptions, subscriptionAttempts, type PromoCodeRow, type UserRow } from '../../../db/schema';
import { blocksNewSubscription } from '../../../domain/billing/premium';
import { describeTerms, discountedCents, PREMIUM_PRICE_CENTS, promoRefusal, refusalMessage } from '../../../shared/promo-offer';
import type { TCreateSubscriptionResponse, TPromoOffer } from '../../../shared/schemas/billing';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { createSubscription } from './create-subscription';
import { ensureDiscount } from './promo-discount';
import { callProvider } from './provider-call';
import { claimPromoUse } from './promo-claim';
import { currentSubscription, factsOf, subscriptionOf, trialStillDue, writeRemote } from './record';

const UNKNOWN = 'Please check your promo code and try again.';
export const ALREADY_USED = 'You have already used this promo code.';

/** A code by its text, whatever its case. */
export async function promoCodeByText(ctx: Pick<Ctx, 'db'>, raw: string): Promise<PromoCodeRow | null> {
  const code = raw.trim();
  const [row] = await ctx.db
    .select()
    .from(promoCodes)
    .where(sql`lower(${promoCodes.code}) = lower(${code})`);
  return row ?? null;
}

const alreadyRedeemed = async (ctx: Pick<Ctx, 'db'>, userId: number, promoCodeId: number) =>
  (
    await ctx.db
      .select({ id: promoRedemptions.id })
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.userId, userId), eq(promoRedemptions.promoCodeId, promoCodeId)))
  ).length > 0;

export const offerOf = (row: PromoCodeRow): TPromoOffer => ({
  code: row.code,
  kind: row.kind,
  percentOff: row.percentOff,
  durationMonths: row.durationMonths,
  freeMonths: row.freeMonths,
  priceCents: row.kind === 'percent_off' ? discountedCents(PREMIUM_PRICE_CENTS, row.percentOff ?? 0) : PREMIUM_PRICE_CENTS,
  fullPriceCents: PREMIUM_PRICE_CENTS,
  summary: describeTerms(row, PREMIUM_PRICE_CENTS),
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** The reasons a code cannot be used by this person now, as a 4xx with a plain message. */
function refuse(row: PromoCodeRow | null, now: Date): never {
  if (!row || (row.kind === 'lifetime' && !row.lifetimeFree)) throw new AppError('NOT_FOUND', UNKNOWN, 'promoCode');
  const refusal = promoRefusal(row, now);
  if (refusal === 'inactive') throw new AppError('NOT_FOUND', UNKNOWN, 'promoCode');
  throw new AppError('UNPROCESSABLE', refusal ? refusalMessage(refusal, row.expiresAt) : UNKNOWN, 'promoCode');
}

/**
 * POST /api/promo-code/check (ADR 0117): what a code would give, read-only, so the subscribe page
 * can show the price before anything is charged. Unknown or inactive: 404; expired or used up: 422
 * naming why (an expiry with its year); already used by this person: 409.
 */
export async function checkPromoCode(ctx: Ctx, user: UserRow, raw: string): Promise<TPromoOffer> {
  const row = await promoCodeByText(ctx, raw);
  if (!row || promoRefusal(row, ctx.now()) || (row.kind === 'lifetime' && !row.lifetimeFree)) refuse(row, ctx.now());
  if (await alreadyRedeemed(ctx, user.id, row.id)) throw new AppError('CONFLICT', ALREADY_USED, 'promoCode');
  return offerOf(row);
}

class Refused extends Error {}

/**
 * POST /api/create-subscription with a percent-off or free-months code (ADR 0117): claims one use
 * (active, unexpired, not used up, once per person: one transaction, as for lifetime codes) and
 * makes the subscription with the code's terms. A subscription the page made earlier that still
 * waits for its card is cancelled and replaced, keeping its trial. Refusals are 4xx with the reason
 * and change nothing. A retry after a lost answer finishes the same attempt.
 */
export async function subscribeWithOffer(ctx: Ctx, user: UserRow, row: PromoCodeRow): Promise<TCreateSubscriptionResponse> {
  const [open] = await ctx.db
    .select()
    .from(subscriptionAttempts)
    .where(and(eq(subscriptionAttempts.userId, user.id), eq(subscriptionAttempts.state, 'open')));
  if (open?.promoCodeId === row.id) return { success: true, isLifetimeFree: false, offer: offerOf(row), ...(await createSubscription(ctx, user)) };
  if (await alreadyRedeemed(ctx, user.id, row.id)) throw new AppError('CONFLICT', ALREADY_USED, 'promoCode');
  const now = ctx.now();
  if (promoRefusal(row, now)) refuse(row, now);
  const current = await currentSubscription(ctx, user.id);
  if (blocksNewSubscription(factsOf(current))) throw new AppError('CONFLICT', 'Already Subscribed');
  // The provider's discount first: a failure here has claimed nothing.
  await ensureDiscount(ctx, row);

  if (open?.subscriptionId && current?.subscriptionId === open.subscriptionId && current.awaitingConfirmation) {
    const remote = await callProvider(ctx, () => ctx.payments.cancelSubscription(open.subscriptionId!, 'now', `${open.key}:replaced`));
    if (remote) await writeRemote(ctx.db, user.id, ctx.payments.kind, remote, now, await subscriptionOf(ctx.db, user.id));
  }

  try {
    await ctx.db.transaction(async (tx) => {
      if ((await claimPromoUse(tx, and(eq(promoCodes.id, row.id), eq(promoCodes.kind, row.kind)), user.id, now)) === null) throw new Refused();
      // The earlier attempt (if any) gives way; the new one keeps its trial standing.
      if (open) await tx.update(subscriptionAttempts).set({ state: 'closed' }).where(eq(subscriptionAttempts.id, open.id));
      const earlierTrial = open ? open.withTrial : await trialStillDue(tx, user.id);
      await tx.insert(subscriptionAttempts).values({
        userId: user.id,
        key: randomUUID(),
        withTrial: earlierTrial,
        promoCodeId: row.id,
        customerId: open?.customerId ?? current?.customerId ?? null,
        createdAt: now,
      });
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    if (await alreadyRedeemed(ctx, user.id, row.id)) throw new AppError('CONFLICT', ALREADY_USED, 'promoCode');
    refuse(await promoCodeByText(ctx, row.code), ctx.now());
  }
  ctx.log.info({ userId: user.id, kind: row.kind }, 'promo code redeemed: subscription with an offer');
  return { success: true, isLifetimeFree: false, offer: offerOf(row), ...(await createSubscription(ctx, user)) };
}
