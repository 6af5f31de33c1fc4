import type { CalendarEventRow } from '../../../db/schema';
import type { TCalendarEvent } from '../../../shared/schemas/calendar';

export function toEventDto(row: CalendarEventRow): TCalendarEvent {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    location: row.location,
    description: row.description,
    dressCode: row.dressCode ?? null,
    dressCodeSource: row.dressCodeSource,
    source: row.source,
    sourceId: row.sourceId,
    feedId: row.feedId,
  };
}
