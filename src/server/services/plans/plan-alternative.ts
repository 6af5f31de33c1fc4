import type { UserRow } from '../../../db/schema';
import { generateOutfit } from '../../../domain/stylist';
import type { TGeneratedOutfit } from '../../../shared/schemas/stylist';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';
import { loadCloset } from '../stylist/closet';
import { eventsForDay } from '../stylist/day-events';
import { dayWeather, engineRequest } from '../stylist/generate-outfit';
import { getStylePreferences } from '../stylist/get-style-preferences';
import { reactionsOf } from '../stylist/outfit-reactions';
import { dayLook, eventsOfLook } from './day-look';

/**
 * GET /api/plans/{date}/alternative: when the forecast has moved since a look was planned, the
 * engine's look for the weather as it is now, beside the plan (nothing is stored: the person
 * chooses, and keeping either is PUT /api/plans/{date} with its pieces).
 */
export async function planAlternative(ctx: Ctx, user: UserRow, date: string): Promise<TGeneratedOutfit> {
  // The day's look as every reader takes it (its own plan, else its main event's: ADR 0119).
  const [row, closet, weather, preferences, dayEvents, reactions] = await Promise.all([
    dayLook(ctx, user.id, date),
    loadCloset(ctx, user.id),
    dayWeather(ctx, user, date),
    getStylePreferences(ctx, user.id),
    eventsForDay(ctx, user.id, date, []),
    reactionsOf(ctx, [user.id], date),
  ]);
  if (!row?.plannedAt) throw notFound('No look is planned for that day');
  const events = eventsOfLook(row, dayEvents);
  const request = engineRequest(user, date, { closet, preferences, events, weather, reactions: reactions.get(user.id) ?? [] }, row.seed + 1, row.itemIds);
  const result = generateOutfit(request);
  const byId = new Map(closet.map((i) => [i.dto.id, i.dto]));
  const items = result.kind === 'outfit' ? result.items.flatMap((i) => byId.get(i.id) ?? []) : [];
  return { date, items, styleNote: result.styleNote, reasons: result.reasons, weather, source: 'engine' };
}
