import { eq } from 'drizzle-orm';
import { clothingItems, type UserRow } from '../../../db/schema';
import { recommendProducts, type OwnedItem } from '../../../domain/shopping/recommend';
import { RECOMMENDATIONS_DEFAULT_COUNT } from '../../../shared/schemas/shopping-recommendations';
import { SHOPPING_CATEGORIES, type TProduct, type TShoppingCategory } from '../../../shared/schemas/shopping';
import type { Ctx } from '../../context';
import { getStylePreferences } from '../stylist/get-style-preferences';
import { productsForRecommendation } from './products';

/** How many in-stock candidates of one category are scored (source priority first, then newest). */
export const CANDIDATES_PER_CATEGORY = 300;

/**
 * GET /api/retailers/recommendations (issue 13 point 4): the user's own closet and style profile,
 * read from the tables, against the in-stock products of enabled retailers; scored by the pure
 * recommender (docs/decisions/0052-shopping-recommendation-scoring.md).
 */
export async function recommendProductsFor(
  ctx: Pick<Ctx, 'db'>,
  user: Pick<UserRow, 'id' | 'gender'>,
  options: { category?: TShoppingCategory | undefined; count?: number | undefined },
): Promise<TProduct[]> {
  const count = options.count ?? RECOMMENDATIONS_DEFAULT_COUNT;
  const categories = options.category ? [options.category] : [...SHOPPING_CATEGORIES];
  const gender = user.gender === 'female' ? 'women' : 'men';
  const [closetRows, preferences, ...candidateLists] = await Promise.all([
    ctx.db
      .select({
        name: clothingItems.name,
        category: clothingItems.category,
        subcategory: clothingItems.subcategory,
        color: clothingItems.color,
        formality: clothingItems.formality,
        material: clothingItems.material,
        status: clothingItems.status,
      })
      .from(clothingItems)
      .where(eq(clothingItems.userId, user.id)),
    getStylePreferences(ctx, user.id),
    ...categories.map((category) =>
      productsForRecommendation(ctx, { category, gender, limit: options.category ? CANDIDATES_PER_CATEGORY : Math.ceil(CANDIDATES_PER_CATEGORY / 2) }),
    ),
  ]);
  const candidates = candidateLists.flat().map((c) => ({
    id: c.product.id,
    name: c.row.name,
    description: c.row.description,
    category: c.row.category,
    colors: c.row.colors,
    inStock: c.row.inStock,
    sourcePriority: c.sourcePriority,
    dto: c.product,
  }));
  const closet = closetRows as OwnedItem[];
  const ranked = recommendProducts({ products: candidates, closet, profile: preferences, count });
  return ranked.map((r) => r.product.dto);
}
