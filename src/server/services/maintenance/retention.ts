import { sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { pruneDeliveryClaims } from '../delivery/claims';

const DAY_MS = 86_400_000;
/** Rows per delete statement: each is short, so the prune never holds a table or PGlite's one connection for long. */
const BATCH = 5_000;
/**
 * A skipped daily send is the claim for its user's local date only: once that date is over
 * everywhere (two days after it in UTC covers every zone), nothing reads it.
 */
const SKIPPED_KEPT_MS = 2 * DAY_MS;

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows.length;

/** Runs one bounded delete until it deletes less than a batch; the count deleted. */
async function inBatches(run: () => Promise<unknown>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = rowsOf(await run());
    total += n;
    if (n < BATCH) return total;
  }
}

export interface PruneCounts {
  skippedDailySends: number;
  dailySends: number;
  dailyOutfits: number;
  smsMessages: number;
  deliveryClaims: number;
}

/**
 * Hourly (the prune-counters job): what grows by a row per user and day or per text is kept for
 * its configured days (ADR 0105), so the tables stop growing with time. Safe on several workers
 * at once: each statement deletes what it finds, and a row already gone is simply not found.
 */
export async function pruneRetained(ctx: Pick<Ctx, 'db' | 'now' | 'config' | 'log'>): Promise<PruneCounts> {
  const now = ctx.now().getTime();
  const before = (ms: number) => new Date(now - ms).toISOString();
  const { retention } = ctx.config;
  const skippedCutoff = before(SKIPPED_KEPT_MS);
  const sendsCutoff = before(retention.smsDailySendsDays * DAY_MS);
  const outfitsCutoff = new Date(now - retention.dailyOutfitsDays * DAY_MS).toISOString().slice(0, 10);
  const messagesCutoff = before(retention.smsMessagesDays * DAY_MS);

  const counts: PruneCounts = {
    // Both through sms_daily_sends_status_idx (status, updated_at).
    skippedDailySends: await inBatches(() =>
      ctx.db.execute(sql`
        delete from sms_daily_sends where (user_id, local_date) in (
          select user_id, local_date from sms_daily_sends where status = 'skipped' and updated_at < ${skippedCutoff}::timestamptz limit ${BATCH})
        returning 1`),
    ),
    dailySends: await inBatches(() =>
      ctx.db.execute(sql`
        delete from sms_daily_sends where (user_id, local_date) in (
          select user_id, local_date from sms_daily_sends
          where status in ('sent', 'failed', 'unknown', 'queued', 'sending') and updated_at < ${sendsCutoff}::timestamptz limit ${BATCH})
        returning 1`),
    ),
    dailyOutfits: await inBatches(() =>
      ctx.db.execute(sql`
        delete from daily_outfits where (user_id, local_date) in (
          select user_id, local_date from daily_outfits where local_date < ${outfitsCutoff}::date limit ${BATCH})
        returning 1`),
    ),
    smsMessages: await inBatches(() =>
      ctx.db.execute(sql`
        delete from sms_messages where id in (select id from sms_messages where created_at < ${messagesCutoff}::timestamptz limit ${BATCH})
        returning 1`),
    ),
    deliveryClaims: await pruneDeliveryClaims(ctx),
  };
  if (Object.values(counts).some((n) => n > 0)) ctx.log.info(counts, 'retention prune');
  return counts;
}
