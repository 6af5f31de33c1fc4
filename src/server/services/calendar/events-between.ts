import { inIds } from '../../../db/id-list';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { calendarEvents, type CalendarEventRow } from '../../../db/schema';
import type { Ctx } from '../../context';

/**
 * A user's stored events from `from` to `to` (YYYY-MM-DD, both included), by date then start
 * time, all-day events first. Every source (manual, ICS, Google) is here: the daily outfit, the
 * SMS budget days and the chat all read this.
 */
export async function eventsBetween(ctx: Pick<Ctx, 'db'>, userId: number, from: string, to: string): Promise<CalendarEventRow[]> {
  return ctx.db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.userId, userId), gte(calendarEvents.date, from), lte(calendarEvents.date, to)))
    .orderBy(asc(calendarEvents.date), sql`${calendarEvents.startTime} asc nulls first`, asc(calendarEvents.id));
}

/** Many users' stored events on one date, in eventsBetween's order, in one query. */
export async function eventsOnDateOf(ctx: Pick<Ctx, 'db'>, userIds: readonly number[], date: string): Promise<Map<number, CalendarEventRow[]>> {
  const byUser = new Map<number, CalendarEventRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await ctx.db
    .select()
    .from(calendarEvents)
    .where(and(inIds(calendarEvents.userId, [...userIds]), eq(calendarEvents.date, date)))
    .orderBy(sql`${calendarEvents.startTime} asc nulls first`, asc(calendarEvents.id));
  for (const r of rows) byUser.get(r.userId)?.push(r);
  return byUser;
}
