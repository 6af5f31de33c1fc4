import { and, asc, eq, sql } from 'drizzle-orm';
import { promoCodes, type PromoCodeRow } from '../../../db/schema';
import type { ZPromoCodeInput } from '../../../shared/schemas/billing';
import { type TPromoCode } from '../../../shared/schemas/billing';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';

type PromoInput = z.output<typeof ZPromoCodeInput>;

const toDto = (row: PromoCodeRow): TPromoCode => ({
  id: row.id,
  code: row.code,
  description: row.description,
  kind: row.kind,
  percentOff: row.percentOff,
  durationMonths: row.durationMonths,
  freeMonths: row.freeMonths,
  lifetimeFree: row.kind === 'lifetime' && row.lifetimeFree,
  maxRedemptions: row.maxRedemptions,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  isActive: row.isActive,
  redemptions: row.redemptions,
  createdAt: row.createdAt.toISOString(),
});

const fields = (input: PromoInput) => ({
  code: input.code,
  description: input.description,
  kind: input.kind,
  percentOff: input.percentOff,
  durationMonths: input.durationMonths,
  freeMonths: input.freeMonths,
  // An old code saved with lifetime free off gives nothing; it stays so until the operator picks a kind again.
  lifetimeFree: input.kind === 'lifetime' ? (input.lifetimeFree ?? true) : false,
  maxRedemptions: input.maxRedemptions,
  expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
  isActive: input.isActive,
});

/** Codes are unique whatever their case: the unique index on lower(code) decides, so two operators cannot race past it. */
async function uniquely<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
    if (cause === '23505') throw new AppError('CONFLICT', `A promo code "${code}" already exists (codes ignore case).`, 'code');
    throw error;
  }
}

export async function listPromoCodes(ctx: Ctx): Promise<TPromoCode[]> {
  return (await ctx.db.select().from(promoCodes).orderBy(asc(promoCodes.id))).map(toDto);
}

export async function createPromoCode(ctx: Ctx, input: PromoInput): Promise<TPromoCode> {
  const [row] = await uniquely(input.code, () => ctx.db.insert(promoCodes).values(fields(input)).returning());
  return toDto(row!);
}

/**
 * New terms need new Stripe objects (a coupon's discount cannot change, nor a promotion code's
 * code): the stored ids are cleared when the code, the kind or its numbers change, and the next redemption makes fresh ones.
 */
export async function updatePromoCode(ctx: Ctx, id: number, input: PromoInput): Promise<TPromoCode> {
  const f = fields(input);
  const sameTerms = and(
    eq(promoCodes.code, f.code),
    eq(promoCodes.kind, f.kind),
    sql`${promoCodes.percentOff} is not distinct from ${f.percentOff}`,
    sql`${promoCodes.durationMonths} is not distinct from ${f.durationMonths}`,
    sql`${promoCodes.freeMonths} is not distinct from ${f.freeMonths}`,
  );
  const [row] = await uniquely(input.code, () =>
    ctx.db
      .update(promoCodes)
      .set({
        ...f,
        stripeCouponId: sql`case when ${sameTerms} then ${promoCodes.stripeCouponId} end`,
        stripePromotionCodeId: sql`case when ${sameTerms} then ${promoCodes.stripePromotionCodeId} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(promoCodes.id, id))
      .returning(),
  );
  if (!row) throw new AppError('NOT_FOUND', 'Promo code not found');
  return toDto(row);
}

/** Deleting a code keeps the access it already gave (redemptions go, lifetime rows stay). */
export async function deletePromoCode(ctx: Ctx, id: number): Promise<void> {
  const deleted = await ctx.db.delete(promoCodes).where(eq(promoCodes.id, id)).returning({ id: promoCodes.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Promo code not found');
}

/** Embedded mode's demo code (issue 14.5): created once, printed at start; never in production (config.demoPromoCode). */
export const DEMO_PROMO_CODE = 'WEARWISE-DEMO';
export async function seedDemoPromoCode(ctx: Pick<Ctx, 'db'>, config: { demoPromoCode: boolean }): Promise<string | null> {
  if (!config.demoPromoCode) return null;
  await ctx.db
    .insert(promoCodes)
    .values({ code: DEMO_PROMO_CODE, description: 'Demo: lifetime access for anyone trying the product locally', lifetimeFree: true })
    .onConflictDoNothing();
  return DEMO_PROMO_CODE;
}
