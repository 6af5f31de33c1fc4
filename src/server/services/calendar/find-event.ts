import { and, eq } from 'drizzle-orm';
import { calendarEvents, type CalendarEventRow } from '../../../db/schema';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';

/** The user's own event; someone else's id is a 404, as if it did not exist. */
export async function findOwnedEvent(ctx: Pick<Ctx, 'db'>, userId: number, id: number): Promise<CalendarEventRow> {
  const [row] = await ctx.db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)));
  if (!row) throw notFound('Event not found');
  return row;
}
