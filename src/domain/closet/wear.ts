/** The calendar date (YYYY-MM-DD) it is at `now` in an IANA time zone: 'today' for the user. */
export function localDate(now: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Dollars per wear, to the cent; null when there is no price or no wear to divide by. */
export function costPerWear(priceCents: number | null, timesWorn: number): number | null {
  if (priceCents === null || timesWorn <= 0) return null;
  return Math.round(priceCents / timesWorn) / 100;
}

/** Dollars as the API speaks them to whole cents as the database stores them. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
export const centsToDollars = (cents: number) => cents / 100;
