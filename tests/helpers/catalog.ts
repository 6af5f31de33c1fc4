import { products, retailers, type NewProductRow } from '../../src/db/schema';
import { refreshCatalogWords } from '../../src/server/services/shopping/catalog-words';
import type { TestApp } from './test-app';

let seq = 0;

/** A retailer row straight in the database (the admin API is tested elsewhere). */
export async function insertRetailer(t: TestApp, fields: Partial<{ key: string; name: string; baseUrl: string; enabled: boolean }> = {}) {
  seq++;
  const [row] = await t.ctx.db
    .insert(retailers)
    .values({ key: `shop-${seq}`, name: `Shop ${seq}`, baseUrl: `https://shop${seq}.example`, enabled: true, ...fields })
    .returning();
  return row!;
}

export type TestProduct = Partial<NewProductRow> & { name: string };

/** Catalog rows for a retailer (and their words, for the typo fallback); external ids and product URLs are made up unless given. */
export async function insertProducts(t: TestApp, retailerId: number, items: TestProduct[]) {
  if (items.length === 0) return [];
  const rows = await t.ctx.db
    .insert(products)
    .values(
      items.map((item) => {
        seq++;
        return {
          externalId: `p-${seq}`,
          productUrl: `https://store.example/products/p-${seq}`,
          priceCents: 5000,
          category: 'shirts' as const,
          gender: 'men' as const,
          ...item,
          retailerId,
        };
      }),
    )
    .returning();
  await refreshCatalogWords(t.ctx, { retailerId });
  return rows;
}
