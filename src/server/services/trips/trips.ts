import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import { calendarEvents, tripChecks, trips, type TripRow, type UserRow } from '../../../db/schema';
import { addDays } from '../../../domain/calendar';
import { tripsFromEvents } from '../../../domain/packing';
import {
  TRIP_START_MAX_DAYS,
  TRIPS_PER_USER_MAX,
  ZTripRequest,
  type TTrip,
  type TTripFromEventRequest,
  type TTripItemCheck,
  type TTripRequest,
  type TTripsResponse,
  type TTripSummary,
} from '../../../shared/schemas/trips';
import type { Ctx } from '../../context';
import { badRequest, notFound } from '../../errors';
import { loadCloset, type StylistItem } from '../stylist/closet';
import { userToday } from '../stylist/dates';
import { buildPlan, findDestination, type TripShape } from './build-trip';

/** How far ahead the calendar is read for trips to pack for. */
const SUGGEST_DAYS = 180;

const seedOf = (id: number, builtAt: Date) => (id * 7919 + Math.floor(builtAt.getTime() / 1000)) % 2_000_000_000;

/** The share link's path: the token is the whole secret (24 random bytes, 32 url-safe characters). */
export const sharePathOf = (token: string) => `/pack/${token}`;

async function ownTrip(ctx: Pick<Ctx, 'db'>, user: UserRow, id: number): Promise<TripRow> {
  const [row] = await ctx.db
    .select()
    .from(trips)
    .where(and(eq(trips.id, id), eq(trips.userId, user.id)));
  if (!row) throw notFound('Trip not found');
  return row;
}

function summaryOf(row: TripRow, packedCount: number): TTripSummary {
  return {
    id: row.id,
    name: row.name,
    where: row.destination,
    startDate: row.startDate,
    endDate: row.endDate,
    occasions: row.occasions,
    pieceCount: row.plan.pieces.length,
    packedCount,
  };
}

/** A trip with its list, the pieces named from the closet as it is (a piece deleted since leaves the list). */
export function tripDto(row: TripRow, closet: readonly StylistItem[], checked: ReadonlySet<number>): TTrip {
  const byId = new Map(closet.map((i) => [i.dto.id, i.dto]));
  const live = (id: number) => byId.has(id);
  const pieces = row.plan.pieces.filter(live).map((id) => {
    const i = byId.get(id)!;
    return { id, name: i.name, category: i.category, color: i.color, imageUrl: i.imageUrl, packed: checked.has(id) };
  });
  return {
    ...summaryOf(row, pieces.filter((p) => p.packed).length),
    pieceCount: pieces.length,
    place: row.place,
    fromEvent: row.eventKey !== null,
    weather: row.plan.weather,
    looks: row.plan.looks.map((l) => ({ ...l, itemIds: l.itemIds.filter(live) })),
    pieces,
    transit: row.plan.transit.filter(live),
    missing: row.plan.missing,
    builtAt: row.builtAt.toISOString(),
    sharePath: row.shareToken ? sharePathOf(row.shareToken) : null,
  };
}

async function checkedOf(ctx: Pick<Ctx, 'db'>, tripId: number): Promise<Set<number>> {
  const rows = await ctx.db.select({ itemId: tripChecks.itemId }).from(tripChecks).where(eq(tripChecks.tripId, tripId));
  return new Set(rows.map((r) => r.itemId));
}

export async function getTrip(ctx: Ctx, user: UserRow, id: number): Promise<TTrip> {
  const row = await ownTrip(ctx, user, id);
  const [closet, checked] = await Promise.all([loadCloset(ctx, user.id), checkedOf(ctx, row.id)]);
  return tripDto(row, closet, checked);
}

/** GET /api/trips: the person's trips, soonest first, and the multi-day calendar events with a place not yet packed for. */
export async function listTrips(ctx: Ctx, user: UserRow): Promise<TTripsResponse> {
  const today = userToday(ctx.now(), user.timezone);
  const [rows, checks, events] = await Promise.all([
    ctx.db.select().from(trips).where(eq(trips.userId, user.id)).orderBy(asc(trips.startDate), asc(trips.id)),
    ctx.db.select({ tripId: tripChecks.tripId, n: count() }).from(tripChecks).where(eq(tripChecks.userId, user.id)).groupBy(tripChecks.tripId),
    upcomingEventDays(ctx, user, today),
  ]);
  const packed = new Map(checks.map((c) => [c.tripId, Number(c.n)]));
  const keys = new Set(rows.map((r) => r.eventKey).filter(Boolean));
  const suggestions = tripsFromEvents(events)
    .filter((t) => t.endDate >= today && !keys.has(t.key))
    .map(({ eventId, eventIds, title, where, startDate, endDate }) => ({ eventId, eventIds, title, where, startDate, endDate }));
  return { trips: rows.map((r) => summaryOf(r, packed.get(r.id) ?? 0)), suggestions };
}

function upcomingEventDays(ctx: Pick<Ctx, 'db'>, user: UserRow, today: string) {
  return ctx.db
    .select({ id: calendarEvents.id, title: calendarEvents.title, date: calendarEvents.date, location: calendarEvents.location })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, user.id),
        // A trip under way started before today: read a trip's length back.
        gte(calendarEvents.date, addDays(today, -21)),
        sql`${calendarEvents.date} <= ${addDays(today, SUGGEST_DAYS)}`,
        sql`${calendarEvents.location} is not null`,
      ),
    )
    .orderBy(asc(calendarEvents.date))
    .limit(2000);
}

async function insertTrip(ctx: Ctx, user: UserRow, name: string, shape: TripShape, eventKey: string | null): Promise<TTrip> {
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(trips).where(eq(trips.userId, user.id));
  if (Number(n) >= TRIPS_PER_USER_MAX) throw badRequest(`You can keep up to ${TRIPS_PER_USER_MAX} trips: delete an old one first`);
  const builtAt = ctx.now();
  const plan = await buildPlan(ctx, user, shape, seedOf(user.id, builtAt));
  const values = {
    userId: user.id,
    name,
    destination: shape.destination,
    place: shape.place,
    latitude: shape.latitude,
    longitude: shape.longitude,
    startDate: shape.startDate,
    endDate: shape.endDate,
    occasions: shape.occasions,
    eventKey,
    plan,
    builtAt,
  };
  // Packing the same calendar trip twice (two taps, two tabs) opens the one trip.
  const [row] = await ctx.db.insert(trips).values(values).onConflictDoNothing().returning();
  if (row) return tripDto(row, await loadCloset(ctx, user.id), new Set());
  const [existing] = await ctx.db
    .select()
    .from(trips)
    .where(and(eq(trips.userId, user.id), eq(trips.eventKey, eventKey ?? '')));
  if (!existing) throw badRequest('That trip could not be saved: try again');
  return getTrip(ctx, user, existing.id);
}

function startable(ctx: Pick<Ctx, 'now'>, user: UserRow, startDate: string, endDate: string) {
  const today = userToday(ctx.now(), user.timezone);
  if (endDate < today) throw badRequest('That trip is over: pick dates from today on', 'endDate');
  if (startDate > addDays(today, TRIP_START_MAX_DAYS)) throw badRequest(`A trip can start up to ${TRIP_START_MAX_DAYS} days ahead`, 'startDate');
}

/** POST /api/trips: a trip made by hand. */
export async function createTrip(ctx: Ctx, user: UserRow, input: TTripRequest): Promise<TTrip> {
  const t = ZTripRequest.parse(input);
  startable(ctx, user, t.startDate, t.endDate);
  const destination = await findDestination(ctx, t.where);
  return insertTrip(ctx, user, t.where, { ...destination, startDate: t.startDate, endDate: t.endDate, occasions: t.occasions }, null);
}

/** POST /api/trips/from-event: the trip a multi-day calendar event with a place makes. */
export async function createTripFromEvent(ctx: Ctx, user: UserRow, input: TTripFromEventRequest): Promise<TTrip> {
  const today = userToday(ctx.now(), user.timezone);
  const [event] = await ctx.db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, input.eventId), eq(calendarEvents.userId, user.id)));
  if (!event) throw notFound('Calendar event not found');
  const around = await ctx.db
    .select({ id: calendarEvents.id, title: calendarEvents.title, date: calendarEvents.date, location: calendarEvents.location })
    .from(calendarEvents)
    .where(
      and(eq(calendarEvents.userId, user.id), gte(calendarEvents.date, addDays(event.date, -31)), sql`${calendarEvents.date} <= ${addDays(event.date, 31)}`),
    );
  const trip = tripsFromEvents(around).find((t) => t.eventIds.includes(event.id));
  if (!trip) throw badRequest('Only an event over several days with a place can be packed for', 'eventId');
  if (trip.endDate < today) throw badRequest('That trip is over', 'eventId');
  const destination = await findDestination(ctx, trip.where);
  // Only the days from today on: a trip under way packs for what is left of it.
  const startDate = trip.startDate < today ? today : trip.startDate;
  const endDate = trip.endDate > addDays(startDate, 20) ? addDays(startDate, 20) : trip.endDate;
  return insertTrip(ctx, user, trip.title, { ...destination, startDate, endDate, occasions: [], tripEventIds: trip.eventIds }, trip.key);
}

/** POST /api/trips/{id}/rebuild: the list built again from the closet and the weather now; ticks on pieces still listed stay. */
export async function rebuildTrip(ctx: Ctx, user: UserRow, id: number): Promise<TTrip> {
  const row = await ownTrip(ctx, user, id);
  const builtAt = ctx.now();
  const plan = await buildPlan(ctx, user, { ...row, tripEventIds: [] }, seedOf(row.id, builtAt));
  await ctx.db.update(trips).set({ plan, builtAt }).where(eq(trips.id, row.id));
  return getTrip(ctx, user, id);
}

export async function deleteTrip(ctx: Pick<Ctx, 'db'>, user: UserRow, id: number): Promise<void> {
  const gone = await ctx.db
    .delete(trips)
    .where(and(eq(trips.id, id), eq(trips.userId, user.id)))
    .returning({ id: trips.id });
  if (gone.length === 0) throw notFound('Trip not found');
}

/** PUT /api/trips/{id}/items/{itemId}: tick a listed piece off, or back on. */
export async function checkItem(ctx: Pick<Ctx, 'db'>, user: UserRow, id: number, itemId: number, input: TTripItemCheck) {
  const row = await ownTrip(ctx, user, id);
  if (!row.plan.pieces.includes(itemId)) throw notFound('That piece is not on this list');
  if (input.packed) await ctx.db.insert(tripChecks).values({ tripId: row.id, itemId, userId: user.id }).onConflictDoNothing();
  else await ctx.db.delete(tripChecks).where(and(eq(tripChecks.tripId, row.id), eq(tripChecks.itemId, itemId)));
  return { itemId, packed: input.packed };
}

/** POST /api/trips/{id}/share: the read-only link, made once and kept until revoked. */
export async function shareTrip(ctx: Pick<Ctx, 'db'>, user: UserRow, id: number): Promise<{ sharePath: string }> {
  const row = await ownTrip(ctx, user, id);
  if (row.shareToken) return { sharePath: sharePathOf(row.shareToken) };
  const token = randomBytes(24).toString('base64url');
  // Only set when still unshared, so two taps end with one link.
  await ctx.db
    .update(trips)
    .set({ shareToken: token })
    .where(and(eq(trips.id, row.id), sql`${trips.shareToken} is null`));
  const [after] = await ctx.db.select({ shareToken: trips.shareToken }).from(trips).where(eq(trips.id, row.id));
  return { sharePath: sharePathOf(after?.shareToken ?? token) };
}

/** DELETE /api/trips/{id}/share: the link stops working at once; sharing again makes a new one. */
export async function revokeShare(ctx: Pick<Ctx, 'db'>, user: UserRow, id: number): Promise<void> {
  const row = await ownTrip(ctx, user, id);
  await ctx.db.update(trips).set({ shareToken: null }).where(eq(trips.id, row.id));
}

/** The trips PACK texts about: the one under way or the next to start. */
export async function nextTrip(ctx: Pick<Ctx, 'db' | 'now'>, user: UserRow): Promise<TripRow | null> {
  const today = userToday(ctx.now(), user.timezone);
  const [row] = await ctx.db
    .select()
    .from(trips)
    .where(and(eq(trips.userId, user.id), gte(trips.endDate, today)))
    .orderBy(asc(trips.startDate), asc(trips.id))
    .limit(1);
  return row ?? null;
}

export { checkedOf };
