import {
  cleanText,
  colorList,
  currencyFromPrice,
  externalIdOf,
  extractColors,
  LIMITS,
  mapCategory,
  mapGender,
  normalizeCurrency,
  parseInStock,
  parsePriceCents,
  safeHttpUrl,
  type CatalogItem,
} from './normalize';
import { isRecord } from './fetch';
import type { AppliedParams } from './params';
import { RetailFetchError } from './port';

/**
 * The declared field map of JSON and CSV feeds (issue 13): each product field and the feed
 * fields (JSON keys or CSV headers, case-insensitive) it is read from, first present wins. A
 * source overrides one with a query param `field.<product field>=<feed field>`, e.g.
 * `field.price=sale_price`. Google Merchant-style names are covered.
 */
export const FEED_FIELD_MAP = {
  externalId: ['id', 'sku', 'product_id', 'productid', 'item_id', 'g:id'],
  name: ['name', 'title', 'product_name', 'g:title'],
  brand: ['brand', 'vendor', 'manufacturer', 'g:brand'],
  price: ['price', 'sale_price', 'price_amount', 'amount', 'g:price'],
  currency: ['currency', 'price_currency', 'currency_code'],
  imageUrl: ['image_url', 'imageurl', 'image', 'image_link', 'img', 'g:image_link'],
  productUrl: ['product_url', 'producturl', 'url', 'link', 'g:link'],
  description: ['description', 'body', 'summary', 'g:description'],
  colors: ['colors', 'colours', 'color', 'colour', 'g:color'],
  category: ['category', 'product_type', 'type', 'google_product_category', 'g:product_type'],
  tags: ['tags', 'keywords', 'labels'],
  gender: ['gender', 'department', 'g:gender'],
  inStock: ['in_stock', 'instock', 'availability', 'available', 'stock', 'g:availability'],
} as const;
export type FeedField = keyof typeof FEED_FIELD_MAP;

/** The field map with the source's `field.*` overrides applied; feed names lower-cased. */
export function fieldMap(params: Record<string, string>): Record<FeedField, string[]> {
  const map = {} as Record<FeedField, string[]>;
  for (const field of Object.keys(FEED_FIELD_MAP) as FeedField[]) {
    const override = params[`field.${field}`]?.trim().toLowerCase();
    map[field] = override ? [override] : [...FEED_FIELD_MAP[field]];
  }
  return map;
}

/** The feed's URL from the source's `url` param: required, http(s), its other params added. */
export function feedUrl(params: Record<string, string>, passThrough: [string, string][]): URL {
  const raw = params.url?.trim();
  if (!raw) throw new RetailFetchError('This source needs a "url" query param: the address of the feed.');
  const safe = safeHttpUrl(raw);
  if (!safe) throw new RetailFetchError('The source’s "url" query param is not an http(s) address.');
  const url = new URL(safe);
  for (const [k, v] of passThrough) url.searchParams.set(k, v);
  return url;
}

/** One feed entry (a JSON object or a CSV row) through the field map; null when it cannot make a product. */
export function mapFeedEntry(
  raw: unknown,
  map: Record<FeedField, string[]>,
  context: { baseUrl: string; applied: Pick<AppliedParams, 'defaultGender' | 'currency'> },
): CatalogItem | null {
  if (!isRecord(raw)) return null;
  const lower = new Map<string, unknown>();
  for (const [k, v] of Object.entries(raw)) if (!lower.has(k.toLowerCase())) lower.set(k.toLowerCase(), v);
  const read = (field: FeedField): unknown => {
    for (const name of map[field]) {
      const v = lower.get(name);
      if (v !== undefined && v !== null && v !== '') return v;
    }
    return undefined;
  };

  const externalId = externalIdOf(read('externalId'));
  const name = cleanText(read('name'), LIMITS.name);
  if (!externalId || !name) return null;

  let priceRaw = read('price');
  let currencyRaw = read('currency');
  if (isRecord(priceRaw)) {
    currencyRaw ??= priceRaw.currency ?? priceRaw.currency_code;
    priceRaw = priceRaw.amount ?? priceRaw.value;
  }
  const priceCents = parsePriceCents(priceRaw);
  if (priceCents === null) return null;

  const productUrl = safeHttpUrl(read('productUrl'), context.baseUrl);
  if (!productUrl) return null;

  const tagsRaw = read('tags');
  const tags = (Array.isArray(tagsRaw) ? tagsRaw : typeof tagsRaw === 'string' ? tagsRaw.split(',') : [])
    .map((t) => cleanText(t, 100))
    .filter(Boolean)
    .slice(0, 100);
  const categoryText = cleanText(read('category'), 300);
  const category = mapCategory({ category: categoryText, tags, name });
  if (!category) return null;

  const genderText = cleanText(read('gender'), 50);
  const found = mapGender(genderText, tags, categoryText);
  const gender = found === 'unisex' && !/unisex/i.test(genderText) && context.applied.defaultGender ? context.applied.defaultGender : found;
  const colorsRaw = read('colors');
  const colors = colorsRaw !== undefined ? colorList(colorsRaw) : extractColors(tags, name);
  const imageRaw = read('imageUrl');
  const image = Array.isArray(imageRaw) ? imageRaw[0] : isRecord(imageRaw) ? (imageRaw.src ?? imageRaw.url) : imageRaw;

  return {
    externalId,
    name,
    brand: cleanText(read('brand'), LIMITS.brand),
    priceCents,
    currency: normalizeCurrency(currencyRaw, currencyFromPrice(priceRaw) ?? context.applied.currency ?? 'USD'),
    imageUrl: safeHttpUrl(image, context.baseUrl),
    productUrl,
    description: cleanText(read('description'), LIMITS.description),
    colors,
    category,
    gender,
    inStock: parseInStock(read('inStock')),
  };
}

/** Maps every entry, skipping those that make no product and repeats of an id already read. */
export function mapFeedEntries(
  entries: readonly unknown[],
  map: Record<FeedField, string[]>,
  context: Parameters<typeof mapFeedEntry>[2],
  max: number,
): { items: CatalogItem[]; skipped: number } {
  const items: CatalogItem[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const entry of entries) {
    if (items.length >= max) break;
    const item = mapFeedEntry(entry, map, context);
    if (!item) skipped++;
    else if (!seen.has(item.externalId)) {
      seen.add(item.externalId);
      items.push(item);
    }
  }
  return { items, skipped };
}
