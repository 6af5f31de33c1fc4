import { inIds } from '../../../db/id-list';
import { closetItemFromDto } from '../../../domain/stylist/item-from-dto';
import { and, eq } from 'drizzle-orm';
import { clothingItems, type ClothingItemRow } from '../../../db/schema';
import { closetWithWear, liveItem, toItemDto, wearStats } from '../closet/item-dto';
import type { ClosetItem } from '../../../domain/stylist';
import type { TClothingItem } from '../../../shared/schemas/closet';
import type { Db } from '../../../db/client';
import type { Ctx } from '../../context';

/** One closet item as the stylist sees it: the API shape, plus the raw row for the engine. */
export interface StylistItem {
  dto: TClothingItem;
  row: ClothingItemRow;
}

function prepareClosetQuery(db: Db) {
  return closetWithWear(db).orderBy(clothingItems.id).prepare('stylist_closet');
}

// Every stylist call reads the closet: prepared once per database, it costs a quarter as much on PGlite.
const closetQueries = new WeakMap<Db, ReturnType<typeof prepareClosetQuery>>();

/**
 * The signed-in user's closet with wear counts, straight from the tables: the stylist never trusts
 * a closet sent by the client, and never reads another user's rows.
 */
export async function loadCloset(ctx: Pick<Ctx, 'db'>, userId: number): Promise<StylistItem[]> {
  let query = closetQueries.get(ctx.db);
  if (!query) closetQueries.set(ctx.db, (query = prepareClosetQuery(ctx.db)));
  return (await query.execute({ userId })).map(toStylistItem);
}

type ClosetRow = { item: ClothingItemRow; timesWorn: number | null; lastWornOn: string | null };
const toStylistItem = (r: ClosetRow): StylistItem => ({
  dto: toItemDto({ item: r.item, timesWorn: Number(r.timesWorn ?? 0), lastWornOn: r.lastWornOn ?? null }),
  row: r.item,
});

/** Many users' closets in one query (the daily texts compose a batch at a time), each in loadCloset's order. */
export async function loadClosets(ctx: Pick<Ctx, 'db'>, userIds: readonly number[]): Promise<Map<number, StylistItem[]>> {
  const closets = new Map<number, StylistItem[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return closets;
  const stats = wearStats(ctx.db, userIds);
  const rows = await ctx.db
    .select({ item: clothingItems, timesWorn: stats.timesWorn, lastWornOn: stats.lastWornOn })
    .from(clothingItems)
    .leftJoin(stats, eq(stats.itemId, clothingItems.id))
    .where(and(inIds(clothingItems.userId, [...userIds]), liveItem()))
    .orderBy(clothingItems.id);
  for (const r of rows) closets.get(r.item.userId)?.push(toStylistItem(r));
  return closets;
}

/** The engine infers formality and warmth itself when the user left them empty, so it gets the raw values. */
export function toEngineItem({ dto, row }: StylistItem): ClosetItem {
  return { ...closetItemFromDto(dto), material: row.material, formality: row.formality, warmth: row.warmth };
}
