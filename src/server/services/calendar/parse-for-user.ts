import type { DecodedCalendar, IcsParseResult } from '../../../domain/calendar';
import { ICS_EXPAND_DAYS } from '../../../shared/schemas/calendar';
import type { Ctx } from '../../context';
import type { ErrorCode } from '../../../shared/errors';
import { AppError } from '../../errors';
import { userToday } from '../stylist/dates';
import { icsParserPool, IcsRefused } from './ics-parser/pool';

/**
 * ICS text expanded for the next 60 days in the user's timezone, parsed on a parser thread so
 * the event loop keeps answering (ADR 0073). A refused file (damaged, over the expansion budget,
 * over the time limit) is the caller's error code with the parser's reason. How the bytes were
 * read (Windows-1252 instead of UTF-8) is the first warning of the answer.
 */
export async function parseForUser(
  ctx: Pick<Ctx, 'now'>,
  user: { timezone: string },
  calendar: DecodedCalendar,
  code: ErrorCode,
  prefix: string,
): Promise<IcsParseResult & { from: string }> {
  const from = userToday(ctx.now(), user.timezone);
  try {
    const parsed = await icsParserPool().parse(calendar.text, { from, days: ICS_EXPAND_DAYS, timezone: user.timezone });
    return { ...parsed, warnings: calendar.warning ? [calendar.warning, ...parsed.warnings] : parsed.warnings, from };
  } catch (error) {
    if (error instanceof IcsRefused) throw new AppError(code, `${prefix}${error.message}`, code === 'UNPROCESSABLE' ? 'url' : 'file');
    throw error;
  }
}
