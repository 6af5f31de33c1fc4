import { eq } from 'drizzle-orm';
import { productSources, retailers } from '../../../db/schema';
import type { Ctx } from '../../context';
import { syncProductSource } from './sync-source';

export const DEMO_RETAILER_KEY = 'demo';
export const DEMO_RETAILER_NAME = 'Demo Store';
/** The demo store's product pages, served by the product (src/server/routes/shopping/demo-store.ts). */
export const DEMO_STORE_PATH = '/demo-store';

/**
 * First start in embedded mode or with SEED_DEMO=true (issue 13): the 'Demo Store' retailer (key
 * `demo`), one source for its bundled catalog, synced at once. A database that already has the
 * retailer is left alone, so an operator who disabled it or edited its source keeps that.
 */
export async function seedDemoCatalog(ctx: Pick<Ctx, 'db' | 'outbound' | 'now' | 'log' | 'config'>): Promise<{ created: boolean }> {
  const [existing] = await ctx.db.select({ id: retailers.id }).from(retailers).where(eq(retailers.key, DEMO_RETAILER_KEY));
  if (existing) return { created: false };
  const origin = ctx.config.publicUrl ? new URL(ctx.config.publicUrl).origin : `http://localhost:${ctx.config.port}`;
  const now = ctx.now();
  const [retailer] = await ctx.db
    .insert(retailers)
    .values({ key: DEMO_RETAILER_KEY, name: DEMO_RETAILER_NAME, baseUrl: `${origin}${DEMO_STORE_PATH}`, enabled: true, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!retailer) return { created: false }; // another process seeded it meanwhile
  const [source] = await ctx.db
    .insert(productSources)
    .values({ retailerId: retailer.id, name: 'Demo catalog', type: 'collection', priority: 10, createdAt: now, updatedAt: now })
    .returning();
  await syncProductSource(ctx, source!.id);
  return { created: true };
}
