import type { UserRow } from '../../../db/schema';
import type { TClothingItem, TCreateClothingItemRequest } from '../../../shared/schemas/closet';
import type { Ctx } from '../../context';
import { insertItems } from './insert-items';

/** POST /api/clothing-items/bulk: the review grid's drafts in one transaction, so a retry never duplicates half a batch. */
export function bulkCreateItems(ctx: Ctx, user: UserRow, inputs: TCreateClothingItemRequest[]): Promise<TClothingItem[]> {
  return insertItems(ctx, user, inputs, (i) => `items.${i}.imageUrl`);
}
