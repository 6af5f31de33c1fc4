import { fetchCatalogText, isRecord, parseJson } from './fetch';
import { isJsonLd, jsonLdEntries, jsonLdFromHtml } from './json-ld';
import { feedUrl, fieldMap, mapFeedEntries } from './feed';
import { applyParams, filterItems } from './params';
import { MAX_PRODUCTS_PER_SYNC, RetailFetchError, type RetailAdapter } from './port';

/** The list of products in a JSON feed: JSON-LD products, the body itself, or `products` / `items` / `entries`, or the `items` param's dotted path. */
export function feedEntries(body: unknown, path: string | undefined): unknown[] {
  if (path) {
    let node: unknown = body;
    for (const key of path.split('.').slice(0, 10)) node = isRecord(node) ? node[key] : undefined;
    if (Array.isArray(node)) return node;
    throw new RetailFetchError(`The feed has no list of products at "${path}".`);
  }
  // schema.org JSON-LD: Product, ProductGroup (hasVariant), ItemList (issue 41).
  if (isJsonLd(body)) return jsonLdEntries(body);
  if (Array.isArray(body)) return body;
  if (isRecord(body)) for (const key of ['products', 'items', 'entries', 'data']) if (Array.isArray(body[key])) return body[key];
  throw new RetailFetchError('The feed is not a list of products (an array, or an object with "products" or "items").');
}

function htmlProducts(html: string): unknown {
  const blocks = jsonLdFromHtml(html);
  if (blocks.length === 0) throw new RetailFetchError('The page has no schema.org JSON-LD (<script type="application/ld+json">) and is not a JSON feed.');
  return blocks;
}

/** A JSON product feed at the source's `url` param, read through the declared field map. */
export const feedJsonAdapter: RetailAdapter = {
  platform: 'feed-json',
  async fetchCatalog({ retailer, queryParams }, { outbound }) {
    const applied = applyParams(queryParams);
    const url = feedUrl(queryParams, applied.passThrough);
    const text = await fetchCatalogText(outbound, url, 'application/json, application/ld+json, text/html;q=0.5');
    // A store's HTML page: the products of its JSON-LD blocks.
    const body = /^\s*</.test(text) ? htmlProducts(text) : parseJson(text, 'The feed');
    const entries = feedEntries(body, queryParams.items?.trim() || undefined);
    const { items, skipped, skipReasons } = mapFeedEntries(entries, fieldMap(queryParams), { baseUrl: retailer.baseUrl, applied }, MAX_PRODUCTS_PER_SYNC);
    return { items: filterItems(items, applied), skipped, skipReasons };
  },
};
