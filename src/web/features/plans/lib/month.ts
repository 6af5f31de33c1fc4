/** Date arithmetic on YYYY-MM-DD strings in UTC, so a month grid never shifts with the browser's zone. */
const parse = (d: string) => new Date(`${d}T00:00:00Z`);
export const iso = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (d: string, n: number) => iso(new Date(parse(d).getTime() + n * 86_400_000));

/** The six Sunday-first weeks (42 days) that show a month, as the calendar tab draws it. */
export function monthGrid(month: string): { days: string[]; first: string; last: string } {
  const first = `${month}-01`;
  const start = addDays(first, -parse(first).getUTCDay());
  const days = Array.from({ length: 42 }, (_, i) => addDays(start, i));
  return { days, first: days[0]!, last: days[41]! };
}

export const monthOf = (date: string) => date.slice(0, 7);
export function shiftMonth(month: string, by: number): string {
  const d = parse(`${month}-01`);
  d.setUTCMonth(d.getUTCMonth() + by);
  return iso(d).slice(0, 7);
}
export const monthLabel = (month: string) => parse(`${month}-01`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
export const dayLabel = (date: string) => parse(date).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
