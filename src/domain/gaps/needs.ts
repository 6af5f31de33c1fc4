import { slotCategory } from '../../shared/closet-slots';
import type { Category } from '../../shared/closet-constants';
import type { CatalogCategory } from '../../shared/catalog-categories';
import { inferFormality, inferWarmth, isOnePiece } from '../stylist/inference';
import { isRainwear } from '../stylist/item-profile';
import { containsPhrase, normalizeText } from '../stylist/text';
import type { GapItem } from './types';

/**
 * The kinds of piece a closet can lack, each with what counts as owning one. A gap is only ever
 * one of these kinds, so 'owned' is decided once, here, for every screen and text.
 */
export interface Need {
  key: string;
  /** What a shopper reads ('A tailored blazer'); a wardrobe may have its own word for it. */
  label: string;
  labels?: Partial<Record<'menswear' | 'womenswear', string>>;
  /** The piece as a reason names it ('you own no blazer'). */
  noun: string;
  category: Category;
  /** Where the catalog keeps it, and the words a catalog search uses (web search syntax: 'or'). */
  shopCategory: CatalogCategory;
  search: string;
  /** The share of a key-piece budget this kind of piece deserves: a tee costs less than a coat. */
  budgetShare: number;
  checklist: readonly string[];
  owns(item: GapItem): boolean;
}

const text = (i: GapItem) => normalizeText(`${i.subcategory ?? ''} ${i.name}`);
const hasAny = (i: GapItem, phrases: readonly string[]) => {
  const t = text(i);
  return phrases.some((p) => containsPhrase(t, p));
};
const engineItem = (i: GapItem) => ({ ...i, material: i.material ?? null, formality: i.formality ?? null, warmth: i.warmth ?? null });
const formality = (i: GapItem) => inferFormality(engineItem(i));
const dressy = (i: GapItem) => formality(i) === 'business' || formality(i) === 'formal';

// prettier-ignore
const BLAZER_WORDS = ['blazer', 'blazers', 'sport coat', 'sportcoat', 'suit jacket', 'suit', 'suits', 'tuxedo', 'dinner jacket', 'tailored jacket'];
// prettier-ignore
const DRESS_SHOE_WORDS = ['loafer', 'loafers', 'oxford', 'oxfords', 'derby', 'derbies', 'brogue', 'brogues', 'monk', 'monks', 'pump', 'pumps',
  'heel', 'heels', 'court shoe', 'court shoes', 'dress shoe', 'dress shoes', 'wingtip', 'wingtips', 'mule', 'mules', 'slingback', 'slingbacks'];
const SHIRT_WORDS = ['shirt', 'shirts', 'blouse', 'blouses', 'button down', 'button up', 'oxford'];
const CASUAL_TOP_WORDS = ['tee', 'tees', 't shirt', 't shirts', 'tank', 'hoodie', 'sweatshirt', 'jersey'];
// prettier-ignore
const TAILORED_BOTTOM_WORDS = ['trouser', 'trousers', 'slacks', 'chino', 'chinos', 'dress pants', 'wool pants', 'suit pants', 'pencil skirt',
  'midi skirt', 'skirt', 'tailored'];
const COAT_WORDS = ['coat', 'overcoat', 'parka', 'puffer', 'peacoat', 'pea coat', 'down jacket', 'shearling'];
const KNIT_WORDS = ['sweater', 'sweaters', 'jumper', 'cardigan', 'knit', 'knitwear', 'turtleneck', 'roll neck', 'fleece', 'hoodie', 'sweatshirt'];
const BOOT_WORDS = ['boot', 'boots', 'bootie', 'booties', 'wellington', 'wellies'];

export const NEEDS = {
  blazer: {
    key: 'blazer',
    label: 'A tailored blazer',
    noun: 'blazer',
    category: 'Outerwear',
    shopCategory: 'jackets',
    search: 'blazer or sport coat',
    budgetShare: 1,
    checklist: [
      'Shoulder seam ends at your shoulder',
      'Sleeves show a little shirt cuff',
      'Navy, charcoal or a color from your palette',
      'Wool or a wool blend',
    ],
    owns: (i) => (slotCategory(i) === 'Outerwear' || slotCategory(i) === 'Tops') && hasAny(i, BLAZER_WORDS),
  },
  dressShoes: {
    key: 'dress-shoes',
    label: 'Leather dress shoes',
    labels: { menswear: 'Leather loafers or derbies', womenswear: 'Leather loafers or pumps' },
    noun: 'office-ready shoes',
    category: 'Shoes',
    shopCategory: 'shoes',
    search: 'loafers or oxfords or derby or pumps',
    budgetShare: 0.9,
    checklist: ['Dark brown or black leather', 'Loafers, derbies or oxfords (pumps or loafers)', 'A thumb of room at the toe', 'Resoleable if you can'],
    owns: (i) => slotCategory(i) === 'Shoes' && (dressy(i) || hasAny(i, DRESS_SHOE_WORDS)),
  },
  workShirts: {
    key: 'work-shirts',
    label: 'Crisp shirts or blouses',
    labels: { menswear: 'Crisp button-down shirts' },
    noun: 'collared shirt or blouse',
    category: 'Tops',
    shopCategory: 'shirts',
    search: 'oxford shirt or button down or blouse',
    budgetShare: 0.45,
    checklist: ['White and light blue first', 'Collar closes with a finger of room', 'Cuffs end at the wrist bone', 'Stays tucked when you sit'],
    owns: (i) => slotCategory(i) === 'Tops' && hasAny(i, SHIRT_WORDS) && !hasAny(i, CASUAL_TOP_WORDS) && formality(i) !== 'athletic',
  },
  tailoredBottoms: {
    key: 'tailored-bottoms',
    label: 'Tailored trousers',
    labels: { womenswear: 'Tailored trousers or a skirt' },
    noun: 'tailored trousers or skirt',
    category: 'Bottoms',
    shopCategory: 'pants',
    search: 'trousers or chinos or slacks',
    budgetShare: 0.6,
    checklist: ['Navy, gray or stone', 'Slight or no break at the shoe', 'Wool, cotton twill or a smooth blend', 'Comfortable when you sit'],
    owns: (i) => slotCategory(i) === 'Bottoms' && (hasAny(i, TAILORED_BOTTOM_WORDS) || dressy(i)),
  },
  warmCoat: {
    key: 'warm-coat',
    label: 'A warm winter coat',
    noun: 'warm coat',
    category: 'Outerwear',
    shopCategory: 'jackets',
    search: 'coat or overcoat or parka',
    budgetShare: 1,
    checklist: ['Wool, down or a lined shell', 'Fits over a sweater or blazer', 'Covers your hips', 'A neutral color that goes with everything'],
    owns: (i) => slotCategory(i) === 'Outerwear' && !isRainwear(i) && (inferWarmth(engineItem(i)) === 'warm' || hasAny(i, COAT_WORDS)),
  },
  warmKnit: {
    key: 'warm-knit',
    label: 'Warm knitwear',
    noun: 'warm knit',
    category: 'Tops',
    shopCategory: 'shirts',
    search: 'sweater or cardigan or merino',
    budgetShare: 0.5,
    checklist: ['Merino, lambswool or cashmere', 'Fits under your coat', 'Navy, gray or camel', 'Cuffs reach the wrist'],
    owns: (i) => (slotCategory(i) === 'Tops' || slotCategory(i) === 'Outerwear') && (hasAny(i, KNIT_WORDS) || inferWarmth(engineItem(i)) === 'warm'),
  },
  rainLayer: {
    key: 'rain-layer',
    label: 'A rain-ready jacket or trench',
    noun: 'rain layer',
    category: 'Outerwear',
    shopCategory: 'jackets',
    search: 'raincoat or trench or rain jacket or waterproof',
    budgetShare: 0.9,
    checklist: ['Waterproof or water-repellent fabric', 'A hood or a high collar', 'Long enough to cover a blazer', 'Room for a knit underneath'],
    owns: (i) => slotCategory(i) === 'Outerwear' && isRainwear(i),
  },
  wetWeatherShoes: {
    key: 'wet-weather-shoes',
    label: 'Leather or rubber boots',
    noun: 'boots for wet days',
    category: 'Shoes',
    shopCategory: 'shoes',
    search: 'boots or chelsea boots',
    budgetShare: 0.9,
    checklist: [
      'Smooth leather or rubber (not suede or canvas)',
      'A grippy sole',
      'Dark color that hides splashes',
      'Wax or protector spray before the first rain',
    ],
    owns: (i) =>
      slotCategory(i) === 'Shoes' && (isRainwear(i) || (hasAny(i, BOOT_WORDS) && !hasAny(i, ['suede', 'canvas', 'nubuck']) && i.material !== 'suede')),
  },
  lightTops: {
    key: 'light-tops',
    label: 'Breathable linen or cotton tops',
    noun: 'light tops for the heat',
    category: 'Tops',
    shopCategory: 'shirts',
    search: 'linen shirt or linen',
    budgetShare: 0.45,
    checklist: ['Linen or light cotton', 'Loose enough to let air through', 'Light colors reflect the sun', 'Shirt or knit polo for smarter days'],
    owns: (i) =>
      slotCategory(i) === 'Tops' &&
      (inferWarmth(engineItem(i)) === 'light' || i.material === 'linen' || hasAny(i, ['linen', 'tee', 't shirt', 'polo', 'tank'])),
  },
  shoes: {
    key: 'shoes',
    label: 'Clean everyday sneakers',
    noun: 'shoes',
    category: 'Shoes',
    shopCategory: 'shoes',
    search: 'sneakers',
    budgetShare: 0.8,
    checklist: ['Smooth leather, minimal branding', 'Stitched sole', 'White, black or a neutral', 'Comfortable all day'],
    owns: (i) => slotCategory(i) === 'Shoes',
  },
  tops: {
    key: 'tops',
    label: 'Versatile everyday tops',
    noun: 'tops',
    category: 'Tops',
    shopCategory: 'shirts',
    search: 'shirt or knit',
    budgetShare: 0.45,
    checklist: ['Colors from your palette', 'One shirt, one knit, one plain top', 'Fits at the shoulders', 'Goes with the bottoms you own'],
    owns: (i) => slotCategory(i) === 'Tops',
  },
  bottoms: {
    key: 'bottoms',
    label: 'Versatile trousers or jeans',
    noun: 'bottoms',
    category: 'Bottoms',
    shopCategory: 'pants',
    search: 'trousers or jeans or chinos',
    budgetShare: 0.6,
    checklist: ['Navy, gray or dark denim', 'Straight or slightly tapered', 'Hemmed to your shoes', 'Goes with the tops you own'],
    owns: (i) => slotCategory(i) === 'Bottoms' || (slotCategory(i) === 'Tops' && isOnePiece(i)),
  },
  jacket: {
    key: 'jacket',
    label: 'A light jacket',
    noun: 'outer layer',
    category: 'Outerwear',
    shopCategory: 'jackets',
    search: 'jacket or overshirt',
    budgetShare: 0.9,
    checklist: ['Cotton, denim or a light wool', 'Room for a knit underneath', 'Hip length', 'A neutral color'],
    owns: (i) => slotCategory(i) === 'Outerwear',
  },
} satisfies Record<string, Need>;

export type NeedName = keyof typeof NEEDS;
