/** Closet vocabularies (spec section 3, the closet issue and issue 27). Shared by the form, the API and the stylist. */
export const CATEGORIES = [
  'Tops',
  'Bottoms',
  'Dresses & jumpsuits',
  'Outerwear',
  'Suits & tailoring',
  'Shoes',
  'Bags',
  'Accessories',
  'Jewellery',
  'Activewear',
  'Swim',
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * The subcategory picker's choices per category; the API refuses any other value. Each list ends
 * with 'Other', the escape: the piece's name then says what it is (ADR 0092). Where a slot depends on the subcategory (tailoring, activewear), SUBCATEGORY_SLOTS
 * in closet-slots.ts says which.
 */
export const SUBCATEGORIES = {
  Tops: [
    'T-shirt',
    'Shirt',
    'Oxford shirt',
    'Dress shirt',
    'Polo',
    'Blouse',
    'Tank top',
    'Camisole',
    'Bodysuit',
    'Sweater',
    'Cardigan',
    'Sweatshirt',
    'Hoodie',
    'Turtleneck',
    'Other',
  ],
  Bottoms: ['Jeans', 'Trousers', 'Chinos', 'Dress trousers', 'Shorts', 'Skirt', 'Leggings', 'Joggers', 'Other'],
  'Dresses & jumpsuits': [
    'Mini dress',
    'Midi dress',
    'Maxi dress',
    'Shirt dress',
    'Slip dress',
    'Sweater dress',
    'Gown',
    'Jumpsuit',
    'Romper',
    'Playsuit',
    'Other',
  ],
  Outerwear: ['Jacket', 'Denim jacket', 'Leather jacket', 'Bomber', 'Coat', 'Wool coat', 'Trench coat', 'Parka', 'Puffer', 'Raincoat', 'Vest', 'Other'],
  'Suits & tailoring': ['Suit jacket', 'Blazer', 'Tuxedo jacket', 'Waistcoat', 'Suit trousers', 'Tuxedo trousers', 'Suit skirt', 'Other'],
  Shoes: ['Sneakers', 'Loafers', 'Oxfords', 'Derbies', 'Boots', 'Chelsea boots', 'Heels', 'Flats', 'Sandals', 'Mules', 'Slides', 'Other'],
  Bags: ['Tote', 'Shoulder bag', 'Crossbody', 'Clutch', 'Backpack', 'Belt bag', 'Briefcase', 'Other'],
  Accessories: ['Belt', 'Scarf', 'Hat', 'Cap', 'Tie', 'Bow tie', 'Sunglasses', 'Gloves', 'Socks', 'Watch', 'Other'],
  Jewellery: ['Necklace', 'Earrings', 'Bracelet', 'Ring', 'Brooch', 'Cufflinks', 'Other'],
  Activewear: ['Sports bra', 'Training top', 'Leggings', 'Running shorts', 'Joggers', 'Track pants', 'Track jacket', 'Other'],
  Swim: ['Swimsuit', 'Bikini', 'Swim trunks', 'Swim shorts', 'Rash guard', 'Cover-up', 'Other'],
} as const satisfies Record<Category, readonly string[]>;
export type Subcategory<C extends Category = Category> = (typeof SUBCATEGORIES)[C][number];

/** The list's own spelling of a subcategory, matched without regard to case or surrounding spaces; null when it is not in the list. */
export function canonicalSubcategory(category: Category, value: string): string | null {
  const wanted = value.trim().toLowerCase();
  return (SUBCATEGORIES[category] as readonly string[]).find((s) => s.toLowerCase() === wanted) ?? null;
}

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
