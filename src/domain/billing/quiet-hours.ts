import { Temporal } from 'temporal-polyfill';

/** Decisions.md 4: automated texts only between 07:00 and 21:00 in the user's timezone. */
export const SEND_FROM_HOUR = 7;
export const SEND_UNTIL_HOUR = 21;

/** The first moment at or after `now` when an automated text may go out in `timezone`. */
export function nextSendableTime(now: Date, timezone: string): Date {
  const local = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timezone);
  if (local.hour >= SEND_FROM_HOUR && local.hour < SEND_UNTIL_HOUR) return now;
  const day = local.hour < SEND_FROM_HOUR ? local : local.add({ days: 1 });
  const opening = day.with({ hour: SEND_FROM_HOUR, minute: 0, second: 0, millisecond: 0, microsecond: 0, nanosecond: 0 });
  return new Date(opening.epochMilliseconds);
}

/** The start of the calendar month containing `now`, in `timezone`: the monthly text budget resets there. */
export function startOfLocalMonth(now: Date, timezone: string): Date {
  const local = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timezone);
  return new Date(local.with({ day: 1 }).startOfDay().epochMilliseconds);
}
