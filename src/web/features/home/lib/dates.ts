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

const MS_PER_DAY = 86_400_000;

/** The `count` days ending on `lastDay` (YYYY-MM-DD), newest first: calendar arithmetic, no time zone involved. */
export function daysBack(lastDay: string, count: number): string[] {
  const [y, m, d] = lastDay.split('-').map(Number);
  const last = Date.UTC(y!, m! - 1, d!);
  return Array.from({ length: count }, (_, i) => new Date(last - i * MS_PER_DAY).toISOString().slice(0, 10));
}

const stripFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Sat' and '14' for the diary strip. */
export function stripDay(isoDate: string): { weekday: string; day: string } {
  const [y, m, d] = isoDate.split('-').map(Number);
  const parts = stripFormat.formatToParts(new Date(Date.UTC(y!, m! - 1, d!)));
  return { weekday: parts.find((p) => p.type === 'weekday')?.value ?? '', day: parts.find((p) => p.type === 'day')?.value ?? '' };
}
