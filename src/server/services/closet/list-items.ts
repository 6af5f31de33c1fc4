import { desc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clothingItems, type UserRow } from '../../../db/schema';
import type { TClothingItem } from '../../../shared/schemas/closet';
import type { Ctx } from '../../context';
import { closetWithWear, toItemDto } from './item-dto';

/**
 * The closet page's one query, newest first (clothing_items_user_idx gives the order), with wear
 * statistics. Built and prepared once per database: building it each time cost more than running
 * it for a small closet (issue 45's profile).
 */
export function prepareList(db: Db) {
  return closetWithWear(db).orderBy(desc(clothingItems.addedAt), desc(clothingItems.id)).prepare('closet_list');
}

const lists = new WeakMap<Db, ReturnType<typeof prepareList>>();

/** GET /api/clothing-items/{userId}: the whole closet, newest first, with wear statistics. */
export async function listItems(ctx: Pick<Ctx, 'db'>, user: UserRow): Promise<TClothingItem[]> {
  let list = lists.get(ctx.db);
  if (!list) lists.set(ctx.db, (list = prepareList(ctx.db)));
  const rows = await list.execute({ userId: user.id });
  return rows.map((r) => toItemDto({ item: r.item, timesWorn: Number(r.timesWorn ?? 0), lastWornOn: r.lastWornOn ?? null }));
}
