import { and, eq } from 'drizzle-orm';
import { productSources, retailers } from '../../../db/schema';
import { defineJob } from '../../jobs/define';
import { syncProductSource } from './sync-source';

export const PRODUCT_SYNC_HOURS = 6;

/** One source's sync; its outcome (or error) is stored on the source, so a failure is not retried in a storm. */
export const productSourceSyncJob = defineJob<{ sourceId: number }>({
  name: 'product-source-sync',
  queue: { retryLimit: 1, retryDelay: 300 },
  async handle(ctx, { sourceId }) {
    await syncProductSource(ctx, sourceId);
  },
});

/** Every 6 hours: one job per enabled source of an enabled retailer, so one slow store holds up no other. */
export const productSourcesSyncAllJob = defineJob<Record<string, never>>({
  name: 'product-sources-sync-all',
  schedule: { cron: `30 */${PRODUCT_SYNC_HOURS} * * *` },
  async handle(ctx) {
    const sources = await ctx.db
      .select({ id: productSources.id })
      .from(productSources)
      .innerJoin(retailers, eq(retailers.id, productSources.retailerId))
      .where(and(eq(productSources.enabled, true), eq(retailers.enabled, true)));
    for (const s of sources) await ctx.jobs.send(productSourceSyncJob, { sourceId: s.id }, { singletonKey: `product-source-${s.id}` });
  },
});
