import type { CalendarEventRow } from '../../../db/schema';
import type { DayEvent } from '../../../domain/stylist';
import type { ZOutfitEvent } from '../../../shared/schemas/stylist';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { eventsBetween } from '../calendar/events-between';

type RequestEvent = z.infer<typeof ZOutfitEvent>;

/**
 * The day's events: the user's stored calendar events plus those the client sent for that day
 * (an event without a date is taken to be on it). The same title at the same time counts once.
 */
export async function eventsForDay(ctx: Pick<Ctx, 'db'>, userId: number, date: string, sent: readonly RequestEvent[]): Promise<DayEvent[]> {
  return toDayEvents(await eventsBetween(ctx, userId, date, date), date, sent);
}

/** The stored events of the day (read one user at a time or many at once) joined with those the client sent. */
export function toDayEvents(stored: readonly CalendarEventRow[], date: string, sent: readonly RequestEvent[]): DayEvent[] {
  const all: DayEvent[] = [
    ...stored.map((e) => ({
      id: e.id,
      title: e.title,
      date: e.date,
      startTime: e.startTime,
      endTime: e.endTime,
      dressCode: e.dressCode,
      description: e.description,
    })),
    ...sent
      .filter((e) => (e.date ?? date) === date)
      .map((e) => ({ title: e.title, date, startTime: e.startTime ?? null, endTime: e.endTime ?? null, dressCode: e.dressCode?.trim() || null })),
  ];
  const seen = new Set<string>();
  return all.filter((e) => {
    const key = `${e.title.trim().toLowerCase()}|${e.startTime ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
