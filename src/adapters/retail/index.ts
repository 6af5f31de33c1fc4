import { demoAdapter } from './demo';
import { feedCsvAdapter } from './feed-csv';
import { feedJsonAdapter } from './feed-json';
import { feedXmlAdapter } from './feed-xml';
import type { RetailAdapter } from './port';
import { shopifyAdapter } from './shopify';

export * from './port';
export { FEED_FIELD_MAP } from './feed';

const ADAPTERS: RetailAdapter[] = [shopifyAdapter, feedJsonAdapter, feedCsvAdapter, feedXmlAdapter, demoAdapter];

/**
 * The adapter a retailer's key names (spec 3: the key is the platform): `shopify` or
 * `shopify-…`, `feed-json` / `feed-json-…`, `feed-csv` / `feed-csv-…`, `feed-xml` / `feed-xml-…` (Google
 * Merchant RSS 2.0 or Atom), `demo`; null for any other key.
 */
export function retailAdapterFor(key: string): RetailAdapter | null {
  const k = key.trim().toLowerCase();
  return ADAPTERS.find((a) => k === a.platform || (a.platform !== 'demo' && k.startsWith(`${a.platform}-`))) ?? null;
}

export const RETAIL_KEY_HELP = 'shopify, shopify-…, feed-json, feed-csv, feed-xml or demo';
