import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { monthRange } from '../../../../domain/sms';
import { calendarEvents } from '../../../../db/schema';
import { OCCASION_DRESS_CODES } from '../../../../shared/schemas/calendar';
import type { Ctx } from '../../../context';

/**
 * An event whose dress code is an occasion (Business Formal, Formal, Black Tie), whatever its
 * case or spacing: the days the monthly budget is spent on first (ADR 0054).
 */
export const hasOccasionDressCode = () =>
  inArray(
    sql`lower(trim(${calendarEvents.dressCode}))`,
    OCCASION_DRESS_CODES.map((code) => code.toLowerCase()),
  );

/**
 * SEAM (calendar issue): the dates this month with an occasion's dress code, for the monthly
 * budget. Reads `calendar_events` (src/db/schema/calendar.ts), whatever the event's source.
 */
export async function dressCodedDates(ctx: Pick<Ctx, 'db'>, userId: number, month: string): Promise<string[]> {
  const { from, until } = monthRange(month);
  const rows = await ctx.db
    .selectDistinct({ date: calendarEvents.date })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.userId, userId), gte(calendarEvents.date, from), lt(calendarEvents.date, until), hasOccasionDressCode()));
  return rows.map((r) => r.date).sort();
}
