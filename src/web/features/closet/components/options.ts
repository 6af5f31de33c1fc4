import type { Category } from '../../../../shared/closet-constants';

/** 'Tops' -> 'top', for names like 'Navy top' and messages like 'Add a top'. */
export const SINGULAR: Record<Category, string> = {
  Tops: 'top',
  Bottoms: 'bottom',
  'Dresses & jumpsuits': 'dress or jumpsuit',
  Outerwear: 'outerwear piece',
  'Suits & tailoring': 'tailored piece',
  Shoes: 'pair of shoes',
  Bags: 'bag',
  Accessories: 'accessory',
  Jewellery: 'piece of jewelry',
  Activewear: 'activewear piece',
  Swim: 'swimwear piece',
};
export const ARTICLE: Record<Category, string> = {
  Tops: 'a',
  Bottoms: 'a',
  'Dresses & jumpsuits': 'a',
  Outerwear: 'an',
  'Suits & tailoring': 'a',
  Shoes: 'a',
  Bags: 'a',
  Accessories: 'an',
  Jewellery: 'a',
  Activewear: 'an',
  Swim: 'a',
};

export const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
