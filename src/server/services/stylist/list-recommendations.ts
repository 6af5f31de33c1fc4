import { and, asc, eq } from 'drizzle-orm';
import { purchaseRecommendations, type UserRow } from '../../../db/schema';
import { recommendPurchases } from '../../../domain/recommendations';
import { MONTH_NAMES, type TPurchaseRecommendation, type ZRecommendationsQuery } from '../../../shared/schemas/stylist';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { loadCloset, toEngineItem } from './closet';
import { monthOf, userToday } from './dates';
import { getStylePreferences } from './get-style-preferences';
import { toRecommendationDto } from './recommendation-dto';

type Query = z.infer<typeof ZRecommendationsQuery>;

/**
 * GET /api/recommendations: the month's purchase suggestions. Generated from the closet's gaps on
 * the first request for a month and stored, so saved flags and checklists stay put.
 */
export async function listRecommendations(ctx: Ctx, user: UserRow, query: Query): Promise<TPurchaseRecommendation[]> {
  const current = monthOf(userToday(ctx.now(), user.timezone));
  const month = query.month ?? current.month;
  const year = query.year ?? current.year;
  const select = () =>
    ctx.db
      .select()
      .from(purchaseRecommendations)
      .where(and(eq(purchaseRecommendations.userId, user.id), eq(purchaseRecommendations.month, month), eq(purchaseRecommendations.year, year)))
      .orderBy(asc(purchaseRecommendations.slot));
  const stored = await select();
  if (stored.length > 0) return stored.map(toRecommendationDto);

  const [closet, preferences] = await Promise.all([loadCloset(ctx, user.id), getStylePreferences(ctx, user.id)]);
  const drafts = recommendPurchases({
    closet: closet.map(toEngineItem),
    profile: { preferredStyle: preferences.preferredStyle, colorPalette: preferences.colorPalette, essentialItems: preferences.essentialItems },
    month: MONTH_NAMES.indexOf(month) + 1,
  });
  // The unique (user, month, slot) key makes two simultaneous first requests store one set.
  await ctx.db
    .insert(purchaseRecommendations)
    .values(
      drafts.map((d, slot) => ({
        userId: user.id,
        name: d.name,
        description: d.description,
        category: d.category,
        priority: d.priority,
        priceRange: d.priceRange,
        imageUrl: null,
        month,
        year,
        slot,
        saved: false,
        checklist: d.checklist.map((label) => ({ label, done: false })),
      })),
    )
    .onConflictDoNothing();
  return (await select()).map(toRecommendationDto);
}
