import { and, eq, gte, inArray } from 'drizzle-orm';
import { dailyOutfits } from '../../../db/schema';
import type { Ctx } from '../../context';
import { userToday } from '../stylist/dates';

/**
 * The stored outfit of a day whose events changed no longer fits it: dropped, so the next
 * request builds one for the new schedule. Past days keep theirs (what was worn is history).
 */
export async function forgetOutfits(ctx: Pick<Ctx, 'db' | 'now'>, user: { id: number; timezone: string }, dates: Iterable<string>): Promise<void> {
  const today = userToday(ctx.now(), user.timezone);
  const days = [...new Set(dates)].filter((d) => d >= today);
  if (days.length === 0) return;
  await ctx.db.delete(dailyOutfits).where(and(eq(dailyOutfits.userId, user.id), inArray(dailyOutfits.localDate, days), gte(dailyOutfits.localDate, today)));
}
