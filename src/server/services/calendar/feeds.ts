import { and, asc, count, eq } from 'drizzle-orm';
import { calendarEvents, calendarFeeds, type UserRow } from '../../../db/schema';
import type { TCalendarFeed } from '../../../shared/schemas/calendar';
import type { Ctx } from '../../context';
import { feedEventCount, findOwnedFeed, toFeedDto } from './feed-dto';
import { forgetOutfits } from './forget-outfits';
import { refreshFeedRow } from './refresh-feed';

/** GET /api/calendar/feeds */
export async function listFeeds(ctx: Ctx, user: UserRow): Promise<TCalendarFeed[]> {
  const rows = await ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id)).orderBy(asc(calendarFeeds.id));
  const counts = await ctx.db
    .select({ feedId: calendarEvents.feedId, n: count() })
    .from(calendarEvents)
    .where(eq(calendarEvents.userId, user.id))
    .groupBy(calendarEvents.feedId);
  const byFeed = new Map(counts.map((c) => [c.feedId, Number(c.n)]));
  return rows.map((r) => toFeedDto(r, byFeed.get(r.id) ?? 0));
}

/** DELETE /api/calendar/feeds/{id}: the feed and its events. */
export async function deleteFeed(ctx: Ctx, user: UserRow, feedId: number): Promise<void> {
  await findOwnedFeed(ctx, user.id, feedId);
  const gone = await ctx.db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.userId, user.id), eq(calendarEvents.feedId, feedId)))
    .returning({ date: calendarEvents.date });
  await ctx.db.delete(calendarFeeds).where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.userId, user.id)));
  await forgetOutfits(
    ctx,
    user,
    gone.map((g) => g.date),
  );
}

/** POST /api/calendar/feeds/{id}/refresh */
export async function refreshFeed(ctx: Ctx, user: UserRow, feedId: number) {
  const feed = await findOwnedFeed(ctx, user.id, feedId);
  const result = await refreshFeedRow(ctx, user, feed);
  const fresh = await findOwnedFeed(ctx, user.id, feedId);
  return { ...toFeedDto(fresh, await feedEventCount(ctx, feedId)), result };
}
