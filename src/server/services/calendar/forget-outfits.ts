import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import { dailyOutfits, eventOutfits } from '../../../db/schema';
import { inIds } from '../../../db/id-list';
import type { Ctx } from '../../context';
import { userToday } from '../stylist/dates';

/**
 * The stored outfit of a day whose events changed no longer fits it: dropped, so the next
 * request builds one for the new schedule. Past days keep theirs (what was worn is history).
 * Events' own looks that were opened but not saved go too: those of `events` when the caller
 * knows which events changed (an edited dress code gets a look for it), else all on those days
 * (imports); other events keep theirs, and a look saved for an event is the person's plan and
 * stays (ADR 0119).
 */
export async function forgetOutfits(
  ctx: Pick<Ctx, 'db' | 'now'>,
  user: { id: number; timezone: string },
  dates: Iterable<string>,
  events?: readonly number[],
): Promise<void> {
  const today = userToday(ctx.now(), user.timezone);
  const days = [...new Set(dates)].filter((d) => d >= today);
  if (days.length === 0) return;
  await ctx.db.delete(dailyOutfits).where(and(eq(dailyOutfits.userId, user.id), inArray(dailyOutfits.localDate, days), gte(dailyOutfits.localDate, today)));
  if (events?.length === 0) return;
  await ctx.db
    .delete(eventOutfits)
    .where(
      and(
        eq(eventOutfits.userId, user.id),
        events ? inIds(eventOutfits.calendarEventId, [...events]) : inArray(eventOutfits.localDate, days),
        gte(eventOutfits.localDate, today),
        isNull(eventOutfits.plannedAt),
      ),
    );
}
