import { CATALOG_CATEGORIES, type CatalogCategory, type CatalogGender, type CatalogItem } from './normalize';
import { MAX_PRODUCTS_PER_SYNC } from './port';

/**
 * The source's query params (spec 3) as every adapter applies them: `category` keeps only that
 * category, `limit` caps how many products are stored, `gender` is the default for products
 * that name none, `currency` the default currency. Params not reserved here are added to the
 * fetched address (a store's own filters); `sort` orders nothing at ingestion and is ignored.
 */
export const RESERVED_PARAMS = new Set(['category', 'limit', 'gender', 'currency', 'sort', 'page', 'url', 'collection', 'items', 'delimiter']);
export const isReservedParam = (name: string) => RESERVED_PARAMS.has(name) || name.startsWith('field.');

export interface AppliedParams {
  category: CatalogCategory | null;
  limit: number;
  defaultGender: CatalogGender | null;
  currency: string | null;
  /** Passed on to the fetched address. */
  passThrough: [string, string][];
}

export function applyParams(params: Record<string, string>): AppliedParams {
  const category = params.category?.trim().toLowerCase();
  const limit = Number(params.limit);
  const gender = params.gender?.trim().toLowerCase();
  const currency = params.currency?.trim().toUpperCase();
  return {
    category: category && (CATALOG_CATEGORIES as readonly string[]).includes(category) ? (category as CatalogCategory) : null,
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_PRODUCTS_PER_SYNC) : MAX_PRODUCTS_PER_SYNC,
    defaultGender: gender === 'men' || gender === 'women' || gender === 'unisex' ? gender : null,
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : null,
    passThrough: Object.entries(params).filter(([k]) => !isReservedParam(k)),
  };
}

/** Keeps the items the params allow, up to the limit. */
export function filterItems(items: CatalogItem[], applied: AppliedParams): CatalogItem[] {
  const kept = applied.category ? items.filter((i) => i.category === applied.category) : items;
  return kept.slice(0, applied.limit);
}

export function withParams(url: URL, pairs: [string, string][]): URL {
  for (const [k, v] of pairs) url.searchParams.set(k, v);
  return url;
}
