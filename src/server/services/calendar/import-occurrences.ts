import { createHash } from 'node:crypto';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { calendarEvents, type CalendarEventRow } from '../../../db/schema';
import type { EventSource } from '../../../shared/schemas/calendar';
import type { Ctx } from '../../context';
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
}

const hashOf = (e: ImportedEvent) =>
  createHash('sha256')
    .update(JSON.stringify([e.title, e.date, e.startTime, e.endTime, e.location, e.description]))
    .digest('base64url');

/**
 * Upserts a source's events: new ones are inserted (dress code inferred), changed ones updated
 * (a dress code the user chose survives), unchanged ones left alone, so importing the same data
 * twice changes nothing. The stored outfits of every touched day are dropped.
 */
export async function importOccurrences(
  ctx: Ctx,
  user: { id: number; timezone: string },
  target: ImportTarget,
  events: readonly ImportedEvent[],
): Promise<ImportCounts> {
  const counts: ImportCounts = { imported: 0, updated: 0, unchanged: 0, removed: 0 };
  const touched = new Set<string>();
  await ctx.db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(calendarEvents)
      .where(and(eq(calendarEvents.userId, user.id), eq(calendarEvents.sourceScope, target.scope)));
    const byId = new Map<string, CalendarEventRow>(existing.map((r) => [r.sourceId!, r]));
    const seen = new Set<string>();
    const inserts: (typeof calendarEvents.$inferInsert)[] = [];
    for (const event of events) {
      if (seen.has(event.sourceId)) continue;
      seen.add(event.sourceId);
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
      await tx
        .update(calendarEvents)
        .set({ ...fields, ...dress, sourceHash, updatedAt: ctx.now() })
        .where(eq(calendarEvents.id, row.id));
      counts.updated++;
      touched.add(row.date).add(event.date);
    }
    for (let i = 0; i < inserts.length; i += 500) {
      // A concurrent import of the same source may have inserted a row first: it is then the same event.
      const inserted = await tx
        .insert(calendarEvents)
        .values(inserts.slice(i, i + 500))
        .onConflictDoNothing()
        .returning({ id: calendarEvents.id });
      counts.imported += inserted.length;
      counts.unchanged += inserts.slice(i, i + 500).length - inserted.length;
    }
    const window = target.removeMissingFrom;
    if (window) {
      const gone = existing.filter((r) => !seen.has(r.sourceId!) && r.date >= window.from && (window.to === undefined || r.date <= window.to));
      for (let i = 0; i < gone.length; i += 500) {
        await tx.delete(calendarEvents).where(
          inArray(
            calendarEvents.id,
            gone.slice(i, i + 500).map((r) => r.id),
          ),
        );
      }
      counts.removed = gone.length;
      for (const r of gone) touched.add(r.date);
    }
  });
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
