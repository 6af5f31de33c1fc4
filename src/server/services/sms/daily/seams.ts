import { and, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { monthRange } from '../../../../domain/sms';
import { calendarEvents } from '../../../../db/schema';
import type { Ctx } from '../../../context';
import { premiumAmong } from '../../billing/entitlement';

/** Decisions.md 7: without Premium the daily texts stop. Billing's one rule, asked for a whole batch. */
export async function mayReceiveDailyOutfit(ctx: Pick<Ctx, 'db' | 'now'>, userIds: number[]): Promise<Set<number>> {
  return premiumAmong(ctx, userIds);
}

/**
 * SEAM (calendar issue): the dates this month with a dress-coded event, for the monthly budget.
 * Reads `calendar_events` (src/db/schema/stylist.ts), whatever the event's source.
 */
export async function dressCodedDates(ctx: Pick<Ctx, 'db'>, userId: number, month: string): Promise<string[]> {
  const { from, until } = monthRange(month);
  const rows = await ctx.db
    .selectDistinct({ date: calendarEvents.date })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, userId),
        gte(calendarEvents.date, from),
        lt(calendarEvents.date, until),
        isNotNull(calendarEvents.dressCode),
        ne(sql`trim(${calendarEvents.dressCode})`, ''),
      ),
    );
  return rows.map((r) => r.date).sort();
}
