import { demoCatalog } from './demo-catalog';
import { applyParams, filterItems } from './params';
import type { RetailAdapter } from './port';

/** The bundled demo catalog (no network): product pages under the retailer's base URL, images served by the product. */
export const demoAdapter: RetailAdapter = {
  platform: 'demo',
  async fetchCatalog({ retailer, queryParams }, { demoImageBase }) {
    const applied = applyParams(queryParams);
    return { items: filterItems(demoCatalog(retailer.baseUrl, demoImageBase), applied), skipped: 0, skipReasons: [] };
  },
};
