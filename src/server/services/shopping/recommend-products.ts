import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { calendarEvents, clothingItems, type UserRow } from '../../../db/schema';
import { departmentsOf, productGenderFor } from '../../../domain/profile/departments';
import { occasionNeeds } from '../../../domain/shopping/occasions';
import { recommendProducts, type OwnedItem } from '../../../domain/shopping/recommend';
import { RECOMMENDATIONS_DEFAULT_COUNT } from '../../../shared/schemas/shopping-recommendations';
import { SHOPPING_CATEGORIES, type TProduct, type TShoppingCategory } from '../../../shared/schemas/shopping';
import type { Ctx } from '../../context';
import { liveItem } from '../closet/item-dto';
import { getStylePreferences } from '../stylist/get-style-preferences';
import { productsForRecommendation } from './products';

/** How many in-stock candidates of one category are scored (source priority first, then newest). */
export const CANDIDATES_PER_CATEGORY = 300;
/** How far ahead an event can ask the catalog for what the closet lacks (a tuxedo for a Black Tie evening). */
export const OCCASION_LOOKAHEAD_DAYS = 30;
/** At most this many upcoming events are read. */
const OCCASION_EVENTS_MAX = 200;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * GET /api/retailers/recommendations (issue 13 point 4): the user's own closet and style profile,
 * read from the tables, against the in-stock products of enabled retailers; scored by the pure
 * recommender (docs/decisions/0052-shopping-recommendation-scoring.md), with the upcoming events
 * the closet cannot dress first (a tuxedo for a Black Tie evening, ADR 0075).
 */
export async function recommendProductsFor(
  ctx: Pick<Ctx, 'db' | 'now'>,
  user: Pick<UserRow, 'id' | 'gender' | 'departments'>,
  options: { category?: TShoppingCategory | undefined; count?: number | undefined },
): Promise<TProduct[]> {
  const count = options.count ?? RECOMMENDATIONS_DEFAULT_COUNT;
  const categories = options.category ? [options.category] : [...SHOPPING_CATEGORIES];
  const gender = productGenderFor(user);
  // A day either side of the server's date: the user's own date is within it in every zone.
  const now = ctx.now();
  const from = isoDate(new Date(now.getTime() - 86_400_000));
  const to = isoDate(new Date(now.getTime() + (OCCASION_LOOKAHEAD_DAYS + 1) * 86_400_000));
  const [closetRows, preferences, events, ...candidateLists] = await Promise.all([
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
      .where(and(eq(clothingItems.userId, user.id), liveItem())),
    getStylePreferences(ctx, user.id),
    ctx.db
      .select({ title: calendarEvents.title, date: calendarEvents.date, dressCode: calendarEvents.dressCode })
      .from(calendarEvents)
      .where(and(eq(calendarEvents.userId, user.id), gte(calendarEvents.date, from), lte(calendarEvents.date, to)))
      .orderBy(asc(calendarEvents.date), asc(calendarEvents.id))
      .limit(OCCASION_EVENTS_MAX),
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
  const departments = departmentsOf(user);
  const wardrobe = departments === 'womenswear' ? 'womenswear' : departments === 'menswear' ? 'menswear' : 'mixed';
  const occasions = occasionNeeds({ events, closet, wardrobe });
  const ranked = recommendProducts({ products: candidates, closet, profile: preferences, occasions, count });
  return ranked.map((r) => r.product.dto);
}
