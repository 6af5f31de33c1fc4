import { and, eq } from 'drizzle-orm';
import { eventOutfits, type CalendarEventRow, type UserRow } from '../../../db/schema';
import { eventLevel } from '../../../domain/plans';
import type { TEventOutfitRequest, TSaveEventOutfitRequest } from '../../../shared/schemas/plans';
import type { TEventOutfit, TGeneratedOutfit } from '../../../shared/schemas/stylist';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';
import { loadCloset } from '../stylist/closet';
import { dayWeather, decideOutfit, storedOutfit } from '../stylist/generate-outfit';
import { getStylePreferences } from '../stylist/get-style-preferences';
import { reactionsOf } from '../stylist/outfit-reactions';
import { eventAsDayEvent, eventLook, ownedEvent, writeLook } from './day-look';
import { HAND_NOTE, handPieces } from './plan-day';
import { plannableDate } from './plan-dates';

function asEventOutfit(dto: TGeneratedOutfit, event: CalendarEventRow, closetCount: number): TEventOutfit {
  return {
    ...dto,
    event: { id: event.id, title: event.title, date: event.date, startTime: event.startTime, dressCode: event.dressCode },
    level: eventLevel(event),
    closetCount,
  };
}

/**
 * POST /api/calendar/events/{id}/outfit (issue 40 point 3): the look for one upcoming event, built
 * by the engine for that event alone and the day's forecast (climate normals beyond it), stored
 * in event_outfits so it can be swapped piece by piece and saved. Asking again returns it; a
 * rebuild asks for a different one (a saved look stays saved); an event moved to another day
 * gets a new look for its new day. An unsaved look goes when its day's events change
 * (forgetOutfits), so the reason names the dress code the badge shows.
 */
export async function openEventOutfit(ctx: Ctx, user: UserRow, eventId: number, input: TEventOutfitRequest): Promise<TEventOutfit> {
  const event = await ownedEvent(ctx, user.id, eventId);
  plannableDate(ctx, user, event.date);
  const [stored, closet, weather] = await Promise.all([eventLook(ctx, user.id, eventId), loadCloset(ctx, user.id), dayWeather(ctx, user, event.date)]);
  let existing = stored;
  if (existing && existing.localDate !== event.date) {
    await ctx.db.delete(eventOutfits).where(and(eq(eventOutfits.userId, user.id), eq(eventOutfits.calendarEventId, eventId)));
    existing = undefined;
  }
  const active = closet.filter((i) => i.dto.status === 'active').length;
  const kept = input.rebuild ? null : storedOutfit(event.date, existing, closet, weather);
  if (kept) return asEventOutfit(kept, event, active);
  const [preferences, reactions] = await Promise.all([getStylePreferences(ctx, user.id), reactionsOf(ctx, [user.id], event.date)]);
  const reads = { existing, eventId, closet, preferences, events: [eventAsDayEvent(event)], weather, reactions: reactions.get(user.id) ?? [] };
  const built = await decideOutfit(ctx, user, event.date, reads, input.rebuild ?? false);
  // A planned look rebuilt stays planned: it is shown as a plan, as the day's planned look is.
  const row = existing?.plannedAt ? await eventLook(ctx, user.id, eventId) : undefined;
  const shown = row ? (storedOutfit(event.date, row, closet) ?? built) : built;
  return asEventOutfit({ ...shown, ...(built.refresh ? { refresh: built.refresh } : {}) }, event, active);
}

/**
 * PUT /api/calendar/events/{id}/outfit: the event's look saved as a plan (planned_at set). Without
 * itemIds, the look as opened and swapped (built first if it was never opened); with them, a look
 * composed by hand. The day's main event's plan is then what Home, texts and chat use (ADR 0119).
 */
export async function saveEventOutfit(ctx: Ctx, user: UserRow, eventId: number, input: TSaveEventOutfitRequest): Promise<TEventOutfit> {
  const event = await ownedEvent(ctx, user.id, eventId);
  plannableDate(ctx, user, event.date);
  if (input.itemIds) {
    await handPieces(ctx, user, input.itemIds);
    const weather = await dayWeather(ctx, user, event.date);
    const values = { itemIds: input.itemIds, styleNote: HAND_NOTE, reasons: [], weather, source: 'hand' as const, seed: 0, plannedAt: ctx.now() };
    await writeLook(ctx, user.id, event.date, { eventId }, values, 'replace');
  } else {
    const opened = await openEventOutfit(ctx, user, eventId, {});
    if (opened.items.length === 0) return opened;
    await ctx.db
      .update(eventOutfits)
      .set({ plannedAt: ctx.now() })
      .where(and(eq(eventOutfits.userId, user.id), eq(eventOutfits.calendarEventId, eventId)));
  }
  return openEventOutfit(ctx, user, eventId, {});
}

/** DELETE /api/calendar/events/{id}/outfit: the event's saved look goes (the day's look is chosen as before). */
export async function deleteEventOutfit(ctx: Ctx, user: UserRow, eventId: number): Promise<void> {
  await ownedEvent(ctx, user.id, eventId);
  const gone = await ctx.db
    .delete(eventOutfits)
    .where(and(eq(eventOutfits.userId, user.id), eq(eventOutfits.calendarEventId, eventId)))
    .returning({ id: eventOutfits.calendarEventId });
  if (gone.length === 0) throw notFound('No look is saved for that event');
}
