import { MONTH_NAMES, type MonthName } from '../../../../shared/stylist-constants';
import { partsIn } from '../../../lib/zoned-date';

/** The current month as the recommendations filter wants it: full English month name and year. */
export function currentMonth(now: Date, timeZone?: string | null): { month: MonthName; year: number } {
  const { year, month } = partsIn(now, timeZone);
  return { month: MONTH_NAMES[month - 1]!, year };
}

/** 'Saturday, November 21' for a YYYY-MM-DD day. */
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function formatDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return dayFormat.format(new Date(Date.UTC(y!, m! - 1, d!)));
}
