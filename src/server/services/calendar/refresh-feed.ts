import { eq } from 'drizzle-orm';
import { calendarFeeds, type CalendarFeedRow } from '../../../db/schema';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { feedText } from './fetch-feed';
import type { TFeedResult } from '../../../shared/schemas/calendar';
import { importOccurrences } from './import-occurrences';
import { importResult } from './import-result';
import { parseForUser } from './parse-for-user';

/**
 * Reads a feed again and makes the stored events match it for the next 60 days: new ones in,
 * changed ones updated, ones gone from the feed removed. One bad entry upstream costs only
 * itself. The outcome (with the first reasons for skipped entries) or the failure is kept on
 * the feed so the screen can show it.
 */
export async function refreshFeedRow(ctx: Ctx, user: { id: number; timezone: string }, feed: CalendarFeedRow): Promise<TFeedResult> {
  try {
    const calendar = await feedText(ctx, feed);
    const parsed = await parseForUser(ctx, user, calendar, 'UNPROCESSABLE', 'The address did not answer with a valid iCalendar file: ');
    const counts = await importOccurrences(
      ctx,
      user,
      { source: 'ics', scope: `feed:${feed.id}`, feedId: feed.id, removeMissingFrom: { from: parsed.from } },
      parsed.occurrences,
    );
    const result = { ...importResult(parsed, counts), removed: counts.removed };
    await ctx.db.update(calendarFeeds).set({ lastRefreshedAt: ctx.now(), lastError: null, lastResult: result }).where(eq(calendarFeeds.id, feed.id));
    return result;
  } catch (error) {
    const message = error instanceof AppError ? error.message : 'The feed could not be refreshed.';
    await ctx.db.update(calendarFeeds).set({ lastError: message }).where(eq(calendarFeeds.id, feed.id));
    throw error;
  }
}
