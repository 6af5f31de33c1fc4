import { z } from 'zod';
import { BULK_ADD_MAX, CATEGORIES, FORMALITIES, ITEM_STATUSES, MATERIALS, SEASONS, WARMTHS } from '../closet-constants';
import { requiredText, ZIsoDate } from './common';

/** A clothing item as the API returns it (request schemas for the closet calls live below). */
export const ZClothingItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.enum(CATEGORIES),
  /** A picker value ('Other' included), or null. */
  subcategory: z.string().nullable(),
  /** The words a client sent when they were not a picker value, e.g. 'Sundress' under 'Other' (ADR 0108); null otherwise. */
  subcategoryAsWritten: z.string().nullable(),
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

/** One piece of a look, as the item page shows it. */
export const ZLookPiece = z.object({ id: z.number().int(), name: z.string(), category: z.enum(CATEGORIES), imageUrl: z.string().nullable() });
export type TLookPiece = z.infer<typeof ZLookPiece>;

/** A look a piece was part of: saved ('Save look') or worn that day (the wear diary). The piece itself comes first. */
export const ZItemLook = z.object({ kind: z.enum(['saved', 'worn']), date: z.string().nullable(), pieces: z.array(ZLookPiece) });
export type TItemLook = z.infer<typeof ZItemLook>;

/** How many looks and wear days the item page lists. */
export const ITEM_LOOKS_MAX = 12;
export const ITEM_WEARS_MAX = 30;

/** GET /api/clothing-items/{id}/details: the item page in one call. */
export const ZClothingItemDetails = z.object({
  item: ZClothingItem,
  /** Days worn, newest first (at most ITEM_WEARS_MAX). */
  wornOn: z.array(z.string()),
  looks: z.array(ZItemLook),
});
export type TClothingItemDetails = z.infer<typeof ZClothingItemDetails>;

/* ---------- Requests: one schema per call, shared by the forms and the routes ---------- */

const fieldError = (label: string, options: readonly string[]) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? `${label} is required` : `${label} must be one of: ${options.join(', ')}`;

/** Optional free text: trimmed, empty means "none" (null). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const CLOSET_FIELD_LIMITS = { name: 100, brand: 60, subcategory: 60, color: 40, size: 20 } as const;
export const PRICE_MAX = 100_000;

const ZName = requiredText('Name is required', CLOSET_FIELD_LIMITS.name);
const ZColor = requiredText('Color is required', CLOSET_FIELD_LIMITS.color);
const ZCategory = z.enum(CATEGORIES, { error: fieldError('Category', CATEGORIES) });
const ZSeason = z.enum(SEASONS, { error: fieldError('Season', SEASONS) });

/**
 * A photo: the URL POST /api/closet-images returned, or (spec compatibility) a data URL of a
 * JPEG, PNG or WebP that the server decodes, checks and stores as a file. null removes it.
 */
const ZImageUrl = z.string({ error: 'imageUrl must be text' }).max(8_000_000, { error: 'Please upload an image smaller than 5MB.' }).nullable().optional();

const ZPrice = z
  .number({ error: 'Price must be a number' })
  .min(0, { error: 'Price cannot be negative' })
  .max(PRICE_MAX, { error: `Price must be at most ${PRICE_MAX}` })
  .nullable()
  .optional();

/** The fields the spec's client sends back but the server owns: accepted and ignored. */
const serverOwned = {
  id: z.unknown().optional(),
  userId: z.unknown().optional(),
  addedAt: z.unknown().optional(),
  timesWorn: z.unknown().optional(),
  lastWornOn: z.unknown().optional(),
  costPerWear: z.unknown().optional(),
  subcategoryAsWritten: z.unknown().optional(),
};

const itemFields = {
  name: ZName,
  category: ZCategory,
  /**
   * Any words: never refused for not being on the picker's list (issue 40, item 6). The service
   * files them with fileSubcategory: a synonym or near spelling as its picker value, else 'Other'.
   */
  subcategory: optionalText('Subcategory', CLOSET_FIELD_LIMITS.subcategory),
  brand: optionalText('Brand', CLOSET_FIELD_LIMITS.brand),
  color: ZColor,
  size: optionalText('Size', CLOSET_FIELD_LIMITS.size),
  season: ZSeason.default('All Seasons'),
  imageUrl: ZImageUrl,
  material: z
    .enum(MATERIALS, { error: fieldError('Material', MATERIALS) })
    .nullable()
    .optional(),
  /** Left out (or null): inferred from the subcategory. */
  formality: z
    .enum(FORMALITIES, { error: fieldError('Formality', FORMALITIES) })
    .nullable()
    .optional(),
  warmth: z
    .enum(WARMTHS, { error: fieldError('Warmth', WARMTHS) })
    .nullable()
    .optional(),
  /** Dollars paid, for cost per wear. */
  price: ZPrice,
  status: z.enum(ITEM_STATUSES, { error: fieldError('Status', ITEM_STATUSES) }).optional(),
};

/** POST /api/clothing-items. The spec's userId and addedAt are accepted and ignored: the session decides the owner. */
export const ZCreateClothingItemRequest = z.strictObject({ ...itemFields, ...serverOwned });
export type TCreateClothingItemInput = z.input<typeof ZCreateClothingItemRequest>;
export type TCreateClothingItemRequest = z.output<typeof ZCreateClothingItemRequest>;

/** PATCH /api/clothing-items/{id}: any subset of the fields; a field sent is validated like on create. */
export const ZUpdateClothingItemRequest = z.strictObject({
  ...itemFields,
  name: ZName.optional(),
  category: ZCategory.optional(),
  color: ZColor.optional(),
  season: ZSeason.optional(),
  ...serverOwned,
});
export type TUpdateClothingItemInput = z.input<typeof ZUpdateClothingItemRequest>;
export type TUpdateClothingItemRequest = z.output<typeof ZUpdateClothingItemRequest>;

/** POST /api/clothing-items/bulk: the review grid's drafts, all saved or none. */
export const ZBulkCreateClothingItemsRequest = z.strictObject({
  items: z
    .array(ZCreateClothingItemRequest, { error: 'items must be a list' })
    .min(1, { error: 'Add at least one item' })
    .max(BULK_ADD_MAX, { error: `You can add up to ${BULK_ADD_MAX} items at a time` }),
});
export type TBulkCreateClothingItemsInput = z.input<typeof ZBulkCreateClothingItemsRequest>;
export const ZBulkCreateClothingItemsResponse = z.object({ items: z.array(ZClothingItem) });

/** POST /api/clothing-items/{id}/wear. No date: today in the user's time zone. */
export const ZRecordWearRequest = z.strictObject({
  date: ZIsoDate.optional(),
});
export type TRecordWearRequest = z.infer<typeof ZRecordWearRequest>;

/** POST /api/closet-images: the stored photo and the colour read from it. */
export const ZClosetImageResponse = z.object({
  imageUrl: z.string(),
  imageKey: z.string(),
  /** A clothing colour name such as 'Navy'; null when the photo has no opaque pixels. */
  detectedColor: z.string().nullable(),
});
export type TClosetImageResponse = z.infer<typeof ZClosetImageResponse>;

/** POST /api/closet-images/describe: a photo just uploaded (its imageUrl from POST /api/closet-images). */
export const ZDescribeClosetImageRequest = z.strictObject({
  imageUrl: z.string({ error: 'imageUrl is required' }).min(1, { error: 'imageUrl is required' }).max(2000, { error: 'imageUrl is too long' }),
});
export type TDescribeClosetImageRequest = z.infer<typeof ZDescribeClosetImageRequest>;

/** What the vision model read from the photo, for the add form to pre-fill; null when no model is configured or it could not tell. */
export const ZDescribeClosetImageResponse = z.object({
  suggestion: z
    .object({
      category: z.enum(CATEGORIES),
      subcategory: z.string().nullable(),
      name: z.string().nullable(),
    })
    .nullable(),
});
export type TDescribeClosetImageResponse = z.infer<typeof ZDescribeClosetImageResponse>;
