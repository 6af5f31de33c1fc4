import { and, eq } from 'drizzle-orm';
import { purchaseRecommendations, type UserRow } from '../../../db/schema';
import type { TPurchaseRecommendation, ZUpdateRecommendationRequest } from '../../../shared/schemas/stylist';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';
import { toRecommendationDto } from './recommendation-dto';

type UpdateInput = z.infer<typeof ZUpdateRecommendationRequest>;

/** PATCH /api/recommendations/{id}: the save toggle and checklist ticks. Another user's id looks missing. */
export async function updateRecommendation(ctx: Ctx, user: UserRow, id: number, input: UpdateInput): Promise<TPurchaseRecommendation> {
  const owner = and(eq(purchaseRecommendations.id, id), eq(purchaseRecommendations.userId, user.id));
  const values = {
    ...(input.saved !== undefined ? { saved: input.saved } : {}),
    ...(input.checklist !== undefined ? { checklist: input.checklist } : {}),
  };
  const [row] =
    Object.keys(values).length > 0
      ? await ctx.db.update(purchaseRecommendations).set(values).where(owner).returning()
      : await ctx.db.select().from(purchaseRecommendations).where(owner);
  if (!row) throw notFound('Recommendation not found');
  return toRecommendationDto(row);
}
