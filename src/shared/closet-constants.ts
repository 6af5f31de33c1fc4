/** Closet vocabularies (spec section 3 and the closet issue). Shared by the form, the API and the stylist. */
export const CATEGORIES = ['Tops', 'Bottoms', 'Outerwear', 'Shoes', 'Accessories'] as const;
export type Category = (typeof CATEGORIES)[number];

export const SEASONS = ['All Seasons', 'Spring', 'Summer', 'Fall', 'Winter'] as const;
export type Season = (typeof SEASONS)[number];
export const DEFAULT_SEASON: Season = 'All Seasons';

export const MATERIALS = ['cotton', 'wool', 'linen', 'denim', 'leather', 'suede', 'silk', 'synthetic', 'knit', 'other'] as const;
export type Material = (typeof MATERIALS)[number];

/** Ordered from least to most formal: the index is the formality level. */
export const FORMALITIES = ['athletic', 'casual', 'smart casual', 'business', 'formal'] as const;
export type Formality = (typeof FORMALITIES)[number];

export const WARMTHS = ['light', 'medium', 'warm'] as const;
export type Warmth = (typeof WARMTHS)[number];

export const ITEM_STATUSES = ['active', 'in laundry', 'archived'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const CLOSET_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CLOSET_IMAGE_MAX_SIDE = 400;
export const CLOSET_IMAGE_QUALITY = 0.8;
export const CLOSET_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const BULK_ADD_MAX = 20;
/** What one user's closet may hold (issue 8): beyond it, adding answers a clear 400. */
export const CLOSET_MAX_ITEMS = 2000;
export const CLOSET_FULL_MESSAGE = `Your closet is full: it holds up to ${CLOSET_MAX_ITEMS.toLocaleString('en-US')} items. Delete some to add more.`;
/** Bulk adds per user per hour: each can carry 20 photos to re-encode. */
export const BULK_ADD_PER_HOUR = 30;

/** The colour names detection answers with; the form offers them as suggestions (the field stays free text). */
export const CLOTHING_COLOR_NAMES = [
  'Black',
  'Charcoal',
  'Gray',
  'Light Gray',
  'White',
  'Cream',
  'Beige',
  'Khaki',
  'Tan',
  'Camel',
  'Brown',
  'Dark Brown',
  'Olive',
  'Forest Green',
  'Green',
  'Sage',
  'Mint',
  'Teal',
  'Navy',
  'Blue',
  'Denim',
  'Light Blue',
  'Purple',
  'Lavender',
  'Burgundy',
  'Red',
  'Rust',
  'Orange',
  'Coral',
  'Pink',
  'Mustard',
  'Yellow',
] as const;
export type ClothingColorName = (typeof CLOTHING_COLOR_NAMES)[number];

/** Top, bottom, shoes and a layer (or a one-piece, shoes and two extras): the largest outfit the engine builds and Home shows. */
export const MAX_OUTFIT_ITEMS = 4;
