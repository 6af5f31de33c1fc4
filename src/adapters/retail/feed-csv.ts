import { parse } from 'csv-parse/sync';
import { fetchCatalogText } from './fetch';
import { feedUrl, fieldMap, mapFeedEntries } from './feed';
import { applyParams, filterItems } from './params';
import { MAX_PRODUCTS_PER_SYNC, RetailFetchError, type RetailAdapter } from './port';

const DELIMITERS: Record<string, string> = { ',': ',', ';': ';', tab: '\t', '\t': '\t', '|': '|' };

/** CSV rows as objects keyed by the header row; `delimiter` param: ',' (default), ';', '|' or 'tab'. */
export function parseCsvFeed(text: string, delimiterParam: string | undefined): Record<string, string>[] {
  const delimiter = DELIMITERS[delimiterParam ?? ','];
  if (!delimiter) throw new RetailFetchError('The "delimiter" query param must be ",", ";", "|" or "tab".');
  try {
    return parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      bom: true,
      delimiter,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
      max_record_size: 1_000_000,
      // Shopify's export writes a row per variant and per extra image.
      to: MAX_PRODUCTS_PER_SYNC * 4,
    }) as Record<string, string>[];
  } catch (error) {
    throw new RetailFetchError(`The feed is not valid CSV: ${error instanceof Error ? error.message.slice(0, 200) : 'unreadable'}.`);
  }
}

/** A CSV product feed at the source's `url` param, its header row read through the declared field map. */
export const feedCsvAdapter: RetailAdapter = {
  platform: 'feed-csv',
  async fetchCatalog({ retailer, queryParams }, { outbound }) {
    const applied = applyParams(queryParams);
    const url = feedUrl(queryParams, applied.passThrough);
    const rows = parseCsvFeed(await fetchCatalogText(outbound, url, 'text/csv, text/plain'), queryParams.delimiter?.trim() || undefined);
    const { items, skipped, skipReasons } = mapFeedEntries(
      rows,
      fieldMap(queryParams),
      { baseUrl: retailer.baseUrl, applied },
      MAX_PRODUCTS_PER_SYNC,
      (i) => `row ${i + 2}`,
    );
    return { items: filterItems(items, applied), skipped, skipReasons };
  },
};
