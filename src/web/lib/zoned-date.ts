/** Wall-clock dates in the user's time zone setting, the same in the browser and in a server render (ADR 0056). */

export interface DayParts {
  year: number;
  month: number;
  day: number;
  hour: number;
}

// A formatter costs tens of milliseconds to make on a slow phone and a screen asks several times a render: one per zone, made once.
const zoned = new Map<string, Intl.DateTimeFormat>();

function zonedFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoned.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', hourCycle: 'h23' });
    zoned.set(timeZone, format);
  }
  return format;
}

/** The wall-clock date and hour in a time zone; the browser's own zone when none is given or it is unknown. */
export function partsIn(now: Date, timeZone?: string | null): DayParts {
  if (timeZone) {
    try {
      const parts = zonedFormat(timeZone).formatToParts(now);
      const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
      const result = { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24 };
      if (Object.values(result).every(Number.isFinite)) return result;
    } catch {
      // an unknown zone: use the browser's
    }
  }
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate(), hour: now.getHours() };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The user's local calendar day as YYYY-MM-DD. The user's time zone setting decides it, as it
 * does on the server (daily texts, wear logs), so the browser and the server agree on 'today'.
 */
export function localIsoDate(now: Date, timeZone?: string | null): string {
  const { year, month, day } = partsIn(now, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}
