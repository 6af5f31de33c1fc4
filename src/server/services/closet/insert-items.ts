import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { clothingItems, type UserRow } from '../../../db/schema';
import { dollarsToCents } from '../../../domain/closet';
import { type TClothingItem, type TCreateClothingItemRequest } from '../../../shared/schemas/closet';
import { fileSubcategory } from '../../../shared/closet-subcategory-match';
import { CLOSET_FULL_MESSAGE, CLOSET_MAX_ITEMS } from '../../../shared/closet-constants';
import type { Ctx } from '../../context';
import { badRequest } from '../../errors';
import { assertPhotoRoom, lockUserCap } from '../user-caps';
import { applyImagePlan, discardImagePlan, planImage, type ImagePlan } from './item-image';
import { liveItem, toItemDto } from './item-dto';

/**
 * Saves new items, all or none. Photos sent as data URLs are processed before the transaction
 * (so a bad one fails before anything is written); uploads are claimed inside it.
 */
export async function insertItems(
  ctx: Ctx,
  user: UserRow,
  inputs: TCreateClothingItemRequest[],
  imageField: (index: number) => string,
): Promise<TClothingItem[]> {
  const plans: ImagePlan[] = [];
  try {
    for (const [i, input] of inputs.entries()) plans.push(await planImage(ctx, input.imageUrl, null, imageField(i)));
    const ids = await ctx.db.transaction(async (tx) => {
      // One user's adds queue behind each other here, so two at once cannot both fit under the cap.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`closet:${user.id}`}, 0))`);
      const [held] = await tx
        .select({ n: count() })
        .from(clothingItems)
        .where(and(eq(clothingItems.userId, user.id), liveItem()));
      if ((held?.n ?? 0) + inputs.length > CLOSET_MAX_ITEMS) throw badRequest(CLOSET_FULL_MESSAGE);
      // Photos sent as data URLs are new files (claimed uploads were counted when uploaded).
      const newPhotos = plans.filter((plan) => plan.kind === 'stored').length;
      if (newPhotos) {
        await lockUserCap(tx, 'photos', user.id);
        await assertPhotoRoom(tx, user.id, newPhotos, false);
      }
      const values = [];
      for (const [i, input] of inputs.entries()) {
        const image = await applyImagePlan(tx, user.id, plans[i]!, imageField(i));
        const filed = fileSubcategory(input.category, input.subcategory);
        values.push({
          userId: user.id,
          name: input.name,
          brand: input.brand ?? null,
          category: input.category,
          subcategory: filed?.subcategory ?? null,
          subcategoryAsWritten: filed?.asWritten ?? null,
          color: input.color,
          size: input.size ?? null,
          season: input.season,
          imageKey: image?.imageKey ?? null,
          imageUrl: image?.imageUrl ?? null,
          material: input.material ?? null,
          // Only a formality the person chose is stored: otherwise the engine's own reading of the piece
          // (inferFormality, at read time) decides for the engine, the gaps, Shop and the item page alike,
          // so a stored guess never outlives a better reading (a wool coat kept as 'casual'; ADR 0113).
          formality: input.formality ?? null,
          warmth: input.warmth ?? null,
          priceCents: input.price == null ? null : dollarsToCents(input.price),
          status: input.status ?? 'active',
          addedAt: ctx.now(),
        });
      }
      const rows = await tx.insert(clothingItems).values(values).returning({ id: clothingItems.id });
      return rows.map((r) => r.id);
    });
    // New items have no wears: no need for the stats join, but one read keeps the DTO in one place.
    const created = await ctx.db.select().from(clothingItems).where(inArray(clothingItems.id, ids));
    const byId = new Map(created.map((item) => [item.id, item]));
    return ids.map((id) => toItemDto({ item: byId.get(id)!, timesWorn: 0, lastWornOn: null }));
  } catch (error) {
    for (const plan of plans) await discardImagePlan(ctx, plan);
    throw error;
  }
}
