import type { Category } from './closet-constants';

/**
 * Where a piece goes on a body, whatever shelf it is filed on: the outfit engine, the gap
 * finder and the offline fallback read this instead of the category, so a blazer filed under
 * Suits & tailoring is a layer and tailored trousers are a bottom.
 */
export type WearSlot = 'top' | 'bottom' | 'one-piece' | 'layer' | 'shoes' | 'accessory' | 'swim';

const CATEGORY_SLOT: Record<Exclude<Category, 'Suits & tailoring' | 'Activewear'>, WearSlot> = {
  Tops: 'top',
  Bottoms: 'bottom',
  'Dresses & jumpsuits': 'one-piece',
  Outerwear: 'layer',
  Shoes: 'shoes',
  Bags: 'accessory',
  Accessories: 'accessory',
  Jewellery: 'accessory',
  Swim: 'swim',
};

/** Categories whose pieces go in different places: the subcategory decides. */
const SUBCATEGORY_SLOTS: Record<'Suits & tailoring' | 'Activewear', Record<string, WearSlot>> = {
  'Suits & tailoring': {
    'suit jacket': 'layer',
    blazer: 'layer',
    'tuxedo jacket': 'layer',
    waistcoat: 'layer',
    'suit trousers': 'bottom',
    'tuxedo trousers': 'bottom',
    'suit skirt': 'bottom',
  },
  Activewear: {
    'sports bra': 'top',
    'training top': 'top',
    leggings: 'bottom',
    'running shorts': 'bottom',
    joggers: 'bottom',
    'track pants': 'bottom',
    'track jacket': 'layer',
  },
};

/** For 'Other' or no subcategory in those categories: the name's garment word decides. */
const BOTTOM_WORDS = /\b(trousers?|pants?|slacks|skirts?|shorts|leggings|tights|joggers|culottes)\b/i;
const LAYER_WORDS = /\b(jackets?|blazers?|waistcoats?|vests?|gilets?|coats?|hoodies?|zip[ -]?ups?|windbreakers?)\b/i;
const SHOE_WORDS = /\b(shoes?|sneakers?|trainers?|runners|boots?|cleats?|spikes|takkies|kicks)\b/i;
const ONE_PIECE_WORDS = /\b(unitard|catsuit|bodysuit|dress|jumpsuit|romper|playsuit)\b/i;
// Worn in the water, whatever its garment word says: a rash vest is no layer, swim shorts no everyday bottom.
const SWIM_WORDS = /\b(swim\w*|rash ?(vest|guard)s?|rashguards?|bikinis?|tankinis?|wetsuits?)\b/i;

export function wearSlot(item: { category: Category; subcategory: string | null; name: string }): WearSlot {
  if (item.category !== 'Suits & tailoring' && item.category !== 'Activewear') return CATEGORY_SLOT[item.category];
  const bySubcategory = SUBCATEGORY_SLOTS[item.category][(item.subcategory ?? '').trim().toLowerCase()];
  if (bySubcategory) return bySubcategory;
  const text = `${item.subcategory ?? ''} ${item.name}`;
  if (item.category === 'Activewear' && SWIM_WORDS.test(text)) return 'swim';
  // Running shoes filed with the sports kit are still shoes.
  if (item.category === 'Activewear' && SHOE_WORDS.test(text)) return 'shoes';
  if (BOTTOM_WORDS.test(text)) return 'bottom';
  if (LAYER_WORDS.test(text)) return 'layer';
  if (item.category === 'Activewear' && ONE_PIECE_WORDS.test(text)) return 'one-piece';
  // A tailored piece with no garment word is most often the jacket; activewear most often a top.
  return item.category === 'Suits & tailoring' ? 'layer' : 'top';
}

/** The five wear shelves the chat's rules reason in: a dress counts as a top (the profile's onePiece adds the bottom). */
export type SlotCategory = 'Tops' | 'Bottoms' | 'Outerwear' | 'Shoes' | 'Accessories' | 'Swim';

const SLOT_CATEGORY: Record<WearSlot, SlotCategory> = {
  top: 'Tops',
  bottom: 'Bottoms',
  'one-piece': 'Tops',
  layer: 'Outerwear',
  shoes: 'Shoes',
  accessory: 'Accessories',
  swim: 'Swim',
};

/**
 * The shelf a piece is worn as, for readers that compare categories: a blazer filed under Suits
 * & tailoring reads as Outerwear, a handbag as Accessories, leggings under Activewear as Bottoms.
 */
export function slotCategory(item: { category: Category; subcategory: string | null; name: string }): SlotCategory {
  return SLOT_CATEGORY[wearSlot(item)];
}
