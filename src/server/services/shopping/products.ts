import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { productSources, products, retailers, type ProductCategory, type ProductRow } from '../../../db/schema';
import { productLink, type TProduct } from '../../../shared/schemas/shopping';
import type { Ctx } from '../../context';

/** Cents to the spec's dollar number (49.99). */
export const centsToPrice = (cents: number) => Math.round(cents) / 100;

/** A catalog row as users see it: the link is always our own `/go/{id}`, never the retailer's address. */
export function toProductDto(row: ProductRow, retailerName: string): TProduct {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    price: centsToPrice(row.priceCents),
    currency: row.currency,
    imageUrl: row.imageUrl,
    productUrl: productLink(row.id),
    description: row.description,
    colors: row.colors,
    inStock: row.inStock,
    retailerId: row.retailerId,
    retailerName,
    category: row.category,
  };
}

export interface RecommendationCandidate {
  product: TProduct;
  /** The raw row, for scoring (colours, category, gender, description). */
  row: ProductRow;
  /** The priority of the source that last synced it (spec 3: higher first); 0 when it has none (demo catalog), or its source is gone. */
  sourcePriority: number;
}

/**
 * In-stock products of enabled retailers in one category, for the recommendations to score
 * (issue 13 point 4): gender `men` or `women` also gets unisex products; `any` (a person who shops both departments) is not filtered. Ordered by source
 * priority (higher first), then newest; at most `limit` (default 300).
 */
export async function productsForRecommendation(
  ctx: Pick<Ctx, 'db'>,
  options: { category: ProductCategory; gender?: 'men' | 'women' | 'unisex' | 'any'; limit?: number; excludeIds?: number[] },
): Promise<RecommendationCandidate[]> {
  const gender = options.gender ?? 'men';
  const genders = gender === 'any' ? null : gender === 'unisex' ? (['unisex'] as const) : ([gender, 'unisex'] as const);
  const priority = sql<number>`coalesce(${productSources.priority}, 0)`;
  const rows = await ctx.db
    .select({ product: products, retailerName: retailers.name, priority })
    .from(products)
    .innerJoin(retailers, eq(retailers.id, products.retailerId))
    .leftJoin(productSources, eq(productSources.id, products.sourceId))
    .where(
      and(
        eq(products.category, options.category),
        genders ? inArray(products.gender, [...genders]) : undefined,
        eq(products.inStock, true),
        eq(retailers.enabled, true),
        options.excludeIds?.length ? notInArray(products.id, options.excludeIds) : undefined,
      ),
    )
    .orderBy(desc(priority), desc(products.firstSeenAt), desc(products.id))
    .limit(Math.max(1, Math.min(options.limit ?? 300, 2000)));
  return rows.map((r) => ({ product: toProductDto(r.product, r.retailerName), row: r.product, sourcePriority: Number(r.priority) }));
}

/** One product with its retailer, whether or not it is in stock or its retailer enabled (the `/go/` redirect decides). */
export async function findProduct(ctx: Pick<Ctx, 'db'>, id: number): Promise<{ row: ProductRow; retailerName: string; retailerEnabled: boolean } | null> {
  const [r] = await ctx.db
    .select({ product: products, retailerName: retailers.name, retailerEnabled: retailers.enabled })
    .from(products)
    .innerJoin(retailers, eq(retailers.id, products.retailerId))
    .where(eq(products.id, id));
  return r ? { row: r.product, retailerName: r.retailerName, retailerEnabled: r.retailerEnabled } : null;
}
