import { localDate } from '../../../domain/closet';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { MONTH_NAMES, type MonthName } from '../../../shared/schemas/stylist';

/** Today in the user's timezone; a timezone the runtime does not know falls back to the default rather than failing. */
export function userToday(now: Date, timezone: string): string {
  try {
    return localDate(now, timezone);
  } catch {
    return localDate(now, DEFAULT_TIMEZONE);
  }
}

export function monthOf(isoDate: string): { month: MonthName; monthNumber: number; year: number } {
  const monthNumber = Number(isoDate.slice(5, 7));
  return { month: MONTH_NAMES[monthNumber - 1]!, monthNumber, year: Number(isoDate.slice(0, 4)) };
}
