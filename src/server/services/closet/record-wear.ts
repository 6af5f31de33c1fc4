import { and, eq } from 'drizzle-orm';
import { clothingItemWears, type UserRow } from '../../../db/schema';
import { localDate } from '../../../domain/closet';
import type { TClothingItem } from '../../../shared/schemas/closet';
import type { Ctx } from '../../context';
import { badRequest } from '../../errors';
import { findOwnedItem, getItemDto } from './item-dto';

/** POST /api/clothing-items/{id}/wear: one wear per item per day, so a double tap or a retry counts once. */
export async function recordWear(ctx: Ctx, user: UserRow, itemId: number, date: string | undefined): Promise<TClothingItem> {
  const item = await findOwnedItem(ctx.db, user.id, itemId);
  const today = localDate(ctx.now(), user.timezone);
  const wornOn = date ?? today;
  // ISO dates compare correctly as strings.
  if (wornOn > today) throw badRequest('You can only log wears up to today', 'date');
  await ctx.db.insert(clothingItemWears).values({ itemId: item.id, userId: user.id, wornOn }).onConflictDoNothing();
  return getItemDto(ctx.db, user.id, item.id);
}

/** DELETE /api/clothing-items/{id}/wear/{date}: undoes a wear logged by mistake. */
export async function removeWear(ctx: Ctx, user: UserRow, itemId: number, date: string): Promise<TClothingItem> {
  const item = await findOwnedItem(ctx.db, user.id, itemId);
  await ctx.db.delete(clothingItemWears).where(and(eq(clothingItemWears.itemId, item.id), eq(clothingItemWears.wornOn, date)));
  return getItemDto(ctx.db, user.id, item.id);
}
