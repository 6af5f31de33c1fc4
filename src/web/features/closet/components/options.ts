import type { Category } from '../../../../shared/closet-constants';

/** Typing help for the free-text subcategory; formality is inferred from these words on the server. */
export const SUBCATEGORY_SUGGESTIONS: Record<Category, string[]> = {
  Tops: ['T-shirt', 'Oxford shirt', 'Dress shirt', 'Linen shirt', 'Polo', 'Sweater', 'Cardigan', 'Hoodie', 'Henley', 'Tank top'],
  Bottoms: ['Jeans', 'Chinos', 'Dress trousers', 'Shorts', 'Joggers', 'Skirt', 'Running shorts'],
  Outerwear: ['Blazer', 'Sport coat', 'Overcoat', 'Trench coat', 'Field jacket', 'Denim jacket', 'Bomber', 'Puffer', 'Rain jacket'],
  Shoes: ['Sneakers', 'Loafers', 'Oxfords', 'Derbies', 'Chelsea boots', 'Chukka boots', 'Running shoes', 'Sandals'],
  Accessories: ['Belt', 'Tie', 'Bow tie', 'Watch', 'Cap', 'Beanie', 'Scarf', 'Bag', 'Sunglasses'],
};

/** 'Tops' -> 'top', for names like 'Navy top' and messages like 'Add a top'. */
export const SINGULAR: Record<Category, string> = {
  Tops: 'top',
  Bottoms: 'bottom',
  Outerwear: 'outerwear piece',
  Shoes: 'pair of shoes',
  Accessories: 'accessory',
};
export const ARTICLE: Record<Category, string> = { Tops: 'a', Bottoms: 'a', Outerwear: 'an', Shoes: 'a', Accessories: 'an' };

export const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
