import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import { inIds } from '../../../../db/id-list';
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
 * The dates of the month with an occasion's dress code, per user of a daily-send batch, in date
 * order: the days the monthly budget is spent on first. Reads `calendar_events`
 * (src/db/schema/calendar.ts), whatever the event's source; one query for the whole batch.
 */
export async function occasionDatesOf(ctx: Pick<Ctx, 'db'>, userIds: readonly number[], month: string): Promise<Map<number, string[]>> {
  const { from, until } = monthRange(month);
  const rows = await ctx.db
    .selectDistinct({ userId: calendarEvents.userId, date: calendarEvents.date })
    .from(calendarEvents)
    .where(and(inIds(calendarEvents.userId, userIds), gte(calendarEvents.date, from), lt(calendarEvents.date, until), hasOccasionDressCode()))
    .orderBy(calendarEvents.date);
  const byUser = new Map<number, string[]>();
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.date]);
  return byUser;
}
