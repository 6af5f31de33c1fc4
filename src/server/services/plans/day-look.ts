import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inIds } from '../../../db/id-list';
import { calendarEvents, dailyOutfits, eventOutfits, type CalendarEventRow, type DailyOutfitRow } from '../../../db/schema';
import { mainEvent } from '../../../domain/plans';
import type { DayEvent } from '../../../domain/stylist';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';

/**
 * A stored look: the day's (daily_outfits) or one event's (event_outfits, calendarEventId set).
 * Both have the same columns, so every reader, swap and refresh works on either (ADR 0119).
 */
export type LookRow = DailyOutfitRow & { calendarEventId?: number | null };

/** The row to write a look to: the day's, or an event's. */
export type LookTarget = { eventId: number | null };

/**
 * Which stored look is the day's outfit (ADR 0119): a plan set for the day itself wins; else the
 * plan of the day's main event (mainEvent: the highest dress code among the events that hold a
 * plan); else the day's own look, planned or not. Home, the morning text, chat, swaps and
 * 'not today' all read the day through this.
 */
export function pickDayLook(
  day: DailyOutfitRow | undefined,
  eventPlans: readonly { event: Pick<CalendarEventRow, 'id' | 'title' | 'dressCode' | 'startTime'>; row: LookRow }[],
): LookRow | undefined {
  if (day?.plannedAt) return day;
  const main = mainEvent(eventPlans.map((p) => ({ ...p.event, plan: p.row })));
  return main?.plan ?? day;
}

const planColumns = {
  row: eventOutfits,
  event: { id: calendarEvents.id, title: calendarEvents.title, dressCode: calendarEvents.dressCode, startTime: calendarEvents.startTime },
};

/** Planned event looks on a date whose event is still on that date, for one or many users. */
function eventPlansOn(ctx: Pick<Ctx, 'db'>, userIds: readonly number[], date: string) {
  return ctx.db
    .select(planColumns)
    .from(eventOutfits)
    .innerJoin(calendarEvents, eq(calendarEvents.id, eventOutfits.calendarEventId))
    .where(and(inIds(eventOutfits.userId, [...userIds]), eq(eventOutfits.localDate, date), eq(calendarEvents.date, date), isNotNull(eventOutfits.plannedAt)));
}

/**
 * The outfit calendar's planned days from `from` to `to` (both included): per day, the look every
 * reader takes for it (pickDayLook), counting only planned ones: the day's own plan, else its
 * main event's plan.
 */
export async function plannedLooksBetween(ctx: Pick<Ctx, 'db'>, userId: number, from: string, to: string): Promise<LookRow[]> {
  const [days, plans] = await Promise.all([
    ctx.db
      .select()
      .from(dailyOutfits)
      .where(and(eq(dailyOutfits.userId, userId), isNotNull(dailyOutfits.plannedAt), gte(dailyOutfits.localDate, from), lte(dailyOutfits.localDate, to))),
    ctx.db
      .select(planColumns)
      .from(eventOutfits)
      .innerJoin(calendarEvents, eq(calendarEvents.id, eventOutfits.calendarEventId))
      .where(
        and(
          eq(eventOutfits.userId, userId),
          isNotNull(eventOutfits.plannedAt),
          gte(eventOutfits.localDate, from),
          lte(eventOutfits.localDate, to),
          eq(calendarEvents.date, eventOutfits.localDate),
        ),
      ),
  ]);
  const dates = [...new Set([...days.map((d) => d.localDate), ...plans.map((p) => p.row.localDate)])].sort();
  return dates.flatMap((date) => {
    const look = pickDayLook(
      days.find((d) => d.localDate === date),
      plans.filter((p) => p.row.localDate === date),
    );
    return look?.plannedAt ? [look] : [];
  });
}

function prepareDayLook(db: Db) {
  const userId = sql.placeholder('userId');
  const date = sql.placeholder('date');
  return {
    day: db
      .select()
      .from(dailyOutfits)
      .where(and(eq(dailyOutfits.userId, userId), eq(dailyOutfits.localDate, date)))
      .prepare('day_look'),
    plans: db
      .select(planColumns)
      .from(eventOutfits)
      .innerJoin(calendarEvents, eq(calendarEvents.id, eventOutfits.calendarEventId))
      .where(and(eq(eventOutfits.userId, userId), eq(eventOutfits.localDate, date), eq(calendarEvents.date, date), isNotNull(eventOutfits.plannedAt)))
      .prepare('day_look_event_plans'),
  };
}

// Home asks for the day's look on every visit: prepared once per database, its two statements are
// neither built by drizzle nor planned by the server again (issue 45), like the closet's.
const dayLookQueries = new WeakMap<Db, ReturnType<typeof prepareDayLook>>();

/** The one reader of a day's stored look (Home, chat, OUTFIT, swaps, 'not today', the plan's alternative). */
export async function dayLook(ctx: Pick<Ctx, 'db'>, userId: number, date: string): Promise<LookRow | undefined> {
  let queries = dayLookQueries.get(ctx.db);
  if (!queries) dayLookQueries.set(ctx.db, (queries = prepareDayLook(ctx.db)));
  const [[day], plans] = await Promise.all([queries.day.execute({ userId, date }), queries.plans.execute({ userId, date })]);
  return pickDayLook(day, plans);
}

/** dayLook for many users at once (the morning texts): one query per table for the batch. */
export async function dayLooksOf(ctx: Pick<Ctx, 'db'>, userIds: readonly number[], date: string): Promise<Map<number, LookRow>> {
  const looks = new Map<number, LookRow>();
  if (userIds.length === 0) return looks;
  const [days, plans] = await Promise.all([
    ctx.db
      .select()
      .from(dailyOutfits)
      .where(and(inIds(dailyOutfits.userId, [...userIds]), eq(dailyOutfits.localDate, date))),
    eventPlansOn(ctx, userIds, date),
  ]);
  const dayOf = new Map(days.map((d) => [d.userId, d]));
  for (const id of userIds) {
    const look = pickDayLook(
      dayOf.get(id),
      plans.filter((p) => p.row.userId === id),
    );
    if (look) looks.set(id, look);
  }
  return looks;
}

/** A signed-in user's calendar event, or 404 (another user's event is not found either). */
export async function ownedEvent(ctx: Pick<Ctx, 'db'>, userId: number, eventId: number): Promise<CalendarEventRow> {
  const [event] = await ctx.db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.userId, userId)));
  if (!event) throw notFound('Event not found');
  return event;
}

/** An event's stored look, if any (whatever its date: the caller checks it against the event's). */
export async function eventLook(ctx: Pick<Ctx, 'db'>, userId: number, eventId: number): Promise<LookRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(eventOutfits)
    .where(and(eq(eventOutfits.userId, userId), eq(eventOutfits.calendarEventId, eventId)));
  return row;
}

/** An event as the engine reads it. */
export function eventAsDayEvent(e: CalendarEventRow): DayEvent {
  return { id: e.id, title: e.title, date: e.date, startTime: e.startTime, endTime: e.endTime, dressCode: e.dressCode };
}

/** The events a look is dressed for: an event's look, that event alone; the day's, all of them. */
export function eventsOfLook(look: Pick<LookRow, 'calendarEventId'> | undefined, events: readonly DayEvent[]): DayEvent[] {
  const id = look?.calendarEventId;
  if (!id) return [...events];
  const own = events.filter((e) => e.id === id);
  return own.length > 0 ? own : [...events];
}

type LookValues = Pick<DailyOutfitRow, 'itemIds' | 'styleNote' | 'reasons' | 'weather' | 'source' | 'seed'> & { plannedAt?: Date | null; createdAt?: Date };

/**
 * Writes a look to its row (the day's or an event's). 'replace' overwrites the row's look (its
 * plan mark stays unless given); 'first' stores only when there is none, and answers with the
 * row that won when two first requests race.
 */
export async function writeLook(
  ctx: Pick<Ctx, 'db'>,
  userId: number,
  date: string,
  target: LookTarget,
  values: LookValues,
  mode: 'replace' | 'first',
): Promise<LookRow> {
  if (target.eventId !== null) {
    const insert = ctx.db.insert(eventOutfits).values({ userId, calendarEventId: target.eventId, localDate: date, ...values });
    const [row] =
      mode === 'replace'
        ? await insert.onConflictDoUpdate({ target: eventOutfits.calendarEventId, set: { localDate: date, ...values } }).returning()
        : await insert.onConflictDoNothing().returning();
    return row ?? (await eventLook(ctx, userId, target.eventId))!;
  }
  const insert = ctx.db.insert(dailyOutfits).values({ userId, localDate: date, ...values });
  if (mode === 'replace') {
    const [row] = await insert.onConflictDoUpdate({ target: [dailyOutfits.userId, dailyOutfits.localDate], set: values }).returning();
    return row!;
  }
  const [row] = await insert.onConflictDoNothing().returning();
  if (row) return row;
  const [winner] = await ctx.db
    .select()
    .from(dailyOutfits)
    .where(and(eq(dailyOutfits.userId, userId), eq(dailyOutfits.localDate, date)));
  return winner!;
}

/** The condition that picks a look's row for an update: the event's row, or the day's. */
export function lookRowWhere(userId: number, date: string, look: Pick<LookRow, 'calendarEventId'>) {
  return look.calendarEventId
    ? { table: eventOutfits, where: and(eq(eventOutfits.userId, userId), eq(eventOutfits.calendarEventId, look.calendarEventId)) }
    : { table: dailyOutfits, where: and(eq(dailyOutfits.userId, userId), eq(dailyOutfits.localDate, date)) };
}
