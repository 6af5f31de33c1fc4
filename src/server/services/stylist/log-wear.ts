import { and, eq, inArray } from 'drizzle-orm';
import { clothingItems, clothingItemWears, type UserRow } from '../../../db/schema';
import type { TWearOutfitResponse, ZWearOutfitRequest } from '../../../shared/schemas/stylist';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { badRequest, notFound } from '../../errors';
import { userToday } from './dates';
import { liveItem } from '../closet/item-dto';

type WearInput = z.infer<typeof ZWearOutfitRequest>;

/**
 * POST /api/outfits/wear ('Wore this outfit'): one wear per item and day, so a double tap counts once.
 * Every item must be the user's own; otherwise nothing is written.
 */
export async function logOutfitWear(ctx: Ctx, user: UserRow, input: WearInput): Promise<TWearOutfitResponse> {
  const today = userToday(ctx.now(), user.timezone);
  const date = input.date ?? today;
  // ISO dates compare correctly as strings.
  if (date > today) throw badRequest('You can only log wears up to today', 'date');
  const itemIds = [...new Set(input.itemIds)];
  const owned = await ctx.db
    .select({ id: clothingItems.id })
    .from(clothingItems)
    .where(and(eq(clothingItems.userId, user.id), inArray(clothingItems.id, itemIds), liveItem()));
  if (owned.length !== itemIds.length) throw notFound('Clothing item not found');
  const inserted = await ctx.db
    .insert(clothingItemWears)
    .values(itemIds.map((itemId) => ({ itemId, userId: user.id, wornOn: date })))
    .onConflictDoNothing()
    .returning({ id: clothingItemWears.id });
  return { date, itemIds, logged: inserted.length, wearIds: inserted.map((w) => w.id) };
}
