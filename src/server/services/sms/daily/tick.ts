import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { smsDailySends, users } from '../../../../db/schema';
import { inSendWindow, LATE_SEND_TIME, localMoment, SEND_WINDOW_END } from '../../../../domain/sms';
import type { Ctx } from '../../../context';
import { INTERRUPTED_REASON } from './settle-interrupted';

/** Users per send job: a retry redoes at most this many claims (each of which is idempotent). */
export const SEND_BATCH = 200;
/** A queued or failed send untouched this long has lost its job (a crash, a kill): it is queued again. */
export const STALE_AFTER_MS = 10 * 60 * 1000;
/** A send the provider refused is tried this many times in all. */
export const MAX_ATTEMPTS = 4;

/** Both drivers answer raw SQL with `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface DueBatch {
  localDate: string;
  userIds: number[];
}

/**
 * The zones anyone who gets texts lives in: any IANA zone now (sign-up takes the browser's), so
 * the tick asks the table rather than walking a fixed list.
 */
async function zonesInUse(ctx: Pick<Ctx, 'db'>): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ timezone: users.timezone })
    .from(users)
    // The same condition as users_sms_zone_idx (a partial index), so this reads the index, not the table.
    .where(and(eq(users.smsEnabled, true), eq(users.smsOptedOut, false), isNotNull(users.phoneNumber)));
  return rows.map((r) => r.timezone).sort();
}

/**
 * The minute tick: in each zone in use where it is inside the send window, the users whose
 * (effective) daily time has come get a row for their local date, claimed with ON CONFLICT DO
 * NOTHING, so a second tick, a second worker or a restart queues nobody twice; a send whose job
 * was lost is queued again. Returns the batches to hand to the send queue.
 */
export async function collectDueSends(ctx: Pick<Ctx, 'db' | 'now'>): Promise<DueBatch[]> {
  const now = ctx.now();
  const batches: DueBatch[] = [];
  for (const timezone of await zonesInUse(ctx)) {
    let local: ReturnType<typeof localMoment>;
    try {
      local = localMoment(now, timezone);
    } catch {
      // A zone this runtime no longer knows (stored by an older one): skipped, never the whole tick.
      continue;
    }
    if (!inSendWindow(local.time)) continue;
    // A time before the window is sent when it opens; one after it at the window's last minute.
    const fresh = rowsOf<{ user_id: number }>(
      await ctx.db.execute(sql`
        insert into sms_daily_sends (user_id, local_date, status, attempts, queued_at, updated_at)
        select id, ${local.date}::date, 'queued', 0, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        from users
        where timezone = ${timezone} and sms_enabled and not sms_opted_out and phone_number is not null
          and (case when daily_outfit_time >= ${SEND_WINDOW_END} then ${LATE_SEND_TIME} else daily_outfit_time end) <= ${local.time}
        on conflict do nothing
        returning user_id`),
    ).map((r) => ({ userId: Number(r.user_id) }));

    // Lost jobs: a row still queued (or refused by the provider) long after it was touched.
    const stale = await ctx.db
      .update(smsDailySends)
      .set({ updatedAt: now })
      .where(
        and(
          eq(smsDailySends.localDate, local.date),
          inArray(smsDailySends.status, ['queued', 'failed']),
          lt(smsDailySends.updatedAt, new Date(now.getTime() - STALE_AFTER_MS)),
          lt(smsDailySends.attempts, MAX_ATTEMPTS),
          // Interrupted during the provider call: the provider may have it, so never again.
          sql`${smsDailySends.reason} is distinct from ${INTERRUPTED_REASON}`,
          inArray(smsDailySends.userId, ctx.db.select({ id: users.id }).from(users).where(eq(users.timezone, timezone))),
        ),
      )
      .returning({ userId: smsDailySends.userId });

    const ids = [...fresh, ...stale].map((r) => r.userId).sort((a, b) => a - b);
    for (let i = 0; i < ids.length; i += SEND_BATCH) batches.push({ localDate: local.date, userIds: ids.slice(i, i + SEND_BATCH) });
  }
  return batches;
}
