import { and, eq } from 'drizzle-orm';
import { clothingItems, type UserRow } from '../../../db/schema';
import type { Ctx } from '../../context';
import { findOwnedItem } from './item-dto';
import { deleteImageQuietly } from './stored-images';

/** DELETE /api/clothing-items/{id}: the row (and its wears, by cascade), then its photo file. */
export async function deleteItem(ctx: Ctx, user: UserRow, itemId: number): Promise<void> {
  const row = await findOwnedItem(ctx.db, user.id, itemId);
  const [deleted] = await ctx.db
    .delete(clothingItems)
    .where(and(eq(clothingItems.id, row.id), eq(clothingItems.userId, user.id)))
    .returning({ imageKey: clothingItems.imageKey });
  if (deleted) await deleteImageQuietly(ctx, deleted.imageKey);
}
