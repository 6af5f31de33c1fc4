import { outfitReactions, type UserRow } from '../../../db/schema';
import { NOT_TODAY_REASONS } from '../../../shared/stylist-constants';
import type { TGeneratedOutfit, ZNotTodayRequest } from '../../../shared/schemas/stylist';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { spendFreeUse } from '../billing/entitlement';
import { eventsForDay } from './day-events';
import { dayWeather, decideOutfit } from './generate-outfit';
import { getStylePreferences } from './get-style-preferences';
import { storedDay, storedOutfitDto } from './outfit-of-day';
import { reactionsOf } from './outfit-reactions';

/**
 * POST /api/outfits/not-today: the reason is stored first (the engine learns from it whatever
 * happens next), then a new outfit is built with it, as a refresh would be. On the free plan the
 * new outfit spends a refresh like the refresh button, so 'Not today' is no way round the limit;
 * with none left the reaction still counts and the answer says so.
 */
export async function notToday(ctx: Ctx, user: UserRow, input: z.infer<typeof ZNotTodayRequest>): Promise<TGeneratedOutfit> {
  const day = await storedDay(ctx, user, input.date);
  await ctx.db.insert(outfitReactions).values({ userId: user.id, localDate: day.date, kind: 'not-today', reason: input.reason, itemIds: day.row.itemIds });
  const label = NOT_TODAY_REASONS.find((r) => r.value === input.reason)!.label.toLowerCase();
  try {
    await spendFreeUse(ctx, user, 'outfit_refresh');
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'PAYMENT_REQUIRED') throw error;
    const note = `Noted (${label}): your next outfits will take it into account. ${error.message}`;
    return { ...storedOutfitDto(day.date, day.row, day.closet), refresh: { changed: false, note } };
  }
  const [preferences, events, weather, reactions] = await Promise.all([
    getStylePreferences(ctx, user.id),
    eventsForDay(ctx, user.id, day.date, []),
    dayWeather(ctx, user, day.date),
    reactionsOf(ctx, [user.id], day.date),
  ]);
  const reads = { existing: day.row, closet: day.closet, preferences, events, weather, reactions: reactions.get(user.id) ?? [] };
  return decideOutfit(ctx, user, day.date, reads, true);
}
