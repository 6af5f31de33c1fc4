import type { UserRow } from '../../../db/schema';
import { dayCount } from '../../../domain/calendar/local-time';
import { PLAN_RANGE_MAX_DAYS, type TPlansQuery, type TPlansResponse } from '../../../shared/schemas/plans';
import type { Ctx } from '../../context';
import { badRequest } from '../../errors';
import { loadCloset } from '../stylist/closet';
import { plannedLooksBetween } from './day-look';

/** GET /api/plans: the planned days between from and to, each with its pieces (a deleted piece is left out). */
export async function listPlans(ctx: Pick<Ctx, 'db'>, user: UserRow, query: TPlansQuery): Promise<TPlansResponse> {
  if (dayCount(query.from, query.to) > PLAN_RANGE_MAX_DAYS) throw badRequest(`Ask for at most ${PLAN_RANGE_MAX_DAYS} days at a time`, 'from');
  // The look each day is dressed in when planned: the day's own plan, else its main event's (ADR 0119).
  const [looks, closet] = await Promise.all([plannedLooksBetween(ctx, user.id, query.from, query.to), loadCloset(ctx, user.id)]);
  const rows = looks.map((l) => ({ date: l.localDate, itemIds: l.itemIds, source: l.source }));
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
