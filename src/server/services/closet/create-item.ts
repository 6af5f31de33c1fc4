import type { UserRow } from '../../../db/schema';
import type { TClothingItem, TCreateClothingItemRequest } from '../../../shared/schemas/closet';
import type { Ctx } from '../../context';
import { insertItems } from './insert-items';

/** POST /api/clothing-items: the owner is the signed-in user, whatever userId the body carries. */
export async function createItem(ctx: Ctx, user: UserRow, input: TCreateClothingItemRequest): Promise<TClothingItem> {
  const [item] = await insertItems(ctx, user, [input], () => 'imageUrl');
  return item!;
}
