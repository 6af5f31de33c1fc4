import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { clothingItems, clothingItemWears, savedLooks, type UserRow } from '../../../db/schema';
import { itemLooks, wornDays, type LookSource } from '../../../domain/closet';
import { ITEM_LOOKS_MAX, ITEM_WEARS_MAX, type TClothingItemDetails, type TLookPiece } from '../../../shared/schemas/closet';
import type { Ctx } from '../../context';
import { getItemDto, liveItem } from './item-dto';

/**
 * GET /api/clothing-items/{id}/details: the item page in one call: the item with its wear
 * statistics, the days it was worn, and the looks (saved, or worn together) it was part of.
 * Another user's item, or a deleted one, is a 404 like a missing one.
 */
export async function itemDetails(ctx: Pick<Ctx, 'db'>, user: UserRow, itemId: number): Promise<TClothingItemDetails> {
  const item = await getItemDto(ctx.db, user.id, itemId);
  const [ownWears, saved] = await Promise.all([
    ctx.db
      .select({ wornOn: clothingItemWears.wornOn })
      .from(clothingItemWears)
      .where(and(eq(clothingItemWears.itemId, itemId), eq(clothingItemWears.userId, user.id)))
      .orderBy(desc(clothingItemWears.wornOn)),
    ctx.db
      .select({ itemIds: savedLooks.itemIds, sourceDate: savedLooks.sourceDate, createdAt: savedLooks.createdAt })
      .from(savedLooks)
      // jsonb containment: the looks holding this id, found without reading every look.
      .where(and(eq(savedLooks.userId, user.id), sql`${savedLooks.itemIds} @> ${JSON.stringify([itemId])}::jsonb`))
      .orderBy(desc(savedLooks.createdAt))
      .limit(ITEM_LOOKS_MAX * 2),
  ]);
  // Only the most recent days can make the list: a piece worn daily for years reads a bounded slice.
  const days = ownWears.slice(0, ITEM_LOOKS_MAX * 2).map((w) => w.wornOn);
  const sameDayWears = days.length
    ? await ctx.db
        .select({ itemId: clothingItemWears.itemId, wornOn: clothingItemWears.wornOn })
        .from(clothingItemWears)
        .where(and(eq(clothingItemWears.userId, user.id), inArray(clothingItemWears.wornOn, days)))
        .orderBy(clothingItemWears.id)
    : [];
  const sources: LookSource[] = [
    ...wornDays(itemId, sameDayWears),
    ...saved.map((s) => ({ kind: 'saved' as const, date: s.sourceDate, itemIds: s.itemIds, sortKey: s.sourceDate ?? s.createdAt.toISOString().slice(0, 10) })),
  ];
  const mentioned = [...new Set(sources.flatMap((s) => s.itemIds))];
  const pieces = mentioned.length
    ? await ctx.db
        .select({ id: clothingItems.id, name: clothingItems.name, category: clothingItems.category, imageUrl: clothingItems.imageUrl })
        .from(clothingItems)
        .where(and(eq(clothingItems.userId, user.id), inArray(clothingItems.id, mentioned), liveItem()))
    : [];
  const byId = new Map<number, TLookPiece>(pieces.map((p) => [p.id, p]));
  const looks = itemLooks(itemId, sources, new Set(byId.keys()), ITEM_LOOKS_MAX).map((l) => ({
    kind: l.kind,
    date: l.date,
    pieces: l.itemIds.map((id) => byId.get(id)!),
  }));
  return { item, wornOn: ownWears.slice(0, ITEM_WEARS_MAX).map((w) => w.wornOn), looks };
}
