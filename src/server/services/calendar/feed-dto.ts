import { and, count, eq } from 'drizzle-orm';
import { calendarEvents, calendarFeeds, type CalendarFeedRow } from '../../../db/schema';
import type { TCalendarFeed } from '../../../shared/schemas/calendar';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';

export function toFeedDto(row: CalendarFeedRow, eventCount: number): TCalendarFeed {
  return {
    id: row.id,
    name: row.name,
    host: row.host,
    kind: row.kind,
    eventCount,
    lastRefreshedAt: row.lastRefreshedAt?.toISOString() ?? null,
    lastError: row.lastError,
    lastResult: row.lastResult ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function feedEventCount(ctx: Pick<Ctx, 'db'>, feedId: number): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(calendarEvents).where(eq(calendarEvents.feedId, feedId));
  return Number(row?.n ?? 0);
}

export async function findOwnedFeed(ctx: Pick<Ctx, 'db'>, userId: number, feedId: number): Promise<CalendarFeedRow> {
  const [row] = await ctx.db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.userId, userId)));
  if (!row) throw notFound('Calendar feed not found');
  return row;
}
