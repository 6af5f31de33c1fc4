import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { clothingItems, type UserRow } from '../../../db/schema';
import { CLOSET_FULL_MESSAGE, CLOSET_MAX_ITEMS } from '../../../shared/closet-constants';
import type { TClothingItem } from '../../../shared/schemas/closet';
import type { Ctx } from '../../context';
import { badRequest, notFound } from '../../errors';
import { getItemDto, liveItem } from './item-dto';

/**
 * DELETE /api/clothing-items/{id}: marks the item deleted. Its row, wears and photo stay, hidden
 * from every reader, so Undo (restoreItem) works from any process until the sweep purges them.
 */
export async function deleteItem(ctx: Ctx, user: UserRow, itemId: number): Promise<void> {
  const [deleted] = await ctx.db
    .update(clothingItems)
    .set({ deletedAt: ctx.now() })
    .where(and(eq(clothingItems.id, itemId), eq(clothingItems.userId, user.id), liveItem()))
    .returning({ id: clothingItems.id });
  // Another user's item, a missing one and one already deleted all answer alike; of two deletes at once one wins.
  if (!deleted) throw notFound('Clothing item not found');
}

/**
 * POST /api/clothing-items/{id}/restore (Undo): brings a deleted item back with its wears and photo.
 * Once purged (or never the user's) it is a 404; restoring a live item answers it unchanged.
 */
export async function restoreItem(ctx: Ctx, user: UserRow, itemId: number): Promise<TClothingItem> {
  await ctx.db.transaction(async (tx) => {
    // The same lock adding takes: a restore and an add at once cannot both fit under the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`closet:${user.id}`}, 0))`);
    const [row] = await tx
      .select({ deletedAt: clothingItems.deletedAt, sourceProductId: clothingItems.sourceProductId })
      .from(clothingItems)
      .where(and(eq(clothingItems.id, itemId), eq(clothingItems.userId, user.id)));
    if (!row) throw notFound('Clothing item not found');
    if (row.deletedAt === null) return;
    // Bought again since it was deleted ('I bought this' keeps one live piece per product): it comes back as a piece of
    // its own, no longer the product's, so the undo works and the other piece stays the product's.
    const [twin] = row.sourceProductId
      ? await tx
          .select({ id: clothingItems.id })
          .from(clothingItems)
          .where(and(eq(clothingItems.userId, user.id), eq(clothingItems.sourceProductId, row.sourceProductId), liveItem()))
      : [];
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(clothingItems)
      .where(and(eq(clothingItems.userId, user.id), liveItem()));
    if ((held?.n ?? 0) + 1 > CLOSET_MAX_ITEMS) throw badRequest(CLOSET_FULL_MESSAGE);
    await tx
      .update(clothingItems)
      .set(twin ? { deletedAt: null, sourceProductId: null } : { deletedAt: null })
      .where(and(eq(clothingItems.id, itemId), eq(clothingItems.userId, user.id), isNotNull(clothingItems.deletedAt)));
  });
  return getItemDto(ctx.db, user.id, itemId);
}
