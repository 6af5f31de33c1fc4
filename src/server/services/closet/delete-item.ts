import { and, eq } from 'drizzle-orm';
import { clothingItems, type UserRow } from '../../../db/schema';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';
import { findOwnedItem } from './item-dto';
import { deleteImageQuietly } from './stored-images';

/** DELETE /api/clothing-items/{id}: the row (and its wears, by cascade), then its photo file. */
export async function deleteItem(ctx: Ctx, user: UserRow, itemId: number): Promise<void> {
  const row = await findOwnedItem(ctx.db, user.id, itemId);
  const [deleted] = await ctx.db
    .delete(clothingItems)
    .where(and(eq(clothingItems.id, row.id), eq(clothingItems.userId, user.id)))
    .returning({ imageKey: clothingItems.imageKey });
  // Two deletes at once both find the row; only the one whose DELETE removed it succeeds. On
  // PGlite they run one after the other and the second finds nothing: PostgreSQL now answers alike.
  if (!deleted) throw notFound('Clothing item not found');
  await deleteImageQuietly(ctx, deleted.imageKey);
}
