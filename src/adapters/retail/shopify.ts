import { cleanText, externalIdOf, extractColors, LIMITS, mapCategory, mapGender, parsePriceCents, safeHttpUrl, type CatalogItem } from './normalize';
import { fetchCatalogText, isRecord, parseJson } from './fetch';
import { applyParams, filterItems, withParams, type AppliedParams } from './params';
import { MAX_SKIP_REASONS, RetailFetchError, type RetailAdapter } from './port';
import { trimEndOf } from '../../shared/plain-text';

export const SHOPIFY_PAGE_SIZE = 250;
/** 200 pages of 250: the sync's product cap, and an end to a store that never answers an empty page. */
export const SHOPIFY_MAX_PAGES = 200;

const tagsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => cleanText(t, 100))
    .filter(Boolean)
    .slice(0, 100);

/** One product of a storefront's `products.json` (issue 13); null when it cannot make a product. */
export function mapShopifyProduct(raw: unknown, baseUrl: string, applied: Pick<AppliedParams, 'defaultGender' | 'currency'>): CatalogItem | null {
  if (!isRecord(raw)) return null;
  const externalId = externalIdOf(raw.id);
  const name = cleanText(raw.title, LIMITS.name);
  const handle = typeof raw.handle === 'string' ? raw.handle.trim() : '';
  if (!externalId || !name || !/^[\p{L}\p{N}][\p{L}\p{N}_.-]{0,254}$/u.test(handle)) return null;

  const variants = (Array.isArray(raw.variants) ? raw.variants : []).filter(isRecord).slice(0, 250);
  const priced = variants.map((v) => ({ cents: parsePriceCents(v.price), available: v.available !== false }));
  if (priced.length === 0 || priced.some((p) => p.cents === null)) return null;
  const inStockVariants = priced.filter((p) => p.available);
  const inStock = inStockVariants.length > 0;
  const priceCents = Math.min(...(inStock ? inStockVariants : priced).map((p) => p.cents!));

  const type = cleanText(raw.product_type, 200);
  const tags = tagsOf(raw.tags);
  const category = mapCategory({ type, tags, name });
  if (!category) return null;

  const options = (Array.isArray(raw.options) ? raw.options : []).filter(isRecord);
  const colourValues = options
    .filter((o) => typeof o.name === 'string' && /^colou?r$/i.test(o.name.trim()))
    .flatMap((o) => (Array.isArray(o.values) ? o.values : []))
    .filter((v): v is string => typeof v === 'string');
  const colors = extractColors(colourValues, tags, name);

  const images = (Array.isArray(raw.images) ? raw.images : []).filter(isRecord);
  const firstImage = isRecord(raw.image) ? raw.image.src : images[0]?.src;
  const genderFound = mapGender(tags, type);
  const gender = genderFound === 'unisex' && applied.defaultGender && !tags.some((t) => /unisex/i.test(t)) ? applied.defaultGender : genderFound;

  return {
    externalId,
    name,
    brand: cleanText(raw.vendor, LIMITS.brand),
    priceCents,
    currency: applied.currency ?? 'USD',
    imageUrl: safeHttpUrl(firstImage),
    productUrl: `${trimEndOf(baseUrl, '/')}/products/${encodeURIComponent(handle)}`,
    description: cleanText(raw.body_html, LIMITS.description),
    colors,
    category,
    gender,
    inStock,
  };
}

/**
 * Shopify storefronts: `{baseUrl}/products.json?limit=250&page=N` until an empty page (or a
 * `collection` param's `{baseUrl}/collections/{handle}/products.json`).
 */
export const shopifyAdapter: RetailAdapter = {
  platform: 'shopify',
  async fetchCatalog({ retailer, queryParams }, { outbound }) {
    const applied = applyParams(queryParams);
    const base = safeHttpUrl(retailer.baseUrl);
    if (!base) throw new RetailFetchError('The retailer’s base URL is not an http(s) address.');
    const baseUrl = trimEndOf(base, '/');
    const collection = queryParams.collection?.trim();
    const path = collection ? `/collections/${encodeURIComponent(collection)}/products.json` : '/products.json';
    const items: CatalogItem[] = [];
    const seen = new Set<string>();
    let skipped = 0;
    const skipReasons: string[] = [];
    for (let page = 1; page <= SHOPIFY_MAX_PAGES; page++) {
      const url = withParams(new URL(`${baseUrl}${path}`), applied.passThrough);
      url.searchParams.set('limit', String(SHOPIFY_PAGE_SIZE));
      url.searchParams.set('page', String(page));
      const body = parseJson(await fetchCatalogText(outbound, url, 'application/json'), `Page ${page} of ${url.origin}${url.pathname}`);
      if (!isRecord(body) || !Array.isArray(body.products)) {
        throw new RetailFetchError(`Page ${page} of ${url.origin}${url.pathname} is not a Shopify product list (no "products" array).`);
      }
      if (body.products.length === 0) break;
      let fresh = 0;
      let repeated = 0;
      for (const raw of body.products.slice(0, SHOPIFY_PAGE_SIZE * 4)) {
        const item = mapShopifyProduct(raw, baseUrl, applied);
        if (!item) {
          skipped++;
          if (skipReasons.length < MAX_SKIP_REASONS) {
            const id = isRecord(raw) ? externalIdOf(raw.id) : null;
            skipReasons.push(`page ${page}${id ? ` (id "${id}")` : ''}: no title, handle, readable price or category`);
          }
          continue;
        }
        if (seen.has(item.externalId)) {
          repeated++;
          continue;
        }
        seen.add(item.externalId);
        fresh++;
        items.push(item);
      }
      // A store that ignores `page` answers the first page forever: stop when a page brings nothing new.
      if (fresh === 0 && repeated > 0) break;
      if (filterItems(items, applied).length >= applied.limit) break;
    }
    return { items: filterItems(items, applied), skipped, skipReasons };
  },
};
