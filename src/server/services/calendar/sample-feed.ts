import { and, count, eq } from 'drizzle-orm';
import { calendarEvents, calendarFeeds, users } from '../../../db/schema';
import { DEMO_USERNAME } from '../../../db/seed';
import type { Ctx } from '../../context';
import { refreshFeedRow } from './refresh-feed';

export const SAMPLE_FEED_NAME = "Alex's calendar (sample)";

/**
 * The demo account's calendar: the bundled sample feed (recurring events, so it is always
 * current), subscribed once, when the demo account has no calendar at all. It refreshes like
 * any feed, read from the app's files instead of the network.
 */
export async function ensureSampleFeed(ctx: Ctx): Promise<void> {
  const [demo] = await ctx.db.select().from(users).where(eq(users.username, DEMO_USERNAME));
  if (!demo) return;
  const [feeds] = await ctx.db.select({ n: count() }).from(calendarFeeds).where(eq(calendarFeeds.userId, demo.id));
  const [events] = await ctx.db
    .select({ n: count() })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.userId, demo.id)));
  if (Number(feeds?.n) > 0 || Number(events?.n) > 0) return;
  const [feed] = await ctx.db
    .insert(calendarFeeds)
    .values({ userId: demo.id, name: SAMPLE_FEED_NAME, kind: 'sample', urlSealed: null, urlHash: 'sample', host: 'Bundled sample' })
    .onConflictDoNothing()
    .returning();
  if (feed) await refreshFeedRow(ctx, demo, feed);
}
