import { IcsError, parseIcs, type IcsParseResult } from '../../../domain/calendar';
import { ICS_EXPAND_DAYS } from '../../../shared/schemas/calendar';
import type { Ctx } from '../../context';
import type { ErrorCode } from '../../../shared/errors';
import { AppError } from '../../errors';
import { userToday } from '../stylist/dates';

/** ICS text expanded for the next 60 days in the user's timezone; a damaged file is the caller's error code with the parser's reason. */
export function parseForUser(
  ctx: Pick<Ctx, 'now'>,
  user: { timezone: string },
  text: string,
  code: ErrorCode,
  prefix: string,
): IcsParseResult & { from: string } {
  const from = userToday(ctx.now(), user.timezone);
  try {
    return { ...parseIcs(text, { from, days: ICS_EXPAND_DAYS, timezone: user.timezone }), from };
  } catch (error) {
    if (error instanceof IcsError) throw new AppError(code, `${prefix}${error.message}`, code === 'UNPROCESSABLE' ? 'url' : 'file');
    throw error;
  }
}
