import { daysInMonth } from './send-time';

/**
 * The one count against SMS_MONTHLY_LIMIT (decisions.md 4, issue 43.4): automated texts, the daily
 * outfit and reminders ('system'). Replies to a person's own texts (consultation, chat, HELP,
 * codes they asked for) never count. The scheduler, the trial reminder and the console all read this.
 */
export const AUTOMATED_TEXT_PURPOSES = ['daily_outfit', 'system'] as const;

export interface BudgetInput {
  /** The local date the text would go out on. */
  localDate: string;
  /** SMS_MONTHLY_LIMIT: automated texts per user per calendar month. */
  limit: number;
  /** Automated texts already sent (or being sent) this calendar month. */
  sentThisMonth: number;
  /** Dates (YYYY-MM-DD) in this month with a dress-coded calendar event. */
  dressCodedDates: readonly string[];
}

export type BudgetDecision =
  { send: true; reason: 'dress_code' | 'spread' } | { send: false; reason: 'limit_reached' | 'reserved_for_dress_code' | 'not_a_send_day' };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Which days of the month get the daily text when the budget is smaller than the month
 * (decisions.md 4): every day with a dress-coded event first, then the rest of the budget spread
 * evenly over the other days (the middle of equal stretches). Never more than the limit, and a
 * day without an event never spends what an upcoming dress-coded day needs.
 */
export function decideDailySend(input: BudgetInput): BudgetDecision {
  const { localDate, limit, sentThisMonth } = input;
  const left = limit - sentThisMonth;
  if (left <= 0) return { send: false, reason: 'limit_reached' };
  const month = localDate.slice(0, 7);
  const dressCoded = new Set(input.dressCodedDates.filter((d) => d.startsWith(month)));
  if (dressCoded.has(localDate)) return { send: true, reason: 'dress_code' };

  const upcoming = [...dressCoded].filter((d) => d > localDate).length;
  if (left - upcoming <= 0) return { send: false, reason: 'reserved_for_dress_code' };

  return spreadDays(month, daysInMonth(localDate), limit, dressCoded).has(localDate)
    ? { send: true, reason: 'spread' }
    : { send: false, reason: 'not_a_send_day' };
}

/** The budget left after dress-coded days, placed in the middle of equal stretches of the other days. */
export function spreadDays(month: string, days: number, limit: number, dressCoded: ReadonlySet<string>): Set<string> {
  const others: string[] = [];
  for (let d = 1; d <= days; d++) {
    const date = `${month}-${pad(d)}`;
    if (!dressCoded.has(date)) others.push(date);
  }
  const count = Math.min(others.length, Math.max(0, limit - dressCoded.size));
  const chosen = new Set<string>();
  for (let k = 0; k < count; k++) chosen.add(others[Math.floor(((k + 0.5) * others.length) / count)]!);
  return chosen;
}
