import { and, eq, isNotNull } from 'drizzle-orm';
import { dailyOutfits, type UserRow } from '../../../db/schema';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';
import { dayLook } from './day-look';
import { plannableDate } from './plan-dates';

/** DELETE /api/plans/{date}: the plan goes, and the day's look is chosen on the day as usual. */
export async function deletePlan(ctx: Pick<Ctx, 'db' | 'now'>, user: UserRow, date: string): Promise<void> {
  plannableDate(ctx, user, date);
  const gone = await ctx.db
    .delete(dailyOutfits)
    .where(and(eq(dailyOutfits.userId, user.id), eq(dailyOutfits.localDate, date), isNotNull(dailyOutfits.plannedAt)))
    .returning({ date: dailyOutfits.localDate });
  if (gone.length > 0) return;
  // A day dressed by an event's saved look: that plan is removed from its event (ADR 0119).
  const look = await dayLook(ctx, user.id, date);
  if (look?.calendarEventId && look.plannedAt) throw notFound("This day's look is saved for one of its events: remove it from that event on the calendar");
  throw notFound('No look is planned for that day');
}
