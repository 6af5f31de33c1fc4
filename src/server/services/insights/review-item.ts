import { eq } from 'drizzle-orm';
import { clothingItems, itemReviews, type UserRow } from '../../../db/schema';
import { addDays } from '../../../domain/calendar';
import { IDLE_DAYS, letGoNotes } from '../../../domain/insights';
import type { TItemReviewRequest, TItemReviewResponse } from '../../../shared/schemas/insights';
import type { Ctx } from '../../context';
import { findOwnedItem, selectItemsWithStats } from '../closet/item-dto';
import { userToday } from '../stylist/dates';

/**
 * Keep, store or let go (issue 44 point 3). Keep: not offered again for another 90 days. Store
 * and let go archive the piece (the closet's own 'archived' status: the engine and the gap model
 * already leave archived pieces out, and setting it back to active undoes either). One row per
 * piece holds the latest choice.
 */
export async function reviewItem(ctx: Pick<Ctx, 'db' | 'now'>, user: UserRow, input: TItemReviewRequest): Promise<TItemReviewResponse> {
  const item = await findOwnedItem(ctx.db, user.id, input.itemId);
  const today = userToday(ctx.now(), user.timezone);
  const [stats] = await selectItemsWithStats(ctx.db, user.id, item.id);
  const route = input.decision === 'let-go' ? input.route! : null;
  const note = route ? letGoNotes({ name: item.name, priceCents: item.priceCents, timesWorn: stats?.timesWorn ?? 0 })[route] : null;
  const keepUntil = input.decision === 'keep' ? addDays(today, IDLE_DAYS) : null;
  const status = input.decision === 'keep' ? item.status : 'archived';
  await ctx.db.transaction(async (tx) => {
    const values = { userId: user.id, itemId: item.id, decision: input.decision, route, note, decidedOn: today, keepUntil };
    await tx
      .insert(itemReviews)
      .values(values)
      .onConflictDoUpdate({ target: itemReviews.itemId, set: { ...values, createdAt: ctx.now() } });
    if (status !== item.status) await tx.update(clothingItems).set({ status }).where(eq(clothingItems.id, item.id));
  });
  return { itemId: item.id, decision: input.decision, route, note, keepUntil, status };
}
