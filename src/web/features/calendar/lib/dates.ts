import { formatWallTime } from '../../../lib/format-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today as YYYY-MM-DD in the user's timezone (the server's 'today' too); the browser's zone if it is unknown. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
}

export const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A month as the grid draws it: whole weeks, Sunday first, with the neighbouring months' days greyed. */
export function monthGrid(year: number, month: number): { days: { date: string; inMonth: boolean }[]; from: string; to: string } {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const start = addDays(isoDate(year, month, 1), -first.getUTCDay());
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells = Math.ceil((first.getUTCDay() + daysInMonth) / 7) * 7;
  const days = Array.from({ length: cells }, (_, i) => {
    const date = addDays(start, i);
    return { date, inMonth: Number(date.slice(5, 7)) === month };
  });
  return { days, from: days[0]!.date, to: days.at(-1)!.date };
}

export const monthLabel = (year: number, month: number) =>
  new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Tuesday, November 24' */
export const dayLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** '2:00 PM' (en-US) or '14:00' (en-GB) from '14:00': the reader's own format. */
export const timeLabel = (hhmm: string, locale?: string): string => formatWallTime(hhmm, locale);

/** 'Tue, Nov 24' */
export const shortDayLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Items grouped by their date, the dates in order and each day's items in the order given. */
export function byDay<T extends { date: string }>(items: readonly T[]): { date: string; items: T[] }[] {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const list = days.get(item.date);
    if (list) list.push(item);
    else days.set(item.date, [item]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, list]) => ({ date, items: list }));
}

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
