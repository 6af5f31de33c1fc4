import { formatDateTime } from '../../../../lib/format-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the operator's own calendar date (yyyy-mm-dd), for a date input. */
export function localDate(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A picked date means "through that day": the last millisecond of it, the operator's time. */
export function endOfLocalDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 23, 59, 59, 999).toISOString();
}

/** An expiry always carries its year (issue 43.3): 'Dec 31' alone could be this year's or next. */
export const formatExpiry = (iso: string | null) => (iso === null ? 'Never' : formatDateTime(iso, { withYear: true }));
