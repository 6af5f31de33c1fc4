import { z } from 'zod';
import { CATEGORIES, FORMALITIES, ITEM_STATUSES, MATERIALS, SEASONS, WARMTHS } from '../closet-constants';

/** A clothing item as the API returns it (request schemas for the closet calls live below). */
export const ZClothingItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.enum(CATEGORIES),
  subcategory: z.string().nullable(),
  color: z.string(),
  size: z.string().nullable(),
  season: z.enum(SEASONS),
  imageUrl: z.string().nullable(),
  material: z.enum(MATERIALS).nullable(),
  formality: z.enum(FORMALITIES).nullable(),
  warmth: z.enum(WARMTHS).nullable(),
  /** Dollars, e.g. 89.5. */
  price: z.number().nullable(),
  status: z.enum(ITEM_STATUSES),
  addedAt: z.string(),
  timesWorn: z.number().int(),
  lastWornOn: z.string().nullable(),
  /** Price / times worn, in dollars; null without a price or a wear. */
  costPerWear: z.number().nullable(),
});
export type TClothingItem = z.infer<typeof ZClothingItem>;
