import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { calendarEvents, type UserRow } from '../../../../db/schema';
import type { TCalendarEvent } from '../../../../shared/schemas/calendar';
import type { Ctx } from '../../../context';
import { userToday } from '../../stylist/dates';
import { toEventDto } from '../event-dto';
import { GOOGLE_SCOPE } from './connection';

/** GET /api/google-calendar/events/{userId}: the upcoming events synced from Google (empty when not connected). */
export async function listGoogleEvents(ctx: Ctx, user: UserRow): Promise<TCalendarEvent[]> {
  const today = userToday(ctx.now(), user.timezone);
  const rows = await ctx.db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.userId, user.id), eq(calendarEvents.sourceScope, GOOGLE_SCOPE), gte(calendarEvents.date, today)))
    .orderBy(asc(calendarEvents.date), sql`${calendarEvents.startTime} asc nulls first`, asc(calendarEvents.id));
  return rows.map(toEventDto);
}
