/** Dates on the account sections, in the person's own time zone and one US English format. */
export function longDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  try {
    return date.toLocaleDateString('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric' });
  } catch {
    return date.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
  }
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * "Active now", "Active 5 hours ago", "Active 3 days ago", then the date: a session's last
 * activity is written at most hourly, so anything under an hour reads as now.
 */
export function lastActive(iso: string, now: Date, timeZone: string): string {
  const ago = now.getTime() - new Date(iso).getTime();
  if (ago < HOUR) return 'Active now';
  const rtf = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  if (ago < DAY) return `Active ${rtf.format(-Math.floor(ago / HOUR), 'hour')}`;
  if (ago < 30 * DAY) return `Active ${rtf.format(-Math.floor(ago / DAY), 'day')}`;
  return `Active on ${longDate(iso, timeZone)}`;
}

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
