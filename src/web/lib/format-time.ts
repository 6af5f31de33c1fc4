/**
 * Every time the app shows goes through here (issue 27.6: one format per locale): the reader's
 * locale decides 9:30 AM or 09:30, the account's zone decides which clock. A zone the runtime
 * does not know falls back to the device's clock rather than throwing mid-render.
 */

type Kind = 'time' | 'day' | 'dayYear';

// The locale's own short time (9:30 AM, 08:30): hour and minute options would give en-GB '8:30'
// beside a date and '08:30' alone. The day part carries no time so the two can be joined.
const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  time: { timeStyle: 'short' },
  day: { month: 'short', day: 'numeric' },
  dayYear: { month: 'short', day: 'numeric', year: 'numeric' },
};

const cache = new Map<string, Intl.DateTimeFormat>();

/** The reader's locale: the browser's first language, US English when there is none. */
export function userLocale(): string {
  const language = typeof navigator === 'undefined' ? undefined : navigator.language;
  return language || 'en-US';
}

function formatter(kind: Kind, locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone ?? ''}`;
  let format = cache.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...OPTIONS[kind], ...(timeZone ? { timeZone } : {}) });
    } catch {
      // An unknown zone or a malformed locale: the device's clock in US English still reads right.
      format = new Intl.DateTimeFormat(safeLocale(locale), OPTIONS[kind]);
    }
    cache.set(key, format);
  }
  return format;
}

function safeLocale(locale: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length ? locale : 'en-US';
  } catch {
    return 'en-US';
  }
}

export interface TimeFormatOptions {
  /** An IANA zone, normally the account's; the device's clock when absent. */
  timeZone?: string | undefined;
  locale?: string;
  /** What 'this year' is: a date in another year shows its year. The clock's now when absent. */
  now?: Date;
  /** Always show the year (an expiry: 'Jan 31' alone could be any January). */
  withYear?: boolean;
}

const toDate = (at: Date | string | number) => (at instanceof Date ? at : new Date(at));

/** '9:30 AM' (en-US) or '09:30' (en-GB) on the given zone's clock. */
export function formatTime(at: Date | string | number, { timeZone, locale = userLocale() }: TimeFormatOptions = {}): string {
  return formatter('time', locale, timeZone).format(toDate(at));
}

const yearIn = (date: Date, locale: string, timeZone: string | undefined) =>
  formatter('dayYear', locale, timeZone)
    .formatToParts(date)
    .find((p) => p.type === 'year')?.value;

/**
 * 'Nov 24, 9:30 AM' (en-US) or '24 Nov, 09:30' (en-GB) on the given zone's clock; a date outside the
 * current year carries it ('Jan 31, 2027, 11:59 PM'), since an expiry or a sync a year off would
 * otherwise read as this year's.
 */
export function formatDateTime(
  at: Date | string | number,
  { timeZone, locale = userLocale(), now = new Date(), withYear = false }: TimeFormatOptions = {},
): string {
  const date = toDate(at);
  const day = !withYear && yearIn(date, locale, timeZone) === yearIn(now, locale, timeZone) ? 'day' : 'dayYear';
  return `${formatter(day, locale, timeZone).format(date)}, ${formatter('time', locale, timeZone).format(date)}`;
}

/** A wall-clock time with no instant behind it ('14:00', an event's start) in the reader's format. */
export function formatWallTime(hhmm: string, locale: string = userLocale()): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return formatTime(Date.UTC(2000, 0, 1, h, m), { timeZone: 'UTC', locale });
}
