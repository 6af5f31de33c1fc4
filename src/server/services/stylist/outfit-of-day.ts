import type { UserRow } from '../../../db/schema';
import type { OutfitRequest } from '../../../domain/stylist';
import type { TGeneratedOutfit } from '../../../shared/schemas/stylist';
import type { Ctx } from '../../context';
import { AppError, notFound } from '../../errors';
import { loadCloset, type StylistItem } from './closet';
import { userToday } from './dates';
import { eventsForDay } from './day-events';
import { dayWeather, engineRequest, storedOutfit } from './generate-outfit';
import { getStylePreferences } from './get-style-preferences';
import { reactionsOf } from './outfit-reactions';
import { dayLook, eventLook, eventsOfLook, ownedEvent, type LookRow } from '../plans/day-look';

export interface StoredDay {
  date: string;
  /** The day's look, or the event's (calendarEventId set): a swap or 'not today' rewrites that row. */
  row: LookRow;
  closet: StylistItem[];
}

/**
 * The stored outfit a reaction is about: an event's look when an event is given (the calendar's
 * 'outfit for this event'), else the day's (today's unless a date is given). A reaction needs an
 * outfit to react to: none stored yet is a 404, one whose piece was deleted since is a 409.
 */
export async function storedDay(ctx: Ctx, user: UserRow, requestedDate: string | undefined, eventId?: number): Promise<StoredDay> {
  if (eventId !== undefined) {
    const event = await ownedEvent(ctx, user.id, eventId);
    const [row, closet] = await Promise.all([eventLook(ctx, user.id, eventId), loadCloset(ctx, user.id)]);
    if (!row || row.localDate !== event.date) throw notFound('There is no outfit for that event yet: open it on the calendar to get one');
    return checked(event.date, row, closet);
  }
  const date = requestedDate ?? userToday(ctx.now(), user.timezone);
  const [row, closet] = await Promise.all([dayLook(ctx, user.id, date), loadCloset(ctx, user.id)]);
  if (!row) throw notFound('There is no outfit for that day yet: open Home to get one');
  return checked(date, row, closet);
}

function checked(date: string, row: LookRow, closet: StylistItem[]): StoredDay {
  const owned = new Set(closet.map((i) => i.dto.id));
  if (!row.itemIds.every((id) => owned.has(id))) throw new AppError('CONFLICT', 'A piece of that outfit was deleted: refresh the outfit first');
  return { date, row, closet };
}

/** The engine's request for a stored day, dressed for the weather the outfit was chosen for. */
export async function storedDayRequest(ctx: Ctx, user: UserRow, day: StoredDay): Promise<OutfitRequest> {
  const [preferences, events, reactions, weather] = await Promise.all([
    getStylePreferences(ctx, user.id),
    eventsForDay(ctx, user.id, day.date, []).then((events) => eventsOfLook(day.row, events)),
    reactionsOf(ctx, [user.id], day.date),
    day.row.weather ? Promise.resolve(day.row.weather) : dayWeather(ctx, user, day.date),
  ]);
  return engineRequest(user, day.date, { closet: day.closet, preferences, events, weather, reactions: reactions.get(user.id) ?? [] }, day.row.seed);
}

/** A stored row as the API shows it; the row was just checked against the closet, so every piece is there. */
export function storedOutfitDto(date: string, row: LookRow, closet: readonly StylistItem[]): TGeneratedOutfit {
  const dto = storedOutfit(date, row, closet);
  if (!dto) throw new AppError('CONFLICT', 'A piece of that outfit was deleted: refresh the outfit first');
  return dto;
}
