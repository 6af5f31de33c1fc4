// The month an item was added is read in the user's time zone, not the device's: the server paints
// the tile (ADR 0056) and the browser must read the same month back at a month's edge.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', ...(timeZone ? { timeZone } : {}) });
    } catch {
      // an unknown zone: the device's
      format = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });
    }
    formats.set(key, format);
  }
  return format;
}

/** 'Nov 2026': when an item was added (an ISO instant), as a month in the user's time zone. */
export function addedMonth(addedAt: string, timeZone?: string): string {
  return formatIn(timeZone).format(new Date(addedAt));
}
