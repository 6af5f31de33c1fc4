import { and, eq } from 'drizzle-orm';
import { clothingItems, type ClothingItemRow, type UserRow } from '../../../db/schema';
import { dollarsToCents, inferFormality } from '../../../domain/closet';
import { type TClothingItem, type TUpdateClothingItemRequest } from '../../../shared/schemas/closet';
import { fileSubcategory } from '../../../shared/closet-subcategory-match';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';
import { findOwnedItem, getItemDto, liveItem } from './item-dto';
import { assertPhotoRoom, lockUserCap } from '../user-caps';
import { applyImagePlan, discardImagePlan, planImage } from './item-image';
import { deleteImageQuietly } from './stored-images';

/**
 * Only a formality the person chose is stored (null: 'Auto', the engine's own reading decides at
 * read time, ADR 0113); one the user chose stays. A row stored before that with the inference of
 * its old description is read as inferred and left to the reading when the piece is described differently.
 */
function nextFormality(row: ClothingItemRow, input: TUpdateClothingItemRequest, next: Pick<ClothingItemRow, 'category' | 'subcategory' | 'name'>) {
  if (input.formality !== undefined) return input.formality;
  const describedDifferently = next.category !== row.category || next.subcategory !== row.subcategory || next.name !== row.name;
  if (describedDifferently && row.formality !== null && row.formality === inferFormality(row)) return null;
  return row.formality;
}

/** PATCH /api/clothing-items/{id}: only the fields sent change. A replaced or removed photo's file is deleted. */
export async function updateItem(ctx: Ctx, user: UserRow, itemId: number, input: TUpdateClothingItemRequest): Promise<TClothingItem> {
  const before = await findOwnedItem(ctx.db, user.id, itemId);
  const plan = await planImage(ctx, input.imageUrl, before, 'imageUrl');
  let replacedKey: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      // Locked and read again: two edits racing to replace the photo must agree on which file is the old one.
      const [row] = await tx
        .select()
        .from(clothingItems)
        .where(and(eq(clothingItems.id, itemId), eq(clothingItems.userId, user.id), liveItem()))
        .for('update');
      if (!row) throw notFound('Clothing item not found');
      // A photo sent as a data URL on an item without one is a new file: the photo cap counts it.
      if (plan.kind === 'stored' && !row.imageKey) {
        await lockUserCap(tx, 'photos', user.id);
        await assertPhotoRoom(tx, user.id, 1, false);
      }
      const image = await applyImagePlan(tx, user.id, plan, 'imageUrl');
      const category = input.category ?? row.category;
      // Sent words are filed under the (new) category; on a category change alone the piece's
      // words are filed again, so 'Sneakers' moved to Tops is kept as 'Other' + 'Sneakers' (ADR 0108).
      let filed =
        input.subcategory !== undefined
          ? fileSubcategory(category, input.subcategory)
          : category !== row.category
            ? fileSubcategory(category, row.subcategoryAsWritten ?? row.subcategory)
            : { subcategory: row.subcategory, asWritten: row.subcategoryAsWritten };
      // The form sends back the picker value it shows ('Other'): the words behind it stay.
      if (filed && filed.asWritten === null && category === row.category && filed.subcategory === row.subcategory) {
        filed = { subcategory: filed.subcategory, asWritten: row.subcategoryAsWritten };
      }
      const next = { name: input.name ?? row.name, category, subcategory: filed?.subcategory ?? null };
      const values: Partial<ClothingItemRow> = {
        ...next,
        subcategoryAsWritten: filed?.asWritten ?? null,
        brand: input.brand !== undefined ? input.brand : row.brand,
        color: input.color ?? row.color,
        size: input.size !== undefined ? input.size : row.size,
        season: input.season ?? row.season,
        material: input.material !== undefined ? input.material : row.material,
        formality: nextFormality(row, input, next),
        warmth: input.warmth !== undefined ? input.warmth : row.warmth,
        priceCents: input.price === undefined ? row.priceCents : input.price === null ? null : dollarsToCents(input.price),
        status: input.status ?? row.status,
        ...(image ?? {}),
      };
      replacedKey = image !== undefined && image.imageKey !== row.imageKey ? row.imageKey : null;
      await tx
        .update(clothingItems)
        .set(values)
        .where(and(eq(clothingItems.id, row.id), eq(clothingItems.userId, user.id)));
    });
  } catch (error) {
    await discardImagePlan(ctx, plan);
    throw error;
  }
  await deleteImageQuietly(ctx, replacedKey);
  return getItemDto(ctx.db, user.id, before.id);
}
