import { z } from 'zod';
import { ZDbId } from './common';
import { ZClothingItem } from './closet';

export const BOUGHT_LINK_MAX = 2000;

/**
 * POST /api/clothing-items/bought ('I bought this', issue 44): a Shop product by id, or a product
 * link pasted from the catalog (our '/go/{id}' or the retailer's own product page).
 */
export const ZBoughtProductRequest = z.union(
  [
    z.strictObject({ productId: ZDbId }),
    z.strictObject({
      link: z
        .string({ error: 'Paste the product link' })
        .trim()
        .min(1, { error: 'Paste the product link' })
        .max(BOUGHT_LINK_MAX, { error: `A product link is at most ${BOUGHT_LINK_MAX} characters` }),
    }),
  ],
  { error: 'Send productId (a Shop product) or link (a product link)' },
);
export type TBoughtProductRequest = z.infer<typeof ZBoughtProductRequest>;

export const ZBoughtProductResponse = z.object({
  item: ZClothingItem,
  /** False when this product was already added: the piece it became is returned instead of a second one. */
  created: z.boolean(),
  /** False when the shop's photo could not be fetched: the piece is added without one. */
  photoAdded: z.boolean(),
  /** The closet gaps this purchase filled (they no longer appear in /api/gaps). */
  filledGaps: z.array(z.object({ key: z.string(), label: z.string() })),
});
export type TBoughtProductResponse = z.infer<typeof ZBoughtProductResponse>;
