// Building a formatter costs far more than using one (about 0.4 ms against microseconds: it was a
// chat answer's largest single cost, issue 45), and a formatter never changes: one per zone.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) it is at `now` in an IANA time zone: 'today' for the user. */
export function localDate(now: Date, timeZone: string): string {
  let format = dateFormatters.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD. An unknown zone throws here, before anything is kept.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    // Zones are a few hundred; spellings of them ('america/new_york') are not bounded.
    if (dateFormatters.size >= 1000) dateFormatters.clear();
    dateFormatters.set(timeZone, format);
  }
  return format.format(now);
}

/** Dollars per wear, to the cent; null when there is no price or no wear to divide by. */
export function costPerWear(priceCents: number | null, timesWorn: number): number | null {
  if (priceCents === null || timesWorn <= 0) return null;
  return Math.round(priceCents / timesWorn) / 100;
}

/** Dollars as the API speaks them to whole cents as the database stores them. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
export const centsToDollars = (cents: number) => cents / 100;
