import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { products, productSources, retailers, type ProductSourceRow } from '../../../../db/schema';
import type { TProductSource, ZProductSourceInput } from '../../../../shared/schemas/retail';
import type { Ctx } from '../../../context';
import { notFound } from '../../../errors';
import { productSourceSyncJob } from '../../shopping/sync-jobs';
import { assertRetailerExists } from './retailers';

type ProductSourceInput = z.infer<typeof ZProductSourceInput>;

function toDto(row: ProductSourceRow, retailerName: string): TProductSource {
  return {
    id: row.id,
    retailerId: row.retailerId,
    retailerName,
    name: row.name,
    type: row.type,
    priority: row.priority,
    enabled: row.enabled,
    queryParams: row.queryParams,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    lastSyncResult: row.lastSyncResult ?? null,
    lastSyncCounts: row.lastSyncCounts ?? null,
    lastSyncError: row.lastSyncError ?? null,
  };
}

async function findOne(ctx: Pick<Ctx, 'db'>, id: number): Promise<TProductSource> {
  const [row] = await ctx.db
    .select({ a: productSources, retailerName: retailers.name })
    .from(productSources)
    .innerJoin(retailers, eq(retailers.id, productSources.retailerId))
    .where(eq(productSources.id, id));
  if (!row) throw notFound('Product source not found');
  return toDto(row.a, row.retailerName);
}

export async function listProductSources(ctx: Pick<Ctx, 'db'>): Promise<TProductSource[]> {
  const rows = await ctx.db
    .select({ a: productSources, retailerName: retailers.name })
    .from(productSources)
    .innerJoin(retailers, eq(retailers.id, productSources.retailerId))
    .orderBy(asc(retailers.name), desc(productSources.priority), asc(productSources.id));
  return rows.map((r) => toDto(r.a, r.retailerName));
}

export async function createProductSource(ctx: Pick<Ctx, 'db' | 'now'>, input: ProductSourceInput): Promise<TProductSource> {
  await assertRetailerExists(ctx, input.retailerId);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(productSources)
    .values({ ...input, createdAt: now, updatedAt: now })
    .returning();
  return findOne(ctx, row!.id);
}

export async function updateProductSource(ctx: Pick<Ctx, 'db' | 'now'>, id: number, input: ProductSourceInput): Promise<TProductSource> {
  await findOne(ctx, id);
  await assertRetailerExists(ctx, input.retailerId);
  await ctx.db
    .update(productSources)
    .set({ ...input, updatedAt: ctx.now() })
    .where(eq(productSources.id, id));
  return findOne(ctx, id);
}

export async function deleteProductSource(ctx: Pick<Ctx, 'db'>, id: number): Promise<void> {
  // Its products would otherwise stay in stock with no sync left to mark them gone (issue 13).
  await ctx.db.update(products).set({ inStock: false }).where(eq(products.sourceId, id));
  const [row] = await ctx.db.delete(productSources).where(eq(productSources.id, id)).returning({ id: productSources.id });
  if (!row) throw notFound('Product source not found');
}

/** POST /api/admin/product-sources/{id}/sync (issue 13): marks the source as syncing and queues its sync job. */
export async function requestProductSourceSync(ctx: Pick<Ctx, 'db' | 'jobs'>, id: number): Promise<TProductSource> {
  await findOne(ctx, id);
  await ctx.db.update(productSources).set({ lastSyncResult: 'running', lastSyncError: null }).where(eq(productSources.id, id));
  await ctx.jobs.send(productSourceSyncJob, { sourceId: id }, { singletonKey: `product-source-${id}` });
  return findOne(ctx, id);
}
