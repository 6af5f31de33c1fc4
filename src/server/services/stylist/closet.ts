import { eq, sql } from 'drizzle-orm';
import { clothingItems, type ClothingItemRow } from '../../../db/schema';
import { toItemDto, wearStats } from '../closet/item-dto';
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
  const stats = wearStats(db, sql.placeholder('userId'));
  return db
    .select({ item: clothingItems, timesWorn: stats.timesWorn, lastWornOn: stats.lastWornOn })
    .from(clothingItems)
    .leftJoin(stats, eq(stats.itemId, clothingItems.id))
    .where(eq(clothingItems.userId, sql.placeholder('userId')))
    .orderBy(clothingItems.id)
    .prepare('stylist_closet');
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
  const rows = await query.execute({ userId });
  return rows.map((r) => {
    const dto = toItemDto({ item: r.item, timesWorn: Number(r.timesWorn ?? 0), lastWornOn: r.lastWornOn ?? null });
    const item = r.item;
    return { dto, row: item };
  });
}

/** The engine infers formality and warmth itself when the user left them empty, so it gets the raw values. */
export function toEngineItem({ dto, row }: StylistItem): ClosetItem {
  return {
    id: dto.id,
    name: dto.name,
    brand: dto.brand,
    category: dto.category,
    subcategory: dto.subcategory,
    color: dto.color,
    season: dto.season,
    material: row.material,
    formality: row.formality,
    warmth: row.warmth,
    status: dto.status,
    lastWornOn: dto.lastWornOn,
    timesWorn: dto.timesWorn,
  };
}
