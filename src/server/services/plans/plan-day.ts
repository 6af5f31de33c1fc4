import { and, eq } from 'drizzle-orm';
import { dailyOutfits, type UserRow } from '../../../db/schema';
import type { TPlanDayRequest } from '../../../shared/schemas/plans';
import type { TGeneratedOutfit } from '../../../shared/schemas/stylist';
import type { Ctx } from '../../context';
import { badRequest, notFound } from '../../errors';
import { loadCloset } from '../stylist/closet';
import { dayWeather, generateDailyOutfit } from '../stylist/generate-outfit';
import { plannableDate } from './plan-dates';

export const HAND_NOTE = 'Planned by you.';

/** The pieces of a look composed by hand: each owned (else 404) and not archived (else 400). */
export async function handPieces(ctx: Ctx, user: UserRow, itemIds: readonly number[]): Promise<void> {
  const closet = await loadCloset(ctx, user.id);
  const byId = new Map(closet.map((i) => [i.dto.id, i.dto]));
  for (const id of itemIds) {
    const item = byId.get(id);
    if (!item) throw notFound('Clothing item not found');
    if (item.status === 'archived') throw badRequest(`${item.name} is archived: set it back to active to plan with it`, 'itemIds');
  }
}

/**
 * PUT /api/plans/{date} (issue 44 point 1). A planned look is the day's outfit row
 * (daily_outfits) marked planned: one model for the look of a day, whether planned ahead, built on
 * the day, swapped piece by piece (POST /api/outfits/swap with the date) or worn (the wear
 * diary). Home, chat, OUTFIT and the morning text all read that row, so they follow the plan.
 */
export async function planDay(ctx: Ctx, user: UserRow, date: string, input: TPlanDayRequest): Promise<TGeneratedOutfit> {
  plannableDate(ctx, user, date);
  if (input.itemIds) {
    await handPieces(ctx, user, input.itemIds);
    // Dressed for the day's weather as known now, so a later forecast that crosses a line is noticed.
    const weather = await dayWeather(ctx, user, date);
    const values = { itemIds: input.itemIds, styleNote: HAND_NOTE, reasons: [], weather, source: 'hand' as const, plannedAt: ctx.now() };
    await ctx.db
      .insert(dailyOutfits)
      .values({ userId: user.id, localDate: date, seed: 0, ...values })
      .onConflictDoUpdate({ target: [dailyOutfits.userId, dailyOutfits.localDate], set: values });
  } else {
    // The engine's look for that day's events and forecast (normals beyond it); a rebuild asks for a different one.
    const built = await generateDailyOutfit(ctx, user, { date, events: [], refresh: input.rebuild ?? false });
    if (built.items.length === 0) return built;
    await ctx.db
      .update(dailyOutfits)
      .set({ plannedAt: ctx.now() })
      .where(and(eq(dailyOutfits.userId, user.id), eq(dailyOutfits.localDate, date)));
  }
  return generateDailyOutfit(ctx, user, { date, events: [], refresh: false });
}
