import { localDate } from '../../../domain/closet';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';

/** Today in the user's timezone; an unknown timezone falls back to the default rather than failing. */
export function userTodayOr(now: Date, timezone: string): string {
  try {
    return localDate(now, timezone);
  } catch {
    return localDate(now, DEFAULT_TIMEZONE);
  }
}
