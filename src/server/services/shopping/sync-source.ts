import { and, eq, lt, sql } from 'drizzle-orm';
import { retailAdapterFor, RETAIL_KEY_HELP, RetailFetchError, type CatalogItem } from '../../../adapters/retail';
import { productSources, products, retailers, type ProductSyncCounts } from '../../../db/schema';
import type { Ctx } from '../../context';
import { refreshCatalogWords } from './catalog-words';

/** Where the demo catalog's drawings are served (src/server/routes/shopping/demo-store.ts). */
export const DEMO_IMAGE_PATH = '/catalog/demo-images';

const BATCH = 500;

export type SyncOutcome =
  { result: 'ok'; counts: ProductSyncCounts } | { result: 'warning'; counts: ProductSyncCounts; warning: string } | { result: 'error'; error: string };

/**
 * Issue 26: a feed with entries that stored no product is not 'ok' (a format nothing here reads,
 * a field map that matches nothing): the operator is told with the counts and the first reasons.
 */
export function nothingStoredWarning(counts: ProductSyncCounts): string | null {
  if (counts.fetched === 0 || counts.created + counts.updated > 0) return null;
  const reasons = counts.skipReasons?.length ? ` First reasons: ${counts.skipReasons.slice(0, 3).join('; ')}.` : '';
  return `Nothing was stored: the feed had ${counts.fetched} ${counts.fetched === 1 ? 'entry' : 'entries'} and ${counts.skipped} could not make a product.${reasons}`;
}

/**
 * One product source's sync (issue 13 point 2): its retailer's adapter reads the catalog with the
 * source's query params, products are upserted on (retailer, external id), and the source's
 * products the feed no longer lists are marked out of stock. The outcome is stored on the source
 * for the dashboard; a failed fetch changes no product.
 */
export async function syncProductSource(ctx: Pick<Ctx, 'db' | 'outbound' | 'now' | 'log'>, sourceId: number): Promise<SyncOutcome | null> {
  const [row] = await ctx.db
    .select({ source: productSources, retailer: retailers })
    .from(productSources)
    .innerJoin(retailers, eq(retailers.id, productSources.retailerId))
    .where(eq(productSources.id, sourceId));
  if (!row) return null; // deleted since it was queued

  let outcome: SyncOutcome;
  try {
    const adapter = retailAdapterFor(row.retailer.key);
    if (!adapter) throw new RetailFetchError(`No catalog reader for the retailer key "${row.retailer.key}": use ${RETAIL_KEY_HELP}.`);
    const { items, skipped, skipReasons, warnings } = await adapter.fetchCatalog(
      { retailer: row.retailer, queryParams: row.source.queryParams },
      { outbound: ctx.outbound, demoImageBase: DEMO_IMAGE_PATH },
    );
    const stored = await storeCatalog(ctx, row.retailer.id, sourceId, items);
    await refreshCatalogWords(ctx, { retailerId: row.retailer.id });
    const counts: ProductSyncCounts = {
      fetched: items.length + skipped,
      skipped,
      ...stored,
      ...(skipReasons.length ? { skipReasons } : {}),
      ...(warnings?.length ? { warnings } : {}),
    };
    const warning = nothingStoredWarning(counts);
    outcome = warning ? { result: 'warning', counts, warning } : { result: 'ok', counts };
  } catch (error) {
    if (!(error instanceof RetailFetchError)) ctx.log.error({ err: error, sourceId }, 'product source sync failed');
    const message = error instanceof RetailFetchError ? error.message : 'The sync failed unexpectedly; see the server log.';
    outcome = { result: 'error', error: message.slice(0, 1000) };
  }
  await ctx.db
    .update(productSources)
    .set({
      lastSyncedAt: ctx.now(),
      lastSyncResult: outcome.result,
      lastSyncCounts: outcome.result === 'error' ? null : outcome.counts,
      lastSyncError: outcome.result === 'error' ? outcome.error : outcome.result === 'warning' ? outcome.warning.slice(0, 1000) : null,
    })
    .where(eq(productSources.id, sourceId));
  return outcome;
}

/**
 * Upserts in one transaction, so `now()` is one instant for the whole sync: every product the
 * feed listed gets it as `last_seen_at`, and the source's products with an older one are gone.
 */
async function storeCatalog(
  ctx: Pick<Ctx, 'db'>,
  retailerId: number,
  sourceId: number,
  items: CatalogItem[],
): Promise<Pick<ProductSyncCounts, 'created' | 'updated' | 'outOfStock'>> {
  return ctx.db.transaction(async (tx) => {
    let created = 0;
    let updated = 0;
    for (let i = 0; i < items.length; i += BATCH) {
      const batch = items.slice(i, i + BATCH).map((item) => ({
        ...item,
        retailerId,
        sourceId,
        firstSeenAt: sql`now()`,
        updatedAt: sql`now()`,
        lastSeenAt: sql`now()`,
      }));
      const rows = await tx
        .insert(products)
        .values(batch)
        .onConflictDoUpdate({
          target: [products.retailerId, products.externalId],
          set: {
            sourceId,
            name: sql`excluded.name`,
            brand: sql`excluded.brand`,
            priceCents: sql`excluded.price_cents`,
            currency: sql`excluded.currency`,
            imageUrl: sql`excluded.image_url`,
            productUrl: sql`excluded.product_url`,
            description: sql`excluded.description`,
            colors: sql`excluded.colors`,
            category: sql`excluded.category`,
            gender: sql`excluded.gender`,
            inStock: sql`excluded.in_stock`,
            updatedAt: sql`now()`,
            lastSeenAt: sql`now()`,
          },
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      for (const r of rows) if (r.inserted) created++;
      updated += rows.length - rows.filter((r) => r.inserted).length;
    }
    const gone = await tx
      .update(products)
      .set({ inStock: false, updatedAt: sql`now()` })
      .where(and(eq(products.sourceId, sourceId), eq(products.inStock, true), lt(products.lastSeenAt, sql`now()`)))
      .returning({ id: products.id });
    return { created, updated, outOfStock: gone.length };
  });
}
