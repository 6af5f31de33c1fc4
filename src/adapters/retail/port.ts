import type { OutboundFetcher } from '../outbound';
import type { CatalogItem } from './normalize';

export type { CatalogItem };

/** What a sync asks an adapter for: the retailer (its key names the platform, spec 3) and the source's query params. */
export interface RetailCatalogRequest {
  retailer: { id: number; key: string; name: string; baseUrl: string };
  queryParams: Record<string, string>;
}

export interface RetailCatalogResult {
  items: CatalogItem[];
  /** Entries of the feed that could not make a product (missing name or id, bad price, unsafe URL, unknown category). */
  skipped: number;
  /** The first reasons entries were skipped, each naming the entry (at most MAX_SKIP_REASONS). */
  skipReasons: string[];
  /** What was read leniently (a bare '&' in XML, an unknown entity: issue 41): the feed was read, the operator is told. */
  warnings?: string[];
}

export interface RetailAdapterDeps {
  /** Every fetch of an operator-supplied address goes through the SSRF guard (decisions.md 2). */
  outbound: OutboundFetcher;
  /** Where the bundled demo catalog's images are served (`/catalog/demo-images`), for the demo adapter. */
  demoImageBase: string;
}

/** One retail platform: reads a whole catalog. Throws RetailFetchError with a message fit for the operator. */
export interface RetailAdapter {
  readonly platform: 'shopify' | 'feed-json' | 'feed-csv' | 'feed-xml' | 'demo';
  fetchCatalog(request: RetailCatalogRequest, deps: RetailAdapterDeps): Promise<RetailCatalogResult>;
}

/** A sync that could not read the catalog; the message is shown on the source in the dashboard. */
export class RetailFetchError extends Error {}

/** At most this many products per source sync; a feed beyond it is read up to it (a huge or endless feed cannot exhaust memory). */
export const MAX_PRODUCTS_PER_SYNC = 50_000;

/** At most this many skip reasons are kept for the operator: the first ones show what is wrong. */
export const MAX_SKIP_REASONS = 10;
