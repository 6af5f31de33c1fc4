import { and, asc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { dailyOutfits, type UserRow } from '../../../db/schema';
import { dayCount } from '../../../domain/calendar/local-time';
import { PLAN_RANGE_MAX_DAYS, type TPlansQuery, type TPlansResponse } from '../../../shared/schemas/plans';
import type { Ctx } from '../../context';
import { badRequest } from '../../errors';
import { loadCloset } from '../stylist/closet';

/** GET /api/plans: the planned days between from and to, each with its pieces (a deleted piece is left out). */
export async function listPlans(ctx: Pick<Ctx, 'db'>, user: UserRow, query: TPlansQuery): Promise<TPlansResponse> {
  if (dayCount(query.from, query.to) > PLAN_RANGE_MAX_DAYS) throw badRequest(`Ask for at most ${PLAN_RANGE_MAX_DAYS} days at a time`, 'from');
  const [rows, closet] = await Promise.all([
    ctx.db
      .select({ date: dailyOutfits.localDate, itemIds: dailyOutfits.itemIds, source: dailyOutfits.source })
      .from(dailyOutfits)
      .where(
        and(
          eq(dailyOutfits.userId, user.id),
          isNotNull(dailyOutfits.plannedAt),
          gte(dailyOutfits.localDate, query.from),
          lte(dailyOutfits.localDate, query.to),
        ),
      )
      .orderBy(asc(dailyOutfits.localDate)),
    loadCloset(ctx, user.id),
  ]);
  const items = new Map(closet.map((i) => [i.dto.id, i.dto]));
  return {
    ...query,
    days: rows.map((r) => ({
      date: r.date,
      source: r.source,
      pieces: r.itemIds.flatMap((id) => {
        const item = items.get(id);
        return item ? [{ id: item.id, name: item.name, category: item.category, imageUrl: item.imageUrl }] : [];
      }),
    })),
  };
}
