import { and, eq } from 'drizzle-orm';
import { calendarEvents, type UserRow } from '../../../db/schema';
import { timesProblem, type TCalendarEvent, type ZUpdateEventRequest } from '../../../shared/schemas/calendar';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { badRequest, notFound } from '../../errors';
import { toEventDto } from './event-dto';
import { findOwnedEvent } from './find-event';
import { forgetOutfits } from './forget-outfits';
import { resolveDressCode } from './resolve-dress-code';

type Input = z.output<typeof ZUpdateEventRequest>;

/**
 * PATCH /api/calendar/events/{id}: only the fields sent change. A dress code the user chose
 * stays through edits; an inferred one follows the new text; `dressCode: null` hands it back
 * to inference. An imported event can be edited too (the next refresh keeps a chosen dress code).
 */
export async function updateEvent(ctx: Ctx, user: UserRow, id: number, input: Input): Promise<TCalendarEvent> {
  const row = await findOwnedEvent(ctx, user.id, id);
  const next = {
    title: input.title ?? row.title,
    date: input.date ?? row.date,
    startTime: input.startTime !== undefined ? input.startTime : row.startTime,
    endTime: input.endTime !== undefined ? input.endTime : row.endTime,
    location: input.location !== undefined ? input.location : row.location,
    description: input.description !== undefined ? input.description : row.description,
  };
  const problem = timesProblem(next);
  if (problem) throw badRequest(problem.message, problem.field);
  const dress =
    input.dressCode !== undefined
      ? resolveDressCode(next, input.dressCode)
      : row.dressCodeSource === 'user'
        ? { dressCode: row.dressCode, dressCodeSource: row.dressCodeSource }
        : resolveDressCode(next, null);
  const [updated] = await ctx.db
    .update(calendarEvents)
    .set({ ...next, ...dress, updatedAt: ctx.now() })
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, user.id)))
    .returning();
  if (!updated) throw notFound('Event not found');
  await forgetOutfits(ctx, user, [row.date, next.date], [id]);
  return toEventDto(updated);
}
