import type { UserRow } from '../../../db/schema';
import type { TClothingItem } from '../../../shared/schemas/closet';
import type { Ctx } from '../../context';
import { selectItemsWithStats, toItemDto } from './item-dto';

/** GET /api/clothing-items/{userId}: the whole closet, newest first, with wear statistics. */
export async function listItems(ctx: Pick<Ctx, 'db'>, user: UserRow): Promise<TClothingItem[]> {
  return (await selectItemsWithStats(ctx.db, user.id)).map(toItemDto);
}
