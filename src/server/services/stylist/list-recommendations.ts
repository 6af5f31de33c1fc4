import { and, asc, eq, inArray } from 'drizzle-orm';
import { purchaseRecommendations, type UserRow } from '../../../db/schema';
import type { Gap } from '../../../domain/gaps';
import type { Priority } from '../../../shared/schemas/stylist';
import { type TPurchaseRecommendation, type ZRecommendationsQuery } from '../../../shared/schemas/stylist';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { gapsFor, priceRange } from '../gaps/closet-gaps';
import { monthOf, userToday } from './dates';
import { toRecommendationDto } from './recommendation-dto';

type Query = z.infer<typeof ZRecommendationsQuery>;

/** The gap model's order as the card's priority badges: the first two High, the next two Medium. */
const priorityAt = (index: number): Priority => (index < 2 ? 'High' : index < 4 ? 'Medium' : 'Low');

/**
 * GET /api/recommendations: Home's card. The current month's rows are the gaps of the one gap
 * model (issue 24), reconciled on every read: a gap filled since is dropped, a new one added,
 * and a gap that lasts keeps its row (saved flag, ticked checklist). Past months stay as stored.
 */
export async function listRecommendations(ctx: Ctx, user: UserRow, query: Query): Promise<TPurchaseRecommendation[]> {
  const current = monthOf(userToday(ctx.now(), user.timezone));
  const month = query.month ?? current.month;
  const year = query.year ?? current.year;
  const ofMonth = and(eq(purchaseRecommendations.userId, user.id), eq(purchaseRecommendations.month, month), eq(purchaseRecommendations.year, year));
  const select = () => ctx.db.select().from(purchaseRecommendations).where(ofMonth).orderBy(asc(purchaseRecommendations.slot), asc(purchaseRecommendations.id));
  if (month !== current.month || year !== current.year) return (await select()).map(toRecommendationDto);

  const gaps = await gapsFor(ctx, user);
  await reconcile(ctx, user.id, { month, year }, gaps, await select());
  return (await select()).map(toRecommendationDto);
}

async function reconcile(
  ctx: Pick<Ctx, 'db'>,
  userId: number,
  when: { month: string; year: number },
  gaps: readonly Gap[],
  stored: readonly (typeof purchaseRecommendations.$inferSelect)[],
): Promise<void> {
  const wanted = new Set(gaps.map((g) => g.key));
  const stale = stored.filter((r) => r.gapKey === null || !wanted.has(r.gapKey)).map((r) => r.id);
  if (stale.length > 0) await ctx.db.delete(purchaseRecommendations).where(inArray(purchaseRecommendations.id, stale));
  for (const [slot, gap] of gaps.entries()) {
    const values = {
      name: gap.label,
      description: gap.reason,
      category: gap.category,
      priority: priorityAt(slot),
      priceRange: priceRange(gap.budget) ?? '',
      slot,
    };
    const row = stored.find((r) => r.gapKey === gap.key);
    if (!row) {
      // The unique (user, month, gap) key: two processes reconciling at once store one row per gap.
      await ctx.db
        .insert(purchaseRecommendations)
        .values({
          userId,
          ...when,
          gapKey: gap.key,
          imageUrl: null,
          saved: false,
          checklist: gap.checklist.map((label) => ({ label, done: false })),
          ...values,
        })
        .onConflictDoNothing();
    } else if (Object.entries(values).some(([k, v]) => row[k as keyof typeof values] !== v)) {
      await ctx.db.update(purchaseRecommendations).set(values).where(eq(purchaseRecommendations.id, row.id));
    }
  }
}
