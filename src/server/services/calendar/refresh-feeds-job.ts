import { eq } from 'drizzle-orm';
import { calendarFeeds, googleCalendarConnections, users } from '../../../db/schema';
import { defineJob } from '../../jobs/define';
import { FEED_REFRESH_HOURS, GOOGLE_SYNC_DEFAULT_DAYS } from '../../../shared/schemas/calendar';
import { syncGoogleCalendar } from './google/sync';
import { refreshFeedRow } from './refresh-feed';

/** One feed's refresh: failures are kept on the feed (shown on the calendar screen), not retried in a storm. */
export const refreshCalendarFeedJob = defineJob<{ feedId: number }>({
  name: 'calendar-feed-refresh',
  queue: { retryLimit: 1, retryDelay: 300 },
  async handle(ctx, { feedId }) {
    const [row] = await ctx.db
      .select({ feed: calendarFeeds, timezone: users.timezone })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(eq(calendarFeeds.id, feedId));
    if (!row) return; // deleted since it was queued
    try {
      await refreshFeedRow(ctx, { id: row.feed.userId, timezone: row.timezone }, row.feed);
    } catch (error) {
      ctx.log.warn({ feedId, err: error }, 'calendar feed refresh failed');
    }
  },
});

/** One user's Google Calendar, the spec's 14-day window; revoked access is stored by the sync itself. */
export const syncGoogleCalendarJob = defineJob<{ userId: number }>({
  name: 'calendar-google-sync',
  queue: { retryLimit: 1, retryDelay: 300 },
  async handle(ctx, { userId }) {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
    if (!user) return;
    try {
      await syncGoogleCalendar(ctx, user, GOOGLE_SYNC_DEFAULT_DAYS);
    } catch (error) {
      ctx.log.warn({ userId, err: error }, 'Google Calendar sync failed');
    }
  },
});

/** Every 6 hours: one job per feed and per Google connection, so one slow or broken source holds up no other. */
export const refreshCalendarFeedsJob = defineJob<Record<string, never>>({
  name: 'calendar-feeds-refresh-all',
  schedule: { cron: `0 */${FEED_REFRESH_HOURS} * * *` },
  async handle(ctx) {
    const feeds = await ctx.db.select({ id: calendarFeeds.id }).from(calendarFeeds);
    for (const feed of feeds) await ctx.jobs.send(refreshCalendarFeedJob, { feedId: feed.id }, { singletonKey: `feed-${feed.id}` });
    if (!ctx.config.google) return;
    const connections = await ctx.db
      .select({ userId: googleCalendarConnections.userId })
      .from(googleCalendarConnections)
      .where(eq(googleCalendarConnections.state, 'connected'));
    for (const c of connections) await ctx.jobs.send(syncGoogleCalendarJob, { userId: c.userId }, { singletonKey: `google-${c.userId}` });
  },
});
