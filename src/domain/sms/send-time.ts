import { Temporal } from 'temporal-polyfill';

/** Automated texts go out only between these local wall-clock times (decisions.md 4): [07:00, 21:00). */
export const SEND_WINDOW_START = '07:00';
export const SEND_WINDOW_END = '21:00';
/**
 * Where a chosen time at or after the window's end is moved to: half an hour before it closes,
 * so a missed tick (a restart) still has time to catch up that day.
 */
export const LATE_SEND_TIME = '20:30';

export interface LocalMoment {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** HH:MM in the zone. */
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock in `timeZone` at `instant`. */
export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const z = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);
  return { date: z.toPlainDate().toString(), time: `${pad(z.hour)}:${pad(z.minute)}` };
}

/** The chosen daily time moved into the send window: 06:30 is sent at 07:00, 22:00 at 20:30. */
export function effectiveSendTime(dailyOutfitTime: string): string {
  if (dailyOutfitTime < SEND_WINDOW_START) return SEND_WINDOW_START;
  if (dailyOutfitTime >= SEND_WINDOW_END) return LATE_SEND_TIME;
  return dailyOutfitTime;
}

export const inSendWindow = (time: string) => time >= SEND_WINDOW_START && time < SEND_WINDOW_END;

/**
 * Whether the daily text is due at `instant`: the local time has reached the (effective) chosen
 * time and is still inside the send window. Returns the local date it is due for, or null.
 * A tick that was missed (a restart, a slow minute) is caught up later the same day.
 */
export function dueLocalDate(instant: Date, timeZone: string, dailyOutfitTime: string): string | null {
  const now = localMoment(instant, timeZone);
  if (!inSendWindow(now.time)) return null;
  return now.time >= effectiveSendTime(dailyOutfitTime) ? now.date : null;
}

/**
 * The first instant at or after `instant` when the daily text becomes due. DST-correct: the wall
 * time is resolved in the zone on that day ('compatible': a time inside a spring-forward gap moves
 * later; an ambiguous one takes the earlier instant). The send window never touches a US DST
 * transition (they happen at 01:00-03:00), but the math does not rely on that.
 */
export function nextDueInstant(instant: Date, timeZone: string, dailyOutfitTime: string): Date {
  const at = effectiveSendTime(dailyOutfitTime);
  const [h, m] = at.split(':').map(Number) as [number, number];
  const start = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);
  for (let days = 0; days < 3; days++) {
    const day = start.toPlainDate().add({ days });
    const candidate = day.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from({ hour: h, minute: m }) });
    // Due from the chosen minute through the end of the window: a moment already inside it is due now.
    if (days === 0 && Temporal.ZonedDateTime.compare(candidate, start) <= 0) {
      if (dueLocalDate(instant, timeZone, dailyOutfitTime)) return new Date(instant.getTime());
      continue;
    }
    return new Date(candidate.epochMilliseconds);
  }
  throw new Error('unreachable: a send time exists within three days');
}

/** Days in the month of an ISO date. */
export function daysInMonth(isoDate: string): number {
  return Temporal.PlainDate.from(isoDate).daysInMonth;
}

/** [first day of the month, first day of the next month) for a YYYY-MM month. */
export function monthRange(month: string): { from: string; until: string } {
  const first = Temporal.PlainYearMonth.from(month);
  return { from: first.toPlainDate({ day: 1 }).toString(), until: first.add({ months: 1 }).toPlainDate({ day: 1 }).toString() };
}
