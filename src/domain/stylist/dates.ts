/** Calendar arithmetic on YYYY-MM-DD strings. Pure: the date always comes from the request, never the clock. */

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 for a YYYY-MM-DD (a longer ISO string is cut to its date); NaN when unreadable. */
export function dayNumber(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY;
}

/** Saturday or Sunday. */
export function isWeekend(isoDate: string): boolean {
  const day = dayNumber(isoDate);
  if (Number.isNaN(day)) return false;
  const weekday = new Date(day * MS_PER_DAY).getUTCDay();
  return weekday === 0 || weekday === 6;
}

export function weekdayName(isoDate: string): string | null {
  const day = dayNumber(isoDate);
  if (Number.isNaN(day)) return null;
  return ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(day * MS_PER_DAY).getUTCDay()] ?? null;
}

/** The date part of an event date, so '2025-03-04T23:30' still belongs to 2025-03-04. */
export function datePart(isoDate: string): string {
  return isoDate.slice(0, 10);
}
