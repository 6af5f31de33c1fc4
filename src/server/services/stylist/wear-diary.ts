import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { clothingItemWears, type UserRow } from '../../../db/schema';
import { addDays, dayCount } from '../../../domain/calendar/local-time';
import { DIARY_DAYS, DIARY_MAX_DAYS } from '../../../shared/stylist-constants';
import type { TClothingItem } from '../../../shared/schemas/closet';
import type { TDiaryResponse, ZDiaryQuery } from '../../../shared/schemas/stylist';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { badRequest } from '../../errors';
import { loadCloset } from './closet';
import { userToday } from './dates';

/**
 * GET /api/outfits/diary: what was worn each day from `from` to `to` (the last two weeks up to the
 * user's today by default), newest day first, each day's pieces in the order they were logged.
 */
export async function wearDiary(ctx: Ctx, user: UserRow, input: z.infer<typeof ZDiaryQuery>): Promise<TDiaryResponse> {
  const to = input.to ?? (input.from ? addDays(input.from, DIARY_DAYS - 1) : userToday(ctx.now(), user.timezone));
  const from = input.from ?? addDays(to, -(DIARY_DAYS - 1));
  if (dayCount(from, to) > DIARY_MAX_DAYS) throw badRequest(`The diary shows at most ${DIARY_MAX_DAYS} days at a time`, 'from');
  const [wears, closet] = await Promise.all([
    ctx.db
      .select({ itemId: clothingItemWears.itemId, wornOn: clothingItemWears.wornOn })
      .from(clothingItemWears)
      .where(and(eq(clothingItemWears.userId, user.id), gte(clothingItemWears.wornOn, from), lte(clothingItemWears.wornOn, to)))
      .orderBy(asc(clothingItemWears.id)),
    loadCloset(ctx, user.id),
  ]);
  const items = new Map(closet.map((i) => [i.dto.id, i.dto]));
  const days = new Map<string, TClothingItem[]>();
  for (const w of wears) {
    const item = items.get(w.itemId);
    if (!item) continue;
    days.set(w.wornOn, [...(days.get(w.wornOn) ?? []), item]);
  }
  return {
    from,
    to,
    days: [...days.entries()].sort(([a], [b]) => (a < b ? 1 : -1)).map(([date, dayItems]) => ({ date, items: dayItems })),
  };
}
