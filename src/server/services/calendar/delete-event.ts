import { and, eq } from 'drizzle-orm';
import { calendarEvents, type UserRow } from '../../../db/schema';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';
import { forgetOutfits } from './forget-outfits';

/** DELETE /api/calendar/events/{id}. An event from a feed or Google returns at the next refresh while its source still has it. */
export async function deleteEvent(ctx: Ctx, user: UserRow, id: number): Promise<void> {
  const [row] = await ctx.db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, user.id)))
    .returning({ date: calendarEvents.date });
  if (!row) throw notFound('Event not found');
  await forgetOutfits(ctx, user, [row.date], []);
}
