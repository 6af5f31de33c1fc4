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
import { MAX_SKIP_REASONS, RetailFetchError } from './port';
import { trimEndOf } from '../../shared/plain-text';

/**
 * The declared field map of JSON, CSV and XML feeds (issues 13 and 26): each product field and
 * the feed fields (JSON keys, CSV headers or XML element names, case-insensitive) it is read
 * from, first present wins (for `category`, the first that names a category). A source
 * overrides one with a query param `field.<product field>=<feed field>`, e.g.
 * `field.price=sale_price`. Google Merchant names (plain, or `g:` in XML) and the columns of
 * Shopify's product CSV export are covered, so neither needs an override.
 */
export const FEED_FIELD_MAP = {
  externalId: ['id', 'sku', 'product_id', 'productid', 'item_id', 'g:id', 'handle'],
  /** Entries sharing it are variants of one product (Shopify's Handle, Merchant's item_group_id): folded into one. */
  group: ['handle', 'item_group_id', 'g:item_group_id'],
  name: ['name', 'title', 'product_name', 'g:title'],
  brand: ['brand', 'vendor', 'manufacturer', 'g:brand'],
  price: ['price', 'sale_price', 'price_amount', 'amount', 'g:price', 'variant price'],
  currency: ['currency', 'price_currency', 'currency_code'],
  imageUrl: ['image_url', 'imageurl', 'image', 'image_link', 'img', 'g:image_link', 'image src', 'variant image'],
  productUrl: ['product_url', 'producturl', 'url', 'link', 'g:link'],
  description: ['description', 'body', 'summary', 'g:description', 'body (html)', 'body_html'],
  colors: ['colors', 'colours', 'color', 'colour', 'g:color'],
  category: [
    'category',
    'google_product_category',
    'g:google_product_category',
    'product category',
    'google shopping / google product category',
    'product_type',
    'g:product_type',
    'type',
  ],
  tags: ['tags', 'keywords', 'labels'],
  gender: ['gender', 'department', 'g:gender', 'google shopping / gender'],
  inStock: ['in_stock', 'instock', 'availability', 'available', 'stock', 'g:availability', 'variant inventory qty', 'inventory_quantity'],
  /** 'continue' (sell when none are left): in stock whatever the count says. */
  inventoryPolicy: ['variant inventory policy', 'inventory_policy'],
  /** A blank tracker in a feed that has the column: the count is not kept, so it says nothing. */
  inventoryTracker: ['variant inventory tracker', 'inventory_management'],
  /** draft, archived, inactive or unpublished products are not for sale. */
  status: ['status', 'published'],
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

/** One entry's fields by lower-cased name, and where it was in the feed (for the operator's reasons). */
interface FeedRow {
  fields: Map<string, unknown>;
  /** 'row 5', 'item 3': how the operator finds it in the file. */
  where: string;
}

export interface MappedFeed {
  items: CatalogItem[];
  skipped: number;
  /** The first reasons entries were skipped, each naming the entry ('row 7 (id "x"): no price'). */
  skipReasons: string[];
}

const INACTIVE = new Set(['draft', 'archived', 'inactive', 'false', 'unpublished', 'no', 'disabled', 'hidden']);
const COLOUR_OPTION = /^colou?rs?$/i;

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

function reader(row: FeedRow, map: Record<FeedField, string[]>) {
  return (field: FeedField): unknown => {
    for (const name of map[field]) {
      const v = row.fields.get(name);
      if (present(v)) return v;
    }
    return undefined;
  };
}

/** Every non-empty value of a field across a product's rows, in feed order. */
function readAll(rows: readonly FeedRow[], map: Record<FeedField, string[]>, field: FeedField): unknown[] {
  const out: unknown[] = [];
  for (const row of rows) for (const name of map[field]) if (present(row.fields.get(name))) out.push(row.fields.get(name));
  return out;
}

/** A variant row: its price in cents (null when unreadable) and whether it can be ordered. */
function variantOf(row: FeedRow, map: Record<FeedField, string[]>): { cents: number | null; currency: unknown; inStock: boolean } | null {
  const read = reader(row, map);
  let priceRaw = read('price');
  if (priceRaw === undefined) return null;
  let currency = read('currency');
  if (isRecord(priceRaw)) {
    currency ??= priceRaw.currency ?? priceRaw.currency_code;
    priceRaw = priceRaw.amount ?? priceRaw.value;
  }
  const policy = cleanText(read('inventoryPolicy'), 50).toLowerCase();
  const untracked = map.inventoryTracker.some((name) => row.fields.has(name)) && read('inventoryTracker') === undefined;
  const inStock = policy === 'continue' || untracked ? true : parseInStock(read('inStock'));
  return { cents: parsePriceCents(priceRaw), currency: currency ?? currencyFromPrice(priceRaw), inStock };
}

/** Colour names from option columns ('Option1 Name' = Color, 'Option1 Value' = Navy): the option's name is on the product's first row only. */
function optionColours(rows: readonly FeedRow[]): string[] {
  const indexes = new Set<string>();
  for (const row of rows) {
    for (const [key, value] of row.fields) {
      const m = /^option\s*(\d)\s*name$/.exec(key);
      if (m && typeof value === 'string' && COLOUR_OPTION.test(value.trim())) indexes.add(m[1]!);
    }
  }
  const values: string[] = [];
  for (const row of rows) {
    for (const i of indexes) {
      const v = row.fields.get(`option${i} value`) ?? row.fields.get(`option ${i} value`);
      if (typeof v === 'string' && v.trim()) values.push(v);
    }
  }
  return values;
}

type Mapped = { item: CatalogItem } | { reason: string };

/**
 * One product from its rows (one row, or a product's variant and image rows folded together):
 * product fields from the first row that has them; the price is the lowest of the variants that
 * can be ordered (of all variants when none can); in stock when any variant is; the first image.
 */
function mapProduct(
  rows: readonly FeedRow[],
  map: Record<FeedField, string[]>,
  context: { baseUrl: string; applied: Pick<AppliedParams, 'defaultGender' | 'currency'> },
  groupKey: string | null,
): Mapped {
  const first = (field: FeedField): unknown => readAll(rows, map, field)[0];
  const externalId = groupKey ?? externalIdOf(first('externalId'));
  const name = cleanText(first('name'), LIMITS.name);
  if (!externalId) return { reason: 'no id' };
  if (!name) return { reason: 'no name' };
  const status = cleanText(first('status'), 50).toLowerCase();
  if (INACTIVE.has(status)) return { reason: `not for sale (${status})` };

  const variants = rows.map((row) => variantOf(row, map)).filter((v) => v !== null);
  if (variants.length === 0) return { reason: 'no price' };
  const bad = variants.find((v) => v.cents === null);
  if (bad)
    return {
      reason: `unreadable price "${cleanText(
        readAll(rows, map, 'price').find((p) => parsePriceCents(p) === null),
        40,
      )}"`,
    };
  const orderable = variants.filter((v) => v.inStock);
  const inStock = orderable.length > 0;
  const cheapest = (inStock ? orderable : variants).reduce((a, b) => (b.cents! < a.cents! ? b : a));

  const handle = cleanText(rows.map((r) => r.fields.get('handle')).find(present), 255);
  const productUrl =
    safeHttpUrl(first('productUrl'), context.baseUrl) ??
    // Shopify's export has no URL column: the storefront serves every product at /products/{handle}.
    (/^[\p{L}\p{N}][\p{L}\p{N}_.-]*$/u.test(handle) ? safeHttpUrl(`${trimEndOf(context.baseUrl, '/')}/products/${encodeURIComponent(handle)}`) : null);
  if (!productUrl) return { reason: 'no safe product link' };

  const tagsRaw = first('tags');
  const tags = (Array.isArray(tagsRaw) ? tagsRaw : typeof tagsRaw === 'string' ? tagsRaw.split(',') : [])
    .map((t) => cleanText(t, 100))
    .filter(Boolean)
    .slice(0, 100);
  const categoryTexts = [...new Set(readAll(rows, map, 'category').map((c) => cleanText(c, 300)))].filter(Boolean);
  const category = mapCategory({ category: categoryTexts, tags, name });
  if (!category) return { reason: `no category matches${categoryTexts.length ? ` "${categoryTexts[0]!.slice(0, 60)}"` : ''}` };

  const genderText = cleanText(first('gender'), 50);
  const found = mapGender(genderText, tags, categoryTexts);
  const gender = found === 'unisex' && !/unisex/i.test(genderText) && context.applied.defaultGender ? context.applied.defaultGender : found;
  const colorsRaw = first('colors');
  const options = optionColours(rows);
  const colors =
    colorsRaw !== undefined
      ? colorList(readAll(rows, map, 'colors').flatMap((c) => (Array.isArray(c) ? c : typeof c === 'string' ? c.split(/[,;|/]/) : [c])))
      : options.length
        ? colorList(options)
        : extractColors(tags, name);
  const imageRaw = first('imageUrl');
  const image = Array.isArray(imageRaw) ? imageRaw[0] : isRecord(imageRaw) ? (imageRaw.src ?? imageRaw.url) : imageRaw;

  return {
    item: {
      externalId,
      name,
      brand: cleanText(first('brand'), LIMITS.brand),
      priceCents: cheapest.cents!,
      currency: normalizeCurrency(cheapest.currency, context.applied.currency ?? 'USD'),
      imageUrl: safeHttpUrl(image, context.baseUrl),
      productUrl,
      description: cleanText(first('description'), LIMITS.description),
      colors,
      category,
      gender,
      inStock,
    },
  };
}

function toRow(raw: unknown, where: string): FeedRow | null {
  if (!isRecord(raw)) return null;
  const fields = new Map<string, unknown>();
  for (const [k, v] of Object.entries(raw)) {
    const key = k.trim().toLowerCase();
    if (!fields.has(key)) fields.set(key, v);
  }
  return { fields, where };
}

/**
 * Maps every entry: entries sharing a group value (a Shopify Handle, a Merchant item_group_id)
 * are one product's variants and image rows, folded together; entries that make no product are
 * skipped and the first reasons kept; a repeated id is read once.
 */
export function mapFeedEntries(
  entries: readonly unknown[],
  map: Record<FeedField, string[]>,
  context: { baseUrl: string; applied: Pick<AppliedParams, 'defaultGender' | 'currency'> },
  max: number,
  where: (index: number) => string = (i) => `entry ${i + 1}`,
): MappedFeed {
  const products = new Map<string, { rows: FeedRow[]; group: string | null }>();
  let skipped = 0;
  const skipReasons: string[] = [];
  const skip = (place: string, reason: string) => {
    skipped++;
    if (skipReasons.length < MAX_SKIP_REASONS) skipReasons.push(`${place}: ${reason}`);
  };
  entries.forEach((raw, index) => {
    const row = toRow(raw, where(index));
    if (!row) return skip(where(index), 'not a product record');
    const groupValue = externalIdOf(reader(row, map)('group'));
    const key = groupValue ? `g:${groupValue}` : `e:${index}`;
    const product = products.get(key);
    if (product) product.rows.push(row);
    else products.set(key, { rows: [row], group: groupValue });
  });

  const items: CatalogItem[] = [];
  const seen = new Set<string>();
  for (const { rows, group } of products.values()) {
    if (items.length >= max) break;
    const mapped = mapProduct(rows, map, context, group);
    const first = rows[0]!;
    if ('reason' in mapped) {
      const id = group ?? externalIdOf(reader(first, map)('externalId'));
      skip(`${first.where}${id ? ` (id "${id.slice(0, 60)}")` : ''}`, mapped.reason);
    } else if (!seen.has(mapped.item.externalId)) {
      seen.add(mapped.item.externalId);
      items.push(mapped.item);
    }
  }
  return { items, skipped, skipReasons };
}
