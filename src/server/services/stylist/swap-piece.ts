import { and, sql } from 'drizzle-orm';
import { outfitReactions, type UserRow } from '../../../db/schema';
import { applySwap, swapOptions } from '../../../domain/stylist';
import type { TGeneratedOutfit, TSwapOptionsResponse, ZSwapOptionsQuery, ZSwapPieceRequest } from '../../../shared/schemas/stylist';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { AppError, badRequest, notFound } from '../../errors';
import { storedDay, storedDayRequest, storedOutfitDto } from './outfit-of-day';
import { lookRowWhere } from '../plans/day-look';

/** How many options the card offers for one piece: the next best first. */
const OPTIONS_SHOWN = 6;

function requireInOutfit(itemIds: readonly number[], itemId: number) {
  if (!itemIds.includes(itemId)) throw badRequest("That piece is not in this day's outfit", 'itemId');
}

/** GET /api/outfits/swap-options: what could take a piece's place, ranked by the engine with the rest of the outfit kept. */
export async function swapOptionsFor(ctx: Ctx, user: UserRow, input: z.infer<typeof ZSwapOptionsQuery>): Promise<TSwapOptionsResponse> {
  const day = await storedDay(ctx, user, input.date, input.eventId);
  requireInOutfit(day.row.itemIds, input.itemId);
  const found = swapOptions(await storedDayRequest(ctx, user, day), day.row.itemIds, input.itemId);
  if (!found.ok) throw badRequest(found.error.message, 'itemId');
  const dtos = new Map(day.closet.map((i) => [i.dto.id, i.dto]));
  return { date: day.date, itemId: input.itemId, options: found.options.slice(0, OPTIONS_SHOWN).map((o) => dtos.get(o.item.id)!) };
}

/**
 * POST /api/outfits/swap: one piece replaced (by the piece chosen, else the engine's next best),
 * stored as the day's outfit (or, with eventId, as that calendar event's look) and remembered as a reaction. Nothing changes when the swap is refused.
 */
export async function swapPiece(ctx: Ctx, user: UserRow, input: z.infer<typeof ZSwapPieceRequest>): Promise<TGeneratedOutfit> {
  const day = await storedDay(ctx, user, input.date, input.eventId);
  const before = day.row.itemIds;
  requireInOutfit(before, input.itemId);
  if (input.replacementId !== undefined && !day.closet.some((i) => i.dto.id === input.replacementId)) throw notFound('Clothing item not found');
  const request = await storedDayRequest(ctx, user, day);

  let replacementId = input.replacementId;
  if (replacementId === undefined) {
    const found = swapOptions(request, before, input.itemId);
    if (!found.ok) throw badRequest(found.error.message, 'itemId');
    const name = day.closet.find((i) => i.dto.id === input.itemId)?.dto.name ?? 'that piece';
    if (found.options.length === 0) throw new AppError('UNPROCESSABLE', `Nothing else in your closet can replace ${name} today`);
    replacementId = found.options[0]!.item.id;
  }
  const swapped = applySwap(request, before, input.itemId, replacementId);
  if (!swapped.ok) throw badRequest(swapped.error.message, 'replacementId');

  const values = { itemIds: swapped.itemIds, styleNote: swapped.styleNote, reasons: swapped.reasons, source: 'engine' as const };
  const stored = await ctx.db.transaction(async (tx) => {
    // Only the outfit this swap was decided on is replaced: a refresh or swap from another tab in between wins.
    const { table, where } = lookRowWhere(user.id, day.date, day.row);
    const [row] = await tx
      .update(table)
      .set(values)
      .where(and(where, sql`${table.itemIds} = ${JSON.stringify(before)}::jsonb`))
      .returning();
    if (!row) return null;
    await tx.insert(outfitReactions).values({
      userId: user.id,
      localDate: day.date,
      kind: 'swap',
      itemIds: before,
      fromItemId: input.itemId,
      toItemId: replacementId,
    });
    return row;
  });
  if (!stored) throw new AppError('CONFLICT', 'Your outfit changed in the meantime: have a look at the new one first');
  return storedOutfitDto(day.date, stored, day.closet);
}
