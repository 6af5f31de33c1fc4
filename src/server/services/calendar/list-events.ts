import type { UserRow } from '../../../db/schema';
import { monthRange } from '../../../domain/calendar';
import type { TCalendarEvent, TEventsQuery } from '../../../shared/schemas/calendar';
import type { Ctx } from '../../context';
import { userToday } from '../stylist/dates';
import { toEventDto } from './event-dto';
import { eventsBetween } from './events-between';

/** GET /api/calendar/events: the range asked for (validated to ≤ 62 days), or this month in the user's timezone. */
export async function listEvents(ctx: Ctx, user: UserRow, query: TEventsQuery): Promise<TCalendarEvent[]> {
  const range = query.from && query.to ? { from: query.from, to: query.to } : monthRange(userToday(ctx.now(), user.timezone));
  return (await eventsBetween(ctx, user.id, range.from, range.to)).map(toEventDto);
}
