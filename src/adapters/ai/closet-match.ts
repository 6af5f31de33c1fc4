import type { SlotCategory } from '../../shared/closet-slots';
import type { TClothingItem } from '../../shared/schemas/closet';
import { listJoin, stem } from './text';

/** Words a person uses for each wear shelf (a blazer filed under tailoring is worn as outerwear), stemmed. */
export const CATEGORY_WORDS: Record<SlotCategory, string[]> = {
  Tops: ['top', 'shirt', 'tee', 'blouse', 'sweater', 'knit', 'polo', 'hoodie', 'sweatshirt', 'cardigan', 'turtleneck', 'tank', 'henley', 'oxford'],
  Bottoms: ['bottom', 'pant', 'jean', 'chino', 'skirt', 'short', 'legging', 'jogger', 'slack', 'khaki', 'cord', 'corduroy'],
  Outerwear: ['jacket', 'coat', 'blazer', 'outerwear', 'parka', 'trench', 'overcoat', 'puffer', 'bomber', 'vest', 'gilet', 'raincoat'],
  Shoes: ['shoe', 'sneaker', 'boot', 'loafer', 'heel', 'sandal', 'flat', 'derby', 'pump', 'mule', 'espadrille', 'footwear'],
  Accessories: ['accessory', 'belt', 'bag', 'watch', 'scarf', 'hat', 'tie', 'jewelry', 'necklace', 'sunglasses', 'cap', 'beanie', 'glove'],
  Swim: ['swim', 'swimsuit', 'bikini', 'trunk', 'swimwear'],
};

export const COLOR_WORDS = new Set(
  (
    'black white gray navy blue red green olive brown tan beige camel cream ivory khaki burgundy maroon pink purple lavender ' +
    'yellow mustard orange rust teal charcoal denim silver gold coral mint sage stone taupe chocolate indigo ecru oatmeal ' +
    'light dark pale bright'
  )
    .split(' ')
    .map(stem),
);

/** 'your Navy Blazer and your White Oxford Shirt' */
export const yourList = (items: readonly TClothingItem[]) => listJoin(items.map((i) => `your ${i.name}`));
