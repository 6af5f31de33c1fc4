import { and, eq, isNull } from 'drizzle-orm';
import { clothingItems, products, type ProductRow, type UserRow } from '../../../db/schema';
import { boughtPiece, filledGaps, productIdFromLink } from '../../../domain/purchases';
import type { TBoughtProductRequest, TBoughtProductResponse } from '../../../shared/schemas/bought';
import type { Ctx } from '../../context';
import { isUniqueViolation } from '../db-errors';
import { AppError, notFound } from '../../errors';
import { getItemDto } from '../closet/item-dto';
import { insertItems } from '../closet/insert-items';
import { gapsFor } from '../gaps/closet-gaps';
import { productPhoto } from './product-photo';

const NOT_A_PRODUCT = 'That product was not found in the catalog. Add the piece from your closet instead.';

/** The catalog row a request names: by id, by our '/go/{id}' link, or by the retailer's own product page. */
async function findProduct(ctx: Ctx, input: TBoughtProductRequest): Promise<ProductRow> {
  let id: number | null = 'productId' in input ? input.productId : productIdFromLink(input.link);
  if (id === null && 'link' in input) {
    const [byUrl] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.productUrl, input.link)).limit(1);
    id = byUrl?.id ?? null;
  }
  if (id === null) throw notFound(NOT_A_PRODUCT);
  const [row] = await ctx.db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound(NOT_A_PRODUCT);
  return row;
}

/**
 * 'I bought this' (issue 44 point 4): the product becomes a closet piece in one step, with its
 * photo, name, brand, colour, category and price, dated today, so cost per wear starts at once.
 * The gaps are read before and after: the ones that disappear are what it filled (the gap model
 * recomputes from the closet, so nothing else needs marking). A second tap on the same product
 * finds the piece it already became rather than adding a twin.
 */
export async function addBoughtProduct(ctx: Ctx, user: UserRow, input: TBoughtProductRequest): Promise<TBoughtProductResponse> {
  const product = await findProduct(ctx, input);
  const [existing] = await ctx.db
    .select({ id: clothingItems.id, imageUrl: clothingItems.imageUrl })
    .from(clothingItems)
    .where(and(eq(clothingItems.userId, user.id), eq(clothingItems.sourceProductId, product.id), isNull(clothingItems.deletedAt)))
    .limit(1);
  if (existing) {
    return { item: await getItemDto(ctx.db, user.id, existing.id), created: false, photoAdded: existing.imageUrl !== null, filledGaps: [] };
  }

  const before = await gapsFor(ctx, user);
  const piece = boughtPiece(product);
  const photo = await productPhoto(ctx, product.imageUrl, product.externalId);
  const fields = { ...piece, season: 'All Seasons' as const };
  let item;
  let photoAdded = photo !== null;
  try {
    [item] = await insertItems(ctx, user, [{ ...fields, imageUrl: photo }], () => 'imageUrl');
  } catch (error) {
    // A shop photo the pipeline refuses (a format it does not take, too many pixels) costs the photo, not the purchase.
    if (!(photo && error instanceof AppError && error.field === 'imageUrl')) throw error;
    photoAdded = false;
    [item] = await insertItems(ctx, user, [{ ...fields, imageUrl: null }], () => 'imageUrl');
  }
  try {
    await ctx.db.update(clothingItems).set({ sourceProductId: product.id }).where(eq(clothingItems.id, item!.id));
  } catch (error) {
    // A second tap that ran alongside this one made the piece first (the unique index decides): this twin is hidden as
    // deleted (the storage sweep purges its photo) and the piece already made is the answer.
    if (!isUniqueViolation(error)) throw error;
    await ctx.db.update(clothingItems).set({ deletedAt: ctx.now() }).where(eq(clothingItems.id, item!.id));
    return addBoughtProduct(ctx, user, input);
  }
  const after = await gapsFor(ctx, user);
  return {
    item: item!,
    created: true,
    photoAdded,
    filledGaps: filledGaps(before, after).map((g) => ({ key: g.key, label: g.label })),
  };
}
