import { inIds } from '../../../db/id-list';
import { and, desc, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clothingItems, clothingItemWears, type ClothingItemRow } from '../../../db/schema';
import { centsToDollars, costPerWear, inferFormality } from '../../../domain/closet';
import type { TClothingItem } from '../../../shared/schemas/closet';
import { notFound } from '../../errors';

/**
 * The condition every reader of clothing_items adds: a deleted item (kept for Undo until the
 * sweep purges it) is invisible everywhere except to restore and the purge.
 */
export const liveItem = () => isNull(clothingItems.deletedAt);

export interface ItemWithStats {
  item: ClothingItemRow;
  timesWorn: number;
  lastWornOn: string | null;
}

/**
 * Wear statistics per item of one user, as a subquery to join: aggregated with the
 * (user_id, worn_on) index, never counted item by item. `userId` may be a value or a placeholder.
 */
/**
 * A user's live pieces with their wear statistics, the user a placeholder ('userId'): the closet page
 * and the stylist each order it their way and prepare it once per database.
 */
export function closetWithWear(db: Db) {
  const stats = wearStats(db, sql.placeholder('userId'));
  return db
    .select({ item: clothingItems, timesWorn: stats.timesWorn, lastWornOn: stats.lastWornOn })
    .from(clothingItems)
    .leftJoin(stats, eq(stats.itemId, clothingItems.id))
    .where(and(eq(clothingItems.userId, sql.placeholder('userId')), liveItem()));
}

export function wearStats(db: Db, userId: number | Placeholder | readonly number[]) {
  return db
    .select({
      itemId: clothingItemWears.itemId,
      timesWorn: sql<number>`count(*)::int`.as('times_worn'),
      // ::text because node-postgres would turn a bare date into a JS Date at local midnight.
      lastWornOn: sql<string>`max(${clothingItemWears.wornOn})::text`.as('last_worn_on'),
    })
    .from(clothingItemWears)
    .where(Array.isArray(userId) ? inIds(clothingItemWears.userId, userId) : eq(clothingItemWears.userId, userId as number | Placeholder))
    .groupBy(clothingItemWears.itemId)
    .as('stats');
}

/** Items with their wear statistics in one query. */
export async function selectItemsWithStats(db: Db, userId: number, itemId?: number): Promise<ItemWithStats[]> {
  const stats = wearStats(db, userId);
  const rows = await db
    .select({ item: clothingItems, timesWorn: stats.timesWorn, lastWornOn: stats.lastWornOn })
    .from(clothingItems)
    .leftJoin(stats, eq(stats.itemId, clothingItems.id))
    .where(and(eq(clothingItems.userId, userId), liveItem(), itemId === undefined ? undefined : eq(clothingItems.id, itemId)))
    .orderBy(desc(clothingItems.addedAt), desc(clothingItems.id));
  return rows.map((r) => ({ item: r.item, timesWorn: Number(r.timesWorn ?? 0), lastWornOn: r.lastWornOn ?? null }));
}

export function toItemDto({ item, timesWorn, lastWornOn }: ItemWithStats): TClothingItem {
  return {
    id: item.id,
    userId: item.userId,
    name: item.name,
    brand: item.brand,
    category: item.category,
    subcategory: item.subcategory,
    subcategoryAsWritten: item.subcategoryAsWritten,
    color: item.color,
    size: item.size,
    season: item.season,
    imageUrl: item.imageUrl,
    material: item.material,
    // Rows written elsewhere (the SMS photo flow) may leave it empty: the answer is never empty.
    formality: item.formality ?? inferFormality(item),
    warmth: item.warmth,
    price: item.priceCents === null ? null : centsToDollars(item.priceCents),
    status: item.status,
    addedAt: item.addedAt.toISOString(),
    timesWorn,
    lastWornOn,
    costPerWear: costPerWear(item.priceCents, timesWorn),
  };
}

export async function getItemDto(db: Db, userId: number, itemId: number): Promise<TClothingItem> {
  const [row] = await selectItemsWithStats(db, userId, itemId);
  if (!row) throw notFound('Clothing item not found');
  return toItemDto(row);
}

/** Another user's item answers exactly like a missing one. */
export async function findOwnedItem(db: Db, userId: number, itemId: number): Promise<ClothingItemRow> {
  const [row] = await db
    .select()
    .from(clothingItems)
    .where(and(eq(clothingItems.id, itemId), eq(clothingItems.userId, userId), liveItem()))
    .limit(1);
  if (!row) throw notFound('Clothing item not found');
  return row;
}
