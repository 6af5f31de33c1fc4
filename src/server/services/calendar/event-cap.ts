import { count, eq } from 'drizzle-orm';
import { calendarEvents } from '../../../db/schema';
import { CALENDAR_FULL_MESSAGE, CALENDAR_MAX_EVENTS } from '../../../shared/user-caps';
import type { Ctx } from '../../context';
import { badRequest } from '../../errors';
import { lockUserCap } from '../user-caps';

type NewEvent = typeof calendarEvents.$inferInsert;

/** Earliest first: when the calendar is full, the days nearest are the ones kept. */
export const byDateAndTime = (a: Pick<NewEvent, 'date' | 'startTime'>, b: Pick<NewEvent, 'date' | 'startTime'>) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : (a.startTime ?? '') < (b.startTime ?? '') ? -1 : (a.startTime ?? '') > (b.startTime ?? '') ? 1 : 0;

/**
 * Inserts what fits under the user's calendar cap (CALENDAR_MAX_EVENTS over every source), in
 * the order given, in one short transaction that counts under the user's lock: imports in other
 * processes, feeds refreshing and manual adds queue behind it, so the cap cannot be raced.
 * Rows that already exist (same user, scope and source id) are skipped, as before.
 */
export async function insertEventsWithinCap(
  ctx: Pick<Ctx, 'db'>,
  userId: number,
  rows: readonly NewEvent[],
): Promise<{ inserted: number; existing: number; overCap: number }> {
  if (!rows.length) return { inserted: 0, existing: 0, overCap: 0 };
  return ctx.db.transaction(async (tx) => {
    await lockUserCap(tx, 'calendar', userId);
    const [held] = await tx.select({ n: count() }).from(calendarEvents).where(eq(calendarEvents.userId, userId));
    const room = Math.max(0, CALENDAR_MAX_EVENTS - (held?.n ?? 0));
    const fitting = rows.slice(0, room);
    const inserted = fitting.length ? await tx.insert(calendarEvents).values(fitting).onConflictDoNothing().returning({ id: calendarEvents.id }) : [];
    return { inserted: inserted.length, existing: fitting.length - inserted.length, overCap: rows.length - fitting.length };
  });
}

/** One manual event: refused with a clear 400 when the calendar is full. */
export async function insertOneEventWithinCap(ctx: Pick<Ctx, 'db'>, userId: number, row: NewEvent) {
  return ctx.db.transaction(async (tx) => {
    await lockUserCap(tx, 'calendar', userId);
    const [held] = await tx.select({ n: count() }).from(calendarEvents).where(eq(calendarEvents.userId, userId));
    if ((held?.n ?? 0) >= CALENDAR_MAX_EVENTS) throw badRequest(CALENDAR_FULL_MESSAGE);
    const [inserted] = await tx.insert(calendarEvents).values(row).returning();
    return inserted!;
  });
}
