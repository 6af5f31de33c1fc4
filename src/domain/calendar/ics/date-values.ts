/**
 * Times as the calendar's clock shows them: milliseconds of `Date.UTC(y, m, d, h, mi, s)`. A
 * "wall" time belongs to no zone until a zone turns it into an instant; all recurrence
 * arithmetic (RFC 5545 expands rules in local time) happens on wall times.
 */
export type Wall = number;

export interface DateValue {
  wall: Wall;
  /** VALUE=DATE: an all-day value. */
  dateOnly: boolean;
  /** Ends in Z: the wall time is UTC. */
  utc: boolean;
}

export const DAY_MS = 86_400_000;

/** The dates an event may carry: 1601 (the earliest year Windows and Outlook write) to the end of 9999. */
export const EARLIEST_WALL = Date.UTC(1601, 0, 1);
export const LATEST_WALL = Date.UTC(10_000, 0, 1) - 1;
export const inDateRange = (wall: Wall) => wall >= EARLIEST_WALL && wall <= LATEST_WALL;

/** `20261105`, `20261105T090000`, `20261105T090000Z` (seconds optional, as some exporters write); null when unreadable. */
export function parseDateValue(raw: string): DateValue | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z)?)?$/i.exec(raw.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 24 || mi > 59 || s > 60) return null;
  let wall = Date.UTC(y, mo - 1, d, h, mi, Math.min(s, 59));
  // Date.UTC reads years 0-99 as 1900-1999: year 0001 is not 1901.
  if (y < 100) wall = new Date(wall).setUTCFullYear(y);
  // Date.UTC rolls 31 February into March: such a date does not exist.
  if (new Date(wall).getUTCDate() !== d && h !== 24) return null;
  return { wall, dateOnly: m[4] === undefined, utc: m[7] !== undefined };
}

/** A wall time's calendar fields, by integer arithmetic (civil-from-days): expansion asks this for every candidate day. */
export const wallParts = (wall: Wall) => {
  const days = Math.floor(wall / DAY_MS);
  const ms = wall - days * DAY_MS;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return {
    year: yoe + era * 400 + (month <= 2 ? 1 : 0),
    month,
    day: doy - Math.floor((153 * mp + 2) / 5) + 1,
    hour: Math.floor(ms / 3_600_000),
    minute: Math.floor(ms / 60_000) % 60,
    second: Math.floor(ms / 1000) % 60,
    /** 0 = Sunday, as RFC 5545's SU..SA are read here (1 January 1970 was a Thursday). */
    weekday: (((days + 4) % 7) + 7) % 7,
  };
};

export const isoDate = (wall: Wall) => new Date(wall).toISOString().slice(0, 10);
export const hhmm = (wall: Wall) => new Date(wall).toISOString().slice(11, 16);

/** ISO 8601 durations as iCalendar writes them (`PT1H30M`, `P1D`, `-PT15M`, `P2W`), in milliseconds; null when unreadable. */
export function parseDuration(raw: string): number | null {
  const m = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i.exec(raw.trim());
  if (!m || raw.trim().toUpperCase().endsWith('T')) return null;
  const [w, d, h, mi, s] = [m[2], m[3], m[4], m[5], m[6]].map((v) => Number(v ?? 0)) as [number, number, number, number, number];
  const ms = (((w * 7 + d) * 24 + h) * 60 + mi) * 60_000 + s * 1000;
  return m[1] === '-' ? -ms : ms;
}
