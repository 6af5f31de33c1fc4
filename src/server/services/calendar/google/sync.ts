import { and, eq, inArray } from 'drizzle-orm';
import { GoogleAccessRevoked, GoogleSyncTokenExpired, GoogleUnavailable, type GoogleTokens } from '../../../../adapters/calendar';
import { calendarEvents, googleCalendarConnections, type UserRow } from '../../../../db/schema';
import { addDays } from '../../../../domain/calendar';
import type { Ctx } from '../../../context';
import { AppError } from '../../../errors';
import { userToday } from '../../stylist/dates';
import { forgetOutfits } from '../forget-outfits';
import { importOccurrences } from '../import-occurrences';
import { findConnection, GOOGLE_SCOPE, markRevoked, openTokens, sealTokens } from './connection';
import { mapGoogleEvents } from './map-events';
import { requireGooglePort } from './port';

export interface GoogleSyncResult {
  imported: number;
  updated: number;
  removed: number;
  days: number;
}

/** The instants that surely cover the user's local days [from, to]: a day either side, the dates decide. */
const windowInstants = (from: string, to: string) => ({
  timeMin: new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000),
  timeMax: new Date(Date.parse(`${addDays(to, 1)}T00:00:00Z`) + 86_400_000),
});

/**
 * POST /api/google-calendar/sync/{userId} {days}: the next `days` days of the primary calendar.
 * Incremental with Google's nextSyncToken while the window has not moved past the one the
 * token was taken for; otherwise (or on 410 Gone) a full sync of the window, which also removes
 * events deleted upstream. Upserts by Google's event id, so running it twice changes nothing.
 */
export async function syncGoogleCalendar(ctx: Ctx, user: UserRow, days: number): Promise<GoogleSyncResult> {
  const port = requireGooglePort(ctx);
  const connection = await findConnection(ctx, user.id);
  if (!connection) throw new AppError('CONFLICT', 'Connect your Google Calendar first.');
  if (connection.state === 'revoked') throw new AppError('CONFLICT', 'Google Calendar access was revoked. Connect it again to sync.');

  const from = userToday(ctx.now(), user.timezone);
  const to = addDays(from, days - 1);
  const tokens = openTokens(ctx, connection);
  const saveTokens = async (next: GoogleTokens) => {
    await ctx.db.update(googleCalendarConnections).set(sealTokens(ctx, next)).where(eq(googleCalendarConnections.userId, user.id));
  };
  const target = { source: 'google' as const, scope: GOOGLE_SCOPE, feedId: null };

  try {
    const canIncrement = connection.syncToken && connection.syncWindowEnd && connection.syncWindowEnd >= to;
    if (canIncrement) {
      try {
        const page = await port.listEvents(tokens, { kind: 'incremental', syncToken: connection.syncToken! }, saveTokens);
        const inWindow = mapGoogleEvents(page.events, user.timezone).filter((e) => e.date >= from && e.date <= to);
        const counts = await importOccurrences(ctx, user, target, inWindow);
        // Cancelled upstream, or moved out of the window: gone from here too (all the days of an all-day event).
        const keep = new Set(inWindow.map((e) => e.sourceId));
        const changedIds = page.events.map((e) => e.id);
        const removed = await removeChanged(ctx, user, changedIds, keep);
        await finish(ctx, user.id, page.nextSyncToken ?? connection.syncToken, connection.syncWindowEnd!);
        return { imported: counts.imported, updated: counts.updated, removed, days };
      } catch (error) {
        if (!(error instanceof GoogleSyncTokenExpired)) throw error;
        // 410: start over with a full sync below.
      }
    }
    const page = await port.listEvents(tokens, { kind: 'full', ...windowInstants(from, to) }, saveTokens);
    const events = mapGoogleEvents(page.events, user.timezone).filter((e) => e.date >= from && e.date <= to);
    const counts = await importOccurrences(ctx, user, { ...target, removeMissingFrom: { from, to } }, events);
    await finish(ctx, user.id, page.nextSyncToken, to);
    return { imported: counts.imported, updated: counts.updated, removed: counts.removed, days };
  } catch (error) {
    if (error instanceof GoogleAccessRevoked) {
      await markRevoked(ctx, user.id, 'Google Calendar access was revoked. Connect it again to keep your events in sync.');
      throw new AppError('CONFLICT', 'Google Calendar access was revoked. Connect it again to sync.');
    }
    if (error instanceof GoogleUnavailable) {
      await ctx.db.update(googleCalendarConnections).set({ lastError: error.message }).where(eq(googleCalendarConnections.userId, user.id));
      throw new AppError('UPSTREAM_UNAVAILABLE', `Google Calendar could not be synced: ${error.message}`);
    }
    throw error;
  }
}

async function removeChanged(ctx: Ctx, user: UserRow, googleIds: readonly string[], keep: ReadonlySet<string>): Promise<number> {
  if (googleIds.length === 0) return 0;
  const rows = await ctx.db
    .select({ id: calendarEvents.id, sourceId: calendarEvents.sourceId, date: calendarEvents.date })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.userId, user.id), eq(calendarEvents.sourceScope, GOOGLE_SCOPE)));
  const changed = new Set(googleIds);
  const gone = rows.filter((r) => changed.has(r.sourceId!.replace(/#\d+$/, '')) && !keep.has(r.sourceId!));
  if (gone.length === 0) return 0;
  await ctx.db.delete(calendarEvents).where(
    inArray(
      calendarEvents.id,
      gone.map((g) => g.id),
    ),
  );
  await forgetOutfits(
    ctx,
    user,
    gone.map((g) => g.date),
  );
  return gone.length;
}

async function finish(ctx: Ctx, userId: number, syncToken: string | null, windowEnd: string) {
  await ctx.db
    .update(googleCalendarConnections)
    .set({ syncToken, syncWindowEnd: windowEnd, lastSyncedAt: ctx.now(), lastError: null })
    .where(eq(googleCalendarConnections.userId, userId));
}
