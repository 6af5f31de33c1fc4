/**
 * Turning what a retailer's feed says into a catalog product (issue 13): pure functions, no I/O.
 * Feeds are operator-supplied and may be malformed or hostile, so every field is checked, bounded
 * and cleaned here; an item that cannot make a sensible product is skipped, never half-stored.
 */

export const CATALOG_CATEGORIES = ['shirts', 'pants', 'shoes', 'jackets', 'accessories'] as const;
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];
export type CatalogGender = 'men' | 'women' | 'unisex';

/** One product as an adapter hands it to the sync, ready to store. */
export interface CatalogItem {
  externalId: string;
  name: string;
  brand: string;
  priceCents: number;
  currency: string;
  imageUrl: string | null;
  productUrl: string;
  description: string;
  colors: string[];
  category: CatalogCategory;
  gender: CatalogGender;
  inStock: boolean;
}

export const LIMITS = {
  externalId: 200,
  name: 300,
  brand: 100,
  description: 2000,
  url: 2000,
  colors: 8,
  /** $1,000,000: anything dearer is a typo or an attack on the integer column. */
  priceCents: 100_000_000,
} as const;

/** Keywords onto the five categories. The head noun of English product names comes last ('Shirt Jacket' is a jacket), so the last keyword found wins. */
const CATEGORY_KEYWORDS: Record<CatalogCategory, readonly string[]> = {
  shirts: [
    'shirt',
    'shirts',
    'tee',
    'tees',
    't-shirt',
    't-shirts',
    'tshirt',
    'polo',
    'polos',
    'top',
    'tops',
    'blouse',
    'blouses',
    'sweater',
    'sweaters',
    'hoodie',
    'hoodies',
    'sweatshirt',
    'sweatshirts',
    'henley',
    'henleys',
    'tank',
    'tanks',
    'cardigan',
    'cardigans',
    'pullover',
    'pullovers',
    'jumper',
    'jumpers',
    'knitwear',
    'turtleneck',
    'turtlenecks',
    'overshirt',
    'overshirts',
    'camisole',
  ],
  pants: [
    'pants',
    'pant',
    'trousers',
    'trouser',
    'jeans',
    'jean',
    'chinos',
    'chino',
    'shorts',
    'joggers',
    'jogger',
    'sweatpants',
    'leggings',
    'bottoms',
    'slacks',
    'cargos',
    'skirt',
    'skirts',
    'denim',
  ],
  shoes: [
    'shoes',
    'shoe',
    'sneakers',
    'sneaker',
    'boots',
    'boot',
    'loafers',
    'loafer',
    'sandals',
    'sandal',
    'trainers',
    'trainer',
    'derbies',
    'derby',
    'brogues',
    'brogue',
    'footwear',
    'slippers',
    'slipper',
    'mules',
    'espadrilles',
    'moccasins',
    'moccasin',
    'heels',
    'pumps',
    'flats',
  ],
  jackets: [
    'jacket',
    'jackets',
    'coat',
    'coats',
    'blazer',
    'blazers',
    'parka',
    'parkas',
    'overcoat',
    'overcoats',
    'gilet',
    'gilets',
    'bomber',
    'bombers',
    'anorak',
    'windbreaker',
    'outerwear',
    'trench',
    'peacoat',
    'puffer',
    'vest',
    'vests',
    'shacket',
    'raincoat',
    'topcoat',
  ],
  accessories: [
    'accessory',
    'accessories',
    'belt',
    'belts',
    'hat',
    'hats',
    'cap',
    'caps',
    'beanie',
    'beanies',
    'scarf',
    'scarves',
    'tie',
    'ties',
    'bowtie',
    'bag',
    'bags',
    'wallet',
    'wallets',
    'watch',
    'watches',
    'sunglasses',
    'glasses',
    'gloves',
    'glove',
    'socks',
    'sock',
    'jewelry',
    'jewellery',
    'bracelet',
    'bracelets',
    'necklace',
    'backpack',
    'backpacks',
    'cufflinks',
    'square',
    'tote',
    'briefcase',
    'umbrella',
    'ring',
    'rings',
  ],
};
const KEYWORD_CATEGORY = new Map<string, CatalogCategory>(
  CATALOG_CATEGORIES.flatMap((category) => CATEGORY_KEYWORDS[category].map((word) => [word, category] as const)),
);

const words = (text: string) => text.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? [];

/** The category a piece of text names (the last keyword found), or null. */
export function categoryFromText(text: string): CatalogCategory | null {
  let found: CatalogCategory | null = null;
  for (const word of words(text)) {
    const direct = KEYWORD_CATEGORY.get(word);
    if (direct) {
      found = direct;
      continue;
    }
    // 't-shirt' is a keyword itself; 'denim-jacket' is read part by part.
    for (const part of word.split('-')) found = KEYWORD_CATEGORY.get(part) ?? found;
  }
  return found;
}

/** Issue 13: the category from the product type, then the tags, then the name; null when none names one. */
export function mapCategory(sources: { type?: string; tags?: readonly string[]; name?: string; category?: string }): CatalogCategory | null {
  if (sources.category) {
    const exact = sources.category.trim().toLowerCase();
    if ((CATALOG_CATEGORIES as readonly string[]).includes(exact)) return exact as CatalogCategory;
    const mapped = categoryFromText(sources.category);
    if (mapped) return mapped;
  }
  if (sources.type) {
    const mapped = categoryFromText(sources.type);
    if (mapped) return mapped;
  }
  for (const tag of sources.tags ?? []) {
    const mapped = categoryFromText(tag);
    if (mapped) return mapped;
  }
  return sources.name ? categoryFromText(sources.name) : null;
}

const MEN = new Set(['men', 'mens', 'man', 'male', 'males', 'gentlemen', 'menswear', 'him', 'boys']);
const WOMEN = new Set(['women', 'womens', 'woman', 'female', 'females', 'ladies', 'lady', 'womenswear', 'her', 'girls']);

/** Issue 13: gender from the tags or the type; both, 'unisex' or neither means unisex (shown to both). */
export function mapGender(...texts: (string | readonly string[] | undefined)[]): CatalogGender {
  let men = false;
  let women = false;
  for (const text of texts.flat()) {
    if (!text) continue;
    for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
      if (word === 'unisex') return 'unisex';
      if (MEN.has(word)) men = true;
      if (WOMEN.has(word)) women = true;
    }
  }
  if (men && !women) return 'men';
  if (women && !men) return 'women';
  return 'unisex';
}

/**
 * A price in dollars as feeds write it (49.99, "49.99", "49.99 USD", "$1,299.00") to cents;
 * null for anything negative, not finite, absurdly large or not a price at all.
 */
export function parsePriceCents(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    let cleaned = value
      .trim()
      .replace(/^[A-Z]{3}\s+/i, '')
      .replace(/\s*[A-Z]{3}$/i, '')
      .replace(/^[$€£]/, '');
    // Thousands separators ('1,299.00') or a decimal comma ('12,50'); anything else with a comma is not a price.
    if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(cleaned)) cleaned = cleaned.replace(/,/g, '');
    else if (/^\d+,\d{1,2}$/.test(cleaned)) cleaned = cleaned.replace(',', '.');
    if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
    n = Number(cleaned);
  } else return null;
  if (!Number.isFinite(n) || n < 0) return null;
  const cents = Math.round(n * 100);
  return cents <= LIMITS.priceCents ? cents : null;
}

/** The currency written after or before a price string ("49.99 EUR"), if any. */
export function currencyFromPrice(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^\s*([A-Z]{3})\s+[\d.,]+\s*$/i.exec(value) ?? /^\s*[\d.,]+\s+([A-Z]{3})\s*$/i.exec(value);
  return m ? m[1]!.toUpperCase() : null;
}

export function normalizeCurrency(value: unknown, fallback = 'USD'): string {
  return typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim()) ? value.trim().toUpperCase() : fallback;
}

/**
 * An absolute http(s) address, or null: `javascript:`, `data:`, relative paths (unless a base is
 * given) and credentials in the address are refused. Protocol-relative CDN addresses get https.
 */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  if (!raw || raw.length > LIMITS.url) return null;
  let url: URL;
  try {
    url = raw.startsWith('//') ? new URL(`https:${raw}`) : base ? new URL(raw, base) : new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  const out = url.toString();
  return out.length <= LIMITS.url ? out : null;
}

/** Plain text from a feed field: HTML tags and entities dropped, control characters removed, white space collapsed, bounded. */
export function cleanText(value: unknown, max: number): string {
  if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
  if (typeof value !== 'string') return '';
  const text = value
    .slice(0, max * 4)
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&[a-z0-9#]+;/gi, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? text.slice(0, max).trimEnd() : text;
}

/** Colour names a shopper would search for; compound names first so 'light blue' is not read as 'blue'. */
export const COLOR_WORDS = [
  'light gray',
  'light grey',
  'light blue',
  'dark brown',
  'forest green',
  'off white',
  'black',
  'white',
  'navy',
  'blue',
  'gray',
  'grey',
  'charcoal',
  'cream',
  'ivory',
  'beige',
  'khaki',
  'tan',
  'camel',
  'brown',
  'olive',
  'green',
  'sage',
  'mint',
  'teal',
  'denim',
  'purple',
  'lavender',
  'burgundy',
  'maroon',
  'red',
  'rust',
  'orange',
  'coral',
  'pink',
  'mustard',
  'yellow',
  'gold',
  'silver',
  'indigo',
  'stone',
  'sand',
  'chocolate',
  'cognac',
] as const;

/** Colour names found in option values, tags or a name, lower case, de-duplicated, at most 8. */
export function extractColors(...texts: (string | readonly string[] | undefined)[]): string[] {
  const found: string[] = [];
  for (const text of texts.flat()) {
    if (!text) continue;
    let rest = ` ${text.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
    for (const color of COLOR_WORDS) {
      const needle = ` ${color} `;
      if (rest.includes(needle)) {
        const name = color === 'grey' ? 'gray' : color === 'light grey' ? 'light gray' : color;
        if (!found.includes(name)) found.push(name);
        rest = rest.split(needle).join('  ');
      }
    }
  }
  return found.slice(0, LIMITS.colors);
}

/** A feed's list of colours: an array of names or one comma-separated string; names cleaned and bounded. */
export function colorList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,;|/]/) : [];
  const out: string[] = [];
  for (const item of items) {
    const name = cleanText(item, 40).toLowerCase();
    if (name && !out.includes(name)) out.push(name);
    if (out.length >= LIMITS.colors) break;
  }
  return out;
}

/** Feed booleans and availability words: true, 'true', 'yes', 1, 'in stock', 'in_stock', 'available'. Unknown means in stock. */
export function parseInStock(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value > 0;
  if (typeof value === 'string') {
    const v = value
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, ' ');
    if (['false', 'no', '0', 'out of stock', 'sold out', 'unavailable', 'discontinued', 'oos'].includes(v)) return false;
    return true;
  }
  return true;
}

/** A feed's id: a string or a safe integer, bounded; null otherwise. */
export function externalIdOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value === 'string') {
    const id = cleanText(value, LIMITS.externalId + 1);
    return id && id.length <= LIMITS.externalId ? id : null;
  }
  return null;
}
