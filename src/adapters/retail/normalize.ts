/**
 * Turning what a retailer's feed says into a catalog product (issue 13): pure functions, no I/O.
 * Feeds are operator-supplied and may be malformed or hostile, so every field is checked, bounded
 * and cleaned here; an item that cannot make a sensible product is skipped, never half-stored.
 */

import { CATALOG_CATEGORIES, categoryFromText, isCatalogCategory, type CatalogCategory } from '../../shared/catalog-categories';
import { stripMarkup } from '../../shared/plain-text';
import { googleTaxonomyPath } from './google-taxonomy';

export { CATALOG_CATEGORIES, categoryFromText, type CatalogCategory };
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

/**
 * Segments of a category path that span several of our categories and so decide nothing on their
 * own: the roots of Google's product taxonomy ('Apparel & Accessories > Clothing > …').
 */
const CONTAINER_SEGMENTS = new Set(['apparel & accessories', 'apparel and accessories', 'apparel', 'clothing', 'clothes', 'fashion']);

/**
 * Segments that span several categories but say something when nothing else does (issue 41):
 * swim trunks are shorts and a swimsuit a one-piece, so the title decides first, and the segment
 * only when the title names no garment.
 */
const WEAK_SEGMENTS = new Set(['swimwear', 'swim', 'swimsuits', 'activewear', 'sportswear']);

/**
 * The category a taxonomy path names ('Apparel & Accessories > Clothing > Suits > Tuxedos',
 * 'Women / Dresses', or one plain word): its most specific segment that names one, never a
 * container segment alone.
 */
export function categoryFromPath(path: string): CatalogCategory | null {
  // Google's numeric ids ('2271') through the published taxonomy (issue 41).
  const named = googleTaxonomyPath(path);
  if (named) return categoryFromPath(named);
  const segments = path
    .split(/[>/|›»]/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (let i = segments.length - 1; i >= 0; i--) {
    const segment = segments[i]!;
    const exact = segment.toLowerCase();
    if (isCatalogCategory(exact)) return exact;
    if (CONTAINER_SEGMENTS.has(exact) || WEAK_SEGMENTS.has(exact)) continue;
    const mapped = categoryFromText(segment);
    if (mapped) return mapped;
  }
  return null;
}

/**
 * Issue 13 and 26: the category from the feed's category fields in the order given (each read as
 * a path; the first that names one wins, so a bare taxonomy id or an unmapped path falls through
 * to the next), then the product type, then the tags, then the name; null when none names one.
 */
export function mapCategory(sources: {
  type?: string;
  tags?: readonly string[];
  name?: string;
  category?: string | readonly string[];
}): CatalogCategory | null {
  const categories = typeof sources.category === 'string' ? [sources.category] : (sources.category ?? []);
  for (const text of [...categories, sources.type ?? '']) {
    const mapped = text ? categoryFromPath(text) : null;
    if (mapped) return mapped;
  }
  for (const tag of sources.tags ?? []) {
    const mapped = categoryFromText(tag);
    if (mapped) return mapped;
  }
  const fromName = sources.name ? categoryFromText(sources.name) : null;
  if (fromName) return fromName;
  // Last, a weak segment of the category or type ('Swimwear'): what the product is when its title names nothing.
  for (const text of [...categories, sources.type ?? '']) {
    const path = googleTaxonomyPath(text) ?? text;
    for (const segment of path.split(/[>/|›»]/).reverse()) {
      const weak = segment.trim().toLowerCase();
      if (WEAK_SEGMENTS.has(weak)) return categoryFromText(weak) ?? null;
    }
  }
  return null;
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

/** Currency signs onto ISO codes; '$' alone is read as US dollars (a feed in another dollar writes its code). */
const CURRENCY_SIGNS: [string, string][] = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['AU$', 'AUD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['R$', 'BRL'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
  ['₩', 'KRW'],
  ['zł', 'PLN'],
  ['kr', 'SEK'],
  ['Fr.', 'CHF'],
];

/** A price string split into its number part and the currency it names by code or sign ('1.299,00 EUR', '€12,50', '$1,299.00'). */
function splitPrice(value: string): { number: string; currency: string | null } | null {
  let rest = value.replace(/[\u00a0\u202f]/g, ' ').trim();
  let currency: string | null = null;
  const code = /^([A-Za-z]{3})\s*(?=[\d.,])/.exec(rest) ?? /(?<=[\d.,])\s*([A-Za-z]{3})$/.exec(rest);
  if (code) {
    currency = code[1]!.toUpperCase();
    rest = rest.replace(code[0], '').trim();
  }
  for (const [sign, iso] of CURRENCY_SIGNS) {
    if (rest.startsWith(sign)) rest = rest.slice(sign.length).trim();
    else if (rest.endsWith(sign)) rest = rest.slice(0, -sign.length).trim();
    else continue;
    currency ??= iso;
    break;
  }
  return /^\d[\d.,' ]*$/.test(rest) ? { number: rest, currency } : null;
}

/**
 * The number of a price in either decimal convention: the last of '.' and ',' is the decimal
 * mark when both appear ('1.299,00', '1,299.00'); one mark written more than once, or once
 * before exactly three digits, groups thousands ('1.299' is 1299; no currency has a third
 * decimal in a retail price); otherwise it is the decimal mark ('12,50'). Spaces and
 * apostrophes group thousands ('1 299,00', "1'299.00").
 */
function priceNumber(text: string): number | null {
  const s = text.replace(/[ ']/g, '');
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const [whole, fraction, ...more] = s.split(decimal);
    if (more.length || !/^\d{1,3}([.,]\d{3})*$/.test(whole!)) return null;
    normal = `${whole!.split(group).join('')}.${fraction}`;
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = s.split(mark);
    if (parts.length > 2 || (parts[1]!.length === 3 && /^[1-9]\d{0,2}$/.test(parts[0]!))) {
      if (!/^[1-9]\d{0,2}$/.test(parts[0]!) || parts.slice(1).some((p) => !/^\d{3}$/.test(p))) return null;
      normal = parts.join('');
    } else normal = `${parts[0]}.${parts[1]}`;
  } else normal = s;
  if (!/^\d+(\.\d+)?$/.test(normal)) return null;
  return Number(normal);
}

/**
 * A price as feeds write it (49.99, "49.99", "49.99 USD", "$1,299.00", "1.299,00 EUR",
 * "12,50 €") to cents; null for anything negative, not finite, absurdly large or not a price.
 */
export function parsePriceCents(value: unknown): number | null {
  let n: number | null;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    const split = splitPrice(value);
    n = split ? priceNumber(split.number) : null;
  } else return null;
  if (n === null || !Number.isFinite(n) || n < 0) return null;
  const cents = Math.round(n * 100);
  return cents <= LIMITS.priceCents ? cents : null;
}

/** The currency a price string names by code or sign ("49.99 EUR", "12,50 €"), if any. */
export function currencyFromPrice(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return splitPrice(value)?.currency ?? null;
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
  const text = stripMarkup(value.slice(0, max * 4))
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

const OUT_OF_STOCK = new Set([
  'false',
  'no',
  'n',
  'out of stock',
  'sold out',
  'soldout',
  'unavailable',
  'not available',
  'discontinued',
  'oos',
  'none',
  // schema.org InStoreOnly, once its prefix is dropped and its words split: the product page cannot sell it
  'in store only',
]);

/**
 * Availability as feeds write it (issue 26): booleans, stock counts, words ('in stock', 'sold
 * out'), Google Merchant values (in_stock, out_of_stock, preorder, backorder) and schema.org
 * URLs ('https://schema.org/OutOfStock'). What can be ordered now, preorder and backorder
 * included, is in stock; InStoreOnly is not (the product page cannot sell it). Unknown means in stock.
 */
export function parseInStock(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value > 0;
  if (typeof value !== 'string') return true;
  const raw = value.trim();
  if (/^-?\d+$/.test(raw)) return Number(raw) > 0;
  // 'https://schema.org/OutOfStock', 'schema:SoldOut' → 'Out Of Stock', 'Sold Out'
  const term = raw.replace(/^(?:https?:\/\/)?(?:www\.)?schema\.org\/|^schema:/i, '').replace(/([a-z])([A-Z])/g, '$1 $2');
  const v = term
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
  return !OUT_OF_STOCK.has(v);
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
