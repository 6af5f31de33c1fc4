import { readFile } from 'node:fs/promises';
import { OutboundFailed } from '../../../adapters/outbound';
import { decodeCalendarBytes, type DecodedCalendar } from '../../../domain/calendar';
import { createSecretBox } from '../../crypto/secret-box';
import type { CalendarFeedRow } from '../../../db/schema';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';

const FEED_MAX_BYTES = 5 * 1024 * 1024;
/** The calendar a user can try before connecting their own (a feed of kind 'sample'). */
export const SAMPLE_FEED_FILE = new URL('./sample-feed.ics', import.meta.url);

export const feedSecrets = (ctx: Pick<Ctx, 'config'>) => createSecretBox(ctx.config.appSecret, 'calendar-feed-urls');

/**
 * A feed's text, fetched only through the SSRF guard (decisions.md 2). A refused address
 * (private after DNS, a redirect to one) is the user's 400; a feed that fails to answer is a 422.
 * Bytes that are not UTF-8 are read as Windows-1252, with a warning (issue 42).
 */
export async function fetchFeedText(ctx: Pick<Ctx, 'outbound'>, url: string): Promise<DecodedCalendar> {
  let response;
  try {
    response = await ctx.outbound.fetch(url, { headers: { accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1' }, limits: { maxBytes: FEED_MAX_BYTES } });
  } catch (error) {
    if (error instanceof OutboundFailed) {
      if (error.kind === 'refused') throw new AppError('VALIDATION_ERROR', error.message, 'url');
      throw new AppError('UNPROCESSABLE', `The calendar could not be fetched: ${error.message}`, 'url');
    }
    throw error;
  }
  if (response.status === 401 || response.status === 403 || response.status === 404) {
    throw new AppError(
      'UNPROCESSABLE',
      `The calendar address answered ${response.status}: check that it is the secret iCal address and that it is still shared.`,
      'url',
    );
  }
  if (response.status !== 200) throw new AppError('UNPROCESSABLE', `The calendar address answered with HTTP ${response.status}.`, 'url');
  return decodeCalendarBytes(response.body);
}

/** The text of a stored feed: the bundled sample from disk, anything else through the guard. */
export async function feedText(ctx: Pick<Ctx, 'outbound' | 'config'>, feed: CalendarFeedRow): Promise<DecodedCalendar> {
  if (feed.kind === 'sample') return decodeCalendarBytes(await readFile(SAMPLE_FEED_FILE));
  if (!feed.urlSealed) throw new AppError('UNPROCESSABLE', 'This feed has no address.');
  return fetchFeedText(ctx, feedSecrets(ctx).open(feed.urlSealed));
}
