import type { UserRow } from '../../../db/schema';
import type { TCalendarEvent, TCreateEventRequest, ZCreateEventRequest } from '../../../shared/schemas/calendar';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { insertOneEventWithinCap } from './event-cap';
import { toEventDto } from './event-dto';
import { forgetOutfits } from './forget-outfits';
import { resolveDressCode } from './resolve-dress-code';

type Input = z.output<typeof ZCreateEventRequest>;

/** POST /api/calendar/events: a manual event; its dress code inferred when none is chosen. */
export async function createEvent(ctx: Ctx, user: UserRow, input: Input | TCreateEventRequest): Promise<TCalendarEvent> {
  const fields = {
    title: input.title.trim(),
    date: input.date,
    startTime: input.startTime ?? null,
    endTime: input.endTime ?? null,
    location: input.location ?? null,
    description: input.description ?? null,
  };
  const row = await insertOneEventWithinCap(ctx, user.id, { userId: user.id, ...fields, ...resolveDressCode(fields, input.dressCode), source: 'manual' });
  await forgetOutfits(ctx, user, [fields.date], []);
  return toEventDto(row);
}
