import { and, eq } from 'drizzle-orm';
import { calendarFeeds, type UserRow } from '../../../db/schema';
import type { TCreateFeedRequest } from '../../../shared/schemas/calendar';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { toFeedDto } from './feed-dto';
import { feedAddress } from './feed-url';
import { feedSecrets, fetchFeedText } from './fetch-feed';
import { importOccurrences } from './import-occurrences';
import { importResult } from './import-result';
import { parseForUser } from './parse-for-user';

/**
 * POST /api/calendar/feeds: subscribes to an ICS address and imports it at once. Nothing is
 * stored unless the address is allowed, answers, and answers with a readable calendar.
 */
export async function createFeed(ctx: Ctx, user: UserRow, input: { url: string; name?: string | null | undefined }) {
  const { url, hash } = feedAddress(ctx, input.url);
  const [duplicate] = await ctx.db
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, user.id), eq(calendarFeeds.urlHash, hash)));
  if (duplicate) throw new AppError('CONFLICT', 'You already subscribe to this calendar.', 'url');

  const calendar = await fetchFeedText(ctx, url.toString());
  const parsed = await parseForUser(ctx, user, calendar, 'UNPROCESSABLE', 'The address did not answer with a valid iCalendar file: ');

  const name = input.name?.trim() || parsed.calendarName || url.hostname;
  const [feed] = await ctx.db
    .insert(calendarFeeds)
    .values({
      userId: user.id,
      name,
      kind: 'url',
      urlSealed: feedSecrets(ctx).seal(url.toString()),
      urlHash: hash,
      host: url.hostname,
      lastRefreshedAt: ctx.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!feed) throw new AppError('CONFLICT', 'You already subscribe to this calendar.', 'url');
  const counts = await importOccurrences(ctx, user, { source: 'ics', scope: `feed:${feed.id}`, feedId: feed.id }, parsed.occurrences);
  const result = { ...importResult(parsed, counts), removed: counts.removed };
  const [stored] = await ctx.db.update(calendarFeeds).set({ lastResult: result }).where(eq(calendarFeeds.id, feed.id)).returning();
  return { ...toFeedDto(stored ?? feed, counts.imported + counts.unchanged), result };
}

export type CreateFeedInput = TCreateFeedRequest;
