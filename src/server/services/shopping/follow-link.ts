import { and, desc, eq } from 'drizzle-orm';
import { affiliateClicks, affiliateConfigs } from '../../../db/schema';
import { buildProductLink } from '../../../domain/shopping/affiliate-link';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';
import { findProduct } from './products';

export const PRODUCT_GONE = 'Product not found';

/**
 * `/go/{productId}` (issue 13 point 5): where a product link leads, and the click recorded.
 * The target comes only from the database (the product's plain URL and its retailer's most
 * recently updated enabled affiliate template): nothing from the visitor's request can change it.
 * An unknown product, a product of a disabled retailer, or one with no usable link is a 404.
 */
export async function followProductLink(
  ctx: Pick<Ctx, 'db' | 'log' | 'now'>,
  input: { productId: number; userId: number | null; record: boolean },
): Promise<string> {
  const found = await findProduct(ctx, input.productId);
  if (!found || !found.retailerEnabled) throw notFound(PRODUCT_GONE);
  const [affiliate] = await ctx.db
    .select({
      template: affiliateConfigs.template,
      trackingId: affiliateConfigs.trackingId,
      subId: affiliateConfigs.subId,
      partnerTag: affiliateConfigs.partnerTag,
    })
    .from(affiliateConfigs)
    .where(and(eq(affiliateConfigs.retailerId, found.row.retailerId), eq(affiliateConfigs.enabled, true)))
    .orderBy(desc(affiliateConfigs.updatedAt), desc(affiliateConfigs.id))
    .limit(1);
  const link = buildProductLink({ externalId: found.row.externalId, productUrl: found.row.productUrl }, affiliate ?? null);
  if (link.url === null) throw notFound(PRODUCT_GONE);
  if (input.record) {
    try {
      await ctx.db.insert(affiliateClicks).values({ userId: input.userId, productId: found.row.id, retailerId: found.row.retailerId, clickedAt: ctx.now() });
    } catch (error) {
      // The visitor still gets to the shop; a lost click is logged, not shown.
      ctx.log.warn({ err: error, productId: found.row.id }, 'Could not record an affiliate click');
    }
  }
  return link.url;
}
