import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { calendarEvents, type CalendarEventRow } from '../../../db/schema';
import type { EventSource } from '../../../shared/schemas/calendar';
import type { Ctx } from '../../context';
import { byDateAndTime, insertEventsWithinCap } from './event-cap';
import { forgetOutfits } from './forget-outfits';
import { resolveDressCode } from './resolve-dress-code';

/** An event as a source (ICS file, feed, Google) describes it, keyed by the source's own id. */
export interface ImportedEvent {
  sourceId: string;
  title: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
  location: string | null;
  description: string | null;
}

export interface ImportTarget {
  source: Exclude<EventSource, 'manual'>;
  /** 'feed:<id>', 'upload' or 'google': events are unique by (user, scope, sourceId). */
  scope: string;
  feedId: number | null;
  /** A feed or a Google sync is the truth for its window: stored events of the scope missing from it are removed. */
  removeMissingFrom?: { from: string; to?: string };
}

export interface ImportCounts {
  imported: number;
  updated: number;
  /** Already stored exactly so. */
  unchanged: number;
  removed: number;
  /** New events left out because the user's calendar reached CALENDAR_MAX_EVENTS. */
  overCap: number;
}

const hashOf = (e: ImportedEvent) =>
  createHash('sha256')
    .update(JSON.stringify([e.title, e.date, e.startTime, e.endTime, e.location, e.description]))
    .digest('base64url');

/** Rows per write, one short transaction each, so other requests' queries get in between (on PGlite every query runs on the event loop). */
export const IMPORT_WRITE_BATCH = 100;
/** Events prepared (hashed, dress code inferred) between two yields to the event loop. */
const PREPARE_SLICE = 100;

/** Lets queued requests (and, on PGlite, their queries) run before the next slice of work. */
const yieldToRequests = () => setImmediate();

const batches = <T>(rows: readonly T[], size = IMPORT_WRITE_BATCH): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/**
 * Upserts a source's events: new ones are inserted (dress code inferred), changed ones updated
 * (a dress code the user chose survives), unchanged ones left alone, so importing the same data
 * twice changes nothing. The stored outfits of every touched day are dropped.
 *
 * A large import (up to 5,000 occurrences) is prepared in slices and written in batches, each its
 * own statement or short transaction, yielding between them (issue 42, ADR 0106): one transaction
 * over thousands of rows held every other request's query on PGlite, and the event loop on both
 * databases, for up to 1.7 s. Each batch is idempotent (keyed by user, scope and source id), so an
 * import stopped half-way is completed by the next upload or refresh of the same file.
 */
export async function importOccurrences(
  ctx: Ctx,
  user: { id: number; timezone: string },
  target: ImportTarget,
  events: readonly ImportedEvent[],
): Promise<ImportCounts> {
  const counts: ImportCounts = { imported: 0, updated: 0, unchanged: 0, removed: 0, overCap: 0 };
  const touched = new Set<string>();
  const existing = await ctx.db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.userId, user.id), eq(calendarEvents.sourceScope, target.scope)));
  const byId = new Map<string, CalendarEventRow>(existing.map((r) => [r.sourceId!, r]));
  const seen = new Set<string>();
  const inserts: (typeof calendarEvents.$inferInsert)[] = [];
  const updates: { id: number; set: Partial<typeof calendarEvents.$inferInsert> }[] = [];
  let prepared = 0;
  for (const event of events) {
    if (seen.has(event.sourceId)) continue;
    seen.add(event.sourceId);
    if (++prepared % PREPARE_SLICE === 0) await yieldToRequests();
    const sourceHash = hashOf(event);
    const row = byId.get(event.sourceId);
    const fields = {
      title: event.title,
      date: event.date,
      startTime: event.startTime,
      endTime: event.endTime,
      location: event.location,
      description: event.description,
    };
    if (!row) {
      inserts.push({
        userId: user.id,
        ...fields,
        ...resolveDressCode(fields, null),
        source: target.source,
        sourceId: event.sourceId,
        sourceScope: target.scope,
        feedId: target.feedId,
        sourceHash,
      });
      touched.add(event.date);
      continue;
    }
    if (row.sourceHash === sourceHash) {
      counts.unchanged++;
      continue;
    }
    const dress = row.dressCodeSource === 'user' ? { dressCode: row.dressCode, dressCodeSource: row.dressCodeSource } : resolveDressCode(fields, null);
    updates.push({ id: row.id, set: { ...fields, ...dress, sourceHash, updatedAt: ctx.now() } });
    touched.add(row.date).add(event.date);
  }

  // A feed's vanished events go first: the room they free counts for its new ones.
  const window = target.removeMissingFrom;
  if (window) {
    const gone = existing.filter((r) => !seen.has(r.sourceId!) && r.date >= window.from && (window.to === undefined || r.date <= window.to));
    for (const batch of batches(gone)) {
      await ctx.db.delete(calendarEvents).where(
        inArray(
          calendarEvents.id,
          batch.map((r) => r.id),
        ),
      );
      await yieldToRequests();
    }
    counts.removed = gone.length;
    for (const r of gone) touched.add(r.date);
  }
  // Earliest first, so a calendar that fills up keeps the days nearest (issue 37).
  inserts.sort(byDateAndTime);
  for (const batch of batches(inserts)) {
    // Each batch counts the user's events under their lock; a concurrent import of the same source
    // may have inserted a row first: it is then the same event.
    const result = await insertEventsWithinCap(ctx, user.id, batch);
    counts.imported += result.inserted;
    counts.unchanged += result.existing;
    counts.overCap += result.overCap;
    await yieldToRequests();
  }
  for (const batch of batches(updates, IMPORT_WRITE_BATCH / 4)) {
    await ctx.db.transaction(async (tx) => {
      for (const { id, set } of batch) await tx.update(calendarEvents).set(set).where(eq(calendarEvents.id, id));
    });
    counts.updated += batch.length;
    await yieldToRequests();
  }
  await forgetOutfits(ctx, user, touched);
  return counts;
}

/** Removes every event of a scope (a deleted feed, a disconnected Google account) from `from` on, or all of them. */
export async function removeScope(ctx: Ctx, user: { id: number; timezone: string }, scope: string, from?: string): Promise<number> {
  const where = from
    ? and(eq(calendarEvents.userId, user.id), eq(calendarEvents.sourceScope, scope), gte(calendarEvents.date, from))
    : and(eq(calendarEvents.userId, user.id), eq(calendarEvents.sourceScope, scope));
  const removed = await ctx.db.delete(calendarEvents).where(where).returning({ date: calendarEvents.date });
  await forgetOutfits(
    ctx,
    user,
    removed.map((r) => r.date),
  );
  return removed.length;
}
