import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { promoCodes, promoRedemptions } from '../../../db/schema';
import type { Tx } from './record';

/**
 * Claims one use of a promo code for a person, inside the caller's transaction: a use is taken only
 * while the code is active, unexpired and not used up, and a person redeems a code once. Null when
 * either fails; the caller's transaction then rolls the claimed use back with its refusal.
 */
export async function claimPromoUse(tx: Tx, which: SQL | undefined, userId: number, now: Date): Promise<number | null> {
  const [claimed] = await tx
    .update(promoCodes)
    .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
    .where(
      and(
        which,
        eq(promoCodes.isActive, true),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, now)),
        or(isNull(promoCodes.maxRedemptions), lt(promoCodes.redemptions, promoCodes.maxRedemptions)),
      ),
    )
    .returning({ id: promoCodes.id });
  if (!claimed) return null;
  const [redemption] = await tx
    .insert(promoRedemptions)
    .values({ promoCodeId: claimed.id, userId })
    .onConflictDoNothing()
    .returning({ id: promoRedemptions.id });
  return redemption ? claimed.id : null;
}
