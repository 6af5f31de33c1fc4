import { and, eq, gte, sql } from 'drizzle-orm';
import { affiliateClicks, retailers } from '../../../db/schema';
import { AFFILIATE_CLICK_WINDOW_DAYS, type TAffiliateClickSummary } from '../../../shared/schemas/shopping-recommendations';
import type { Ctx } from '../../context';

/** Clicks through `/go/` per retailer over the last 30 days, every retailer listed (most clicks first). */
export async function affiliateClickSummary(ctx: Pick<Ctx, 'db' | 'now'>): Promise<TAffiliateClickSummary> {
  const since = new Date(ctx.now().getTime() - AFFILIATE_CLICK_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const clicks = sql<number>`count(${affiliateClicks.id})::int`;
  const rows = await ctx.db
    .select({ retailerId: retailers.id, retailerName: retailers.name, enabled: retailers.enabled, clicks })
    .from(retailers)
    .leftJoin(affiliateClicks, and(eq(affiliateClicks.retailerId, retailers.id), gte(affiliateClicks.clickedAt, since)))
    .groupBy(retailers.id, retailers.name, retailers.enabled)
    .orderBy(sql`${clicks} desc`, retailers.name, retailers.id);
  const list = rows.map((r) => ({ ...r, clicks: Number(r.clicks) }));
  return { since: since.toISOString(), days: AFFILIATE_CLICK_WINDOW_DAYS, total: list.reduce((sum, r) => sum + r.clicks, 0), retailers: list };
}
