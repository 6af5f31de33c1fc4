import { idArray, inIds } from '../../../../db/id-list';
import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { PROVIDER_OPTED_OUT_CODES } from '../../../../adapters/sms';
import { smsDailySends, smsMessages, smsOptOuts, users, type UserRow } from '../../../../db/schema';
import { AUTOMATED_TEXT_PURPOSES, decideDailySend, inSendWindow, localMoment, monthRange } from '../../../../domain/sms';
import type { Ctx } from '../../../context';
import { premiumAmong } from '../../billing/entitlement';
import { confirmedAmong } from '../confirmed-numbers';
import { recordOptOut } from '../opt-out';
import { deliverText } from '../deliver';
import { todaysOutfitTexts } from '../outfit-text';
import { occasionDatesOf } from './seams';
import { INTERRUPTED_REASON } from './settle-interrupted';
import type { DueBatch } from './tick';

export type DailySendOutcome = 'sent' | 'skipped' | 'failed' | 'unknown' | 'taken';

/** Marks rows that will not be sent today, in one statement per reason. */
async function markSkipped(ctx: Pick<Ctx, 'db' | 'now'>, localDate: string, skipped: Map<string, number[]>) {
  for (const [reason, ids] of skipped) {
    if (ids.length === 0) continue;
    await ctx.db
      .update(smsDailySends)
      .set({ status: 'skipped', reason, updatedAt: ctx.now() })
      .where(
        and(
          inIds(smsDailySends.userId, ids),
          eq(smsDailySends.localDate, localDate),
          inArray(smsDailySends.status, ['queued', 'failed']),
          sql`${smsDailySends.reason} is distinct from ${INTERRUPTED_REASON}`,
        ),
      );
  }
}

/**
 * What the whole batch needs to decide, in five queries instead of five per user: the users, who
 * has Premium, the opted-out numbers among them, the month's spent budget and dress-coded dates.
 */
async function loadBatch(ctx: Pick<Ctx, 'db' | 'now'>, batch: DueBatch) {
  const { from, until } = monthRange(batch.localDate.slice(0, 7));
  const [rows, premium, spent, reminders, dressCoded] = await Promise.all([
    ctx.db.select().from(users).where(inIds(users.id, batch.userIds)),
    // Decisions.md 7: without Premium the daily texts stop (billing's one rule, for the whole batch).
    premiumAmong(ctx, batch.userIds),
    ctx.db
      .select({ userId: smsDailySends.userId, n: sql<number>`count(*)::int` })
      .from(smsDailySends)
      .where(
        and(
          inIds(smsDailySends.userId, batch.userIds),
          gte(smsDailySends.localDate, from),
          lt(smsDailySends.localDate, until),
          // An interrupted send may have reached the phone: it spends the budget like a sent one.
          or(
            inArray(smsDailySends.status, ['sending', 'sent', 'unknown']),
            and(eq(smsDailySends.status, 'failed'), eq(smsDailySends.reason, INTERRUPTED_REASON)),
          ),
        ),
      )
      .groupBy(smsDailySends.userId),
    // The other automated texts (reminders) spend the same budget (issue 43.4), in each user's own month.
    ctx.db
      .select({ userId: smsMessages.userId, n: sql<number>`count(*)::int` })
      .from(smsMessages)
      .innerJoin(users, eq(users.id, smsMessages.userId))
      .where(
        and(
          inIds(smsMessages.userId, batch.userIds),
          eq(smsMessages.direction, 'outbound'),
          inArray(
            smsMessages.purpose,
            AUTOMATED_TEXT_PURPOSES.filter((p) => p !== 'daily_outfit'),
          ),
          gte(smsMessages.createdAt, sql`(${from}::date - 1)::timestamptz`),
          sql`(${smsMessages.createdAt} at time zone ${users.timezone})::date >= ${from}::date`,
          sql`(${smsMessages.createdAt} at time zone ${users.timezone})::date < ${until}::date`,
        ),
      )
      .groupBy(smsMessages.userId),
    occasionDatesOf(ctx, batch.userIds, batch.localDate.slice(0, 7)),
  ]);
  const phones = rows.map((u) => u.phoneNumber).filter((p): p is string => !!p);
  const optedOut = phones.length
    ? new Set(
        (
          await ctx.db
            .select({ phone: smsOptOuts.phoneNumber })
            .from(smsOptOuts)
            .where(and(inArray(smsOptOuts.phoneNumber, phones), eq(smsOptOuts.optedOut, true)))
        ).map((r) => r.phone),
      )
    : new Set<string>();
  const confirmed = await confirmedAmong(ctx, phones);
  const spentByUser = new Map(spent.map((s) => [s.userId, Number(s.n)]));
  for (const r of reminders) if (r.userId !== null) spentByUser.set(r.userId, (spentByUser.get(r.userId) ?? 0) + Number(r.n));
  return { users: new Map(rows.map((u) => [u.id, u])), premium, spent: spentByUser, dressCoded, optedOut, confirmed };
}

/**
 * A send job: the daily text of each user in the batch, exactly once (ADR 0032). Everything that
 * may fail or change its mind (eligibility, STOP, Premium, the monthly budget, composing the
 * outfit) happens while the rows are 'queued'; then one conditional update moves them to
 * 'sending' and only the rows that update returned are handed to the provider. A refusal leaves a
 * row 'failed' for the tick to queue again; an outcome the provider's list cannot settle (ADR 0105)
 * and a crash while 'sending' are never sent again, because the provider may have the text and a
 * missed text is better than a second one.
 */
export async function sendDailyBatch(ctx: Ctx, batch: DueBatch): Promise<Record<DailySendOutcome, number>> {
  const counts: Record<DailySendOutcome, number> = { sent: 0, skipped: 0, failed: 0, unknown: 0, taken: 0 };
  if (batch.userIds.length === 0) return counts;
  const { localDate } = batch;
  const data = await loadBatch(ctx, batch);
  const skipped = new Map<string, number[]>();
  const skip = (reason: string, id: number) => {
    skipped.set(reason, [...(skipped.get(reason) ?? []), id]);
    counts.skipped++;
  };

  const ready: { user: UserRow & { phoneNumber: string }; reason: string }[] = [];
  for (const id of batch.userIds) {
    const user = data.users.get(id);
    if (!user || !user.phoneNumber || !user.smsEnabled || user.smsOptedOut) {
      skip('not_opted_in', id);
      continue;
    }
    const local = localMoment(ctx.now(), user.timezone);
    // A job that runs late (after 21:00, or the next day) skips that day rather than text at night.
    if (local.date !== localDate || !inSendWindow(local.time)) skip('outside_window', id);
    else if (data.optedOut.has(user.phoneNumber)) skip('opted_out', id);
    // CTIA's confirmed opt-in: no daily text to a number that never replied (issue 28).
    else if (!data.confirmed.has(user.phoneNumber)) skip('unconfirmed', id);
    else if (!data.premium.has(id)) skip('no_premium', id);
    else {
      const decision = decideDailySend({
        localDate,
        limit: ctx.config.smsMonthlyLimit,
        sentThisMonth: data.spent.get(id) ?? 0,
        dressCodedDates: data.dressCoded.get(id) ?? [],
      });
      if (decision.send) ready.push({ user: user as UserRow & { phoneNumber: string }, reason: decision.reason });
      else skip(decision.reason, id);
    }
  }
  await markSkipped(ctx, localDate, skipped);

  // Compose every text first (a failure here leaves the rows queued, for the tick to retry).
  if (ready.length === 0) return counts;
  const bodies = await todaysOutfitTexts(
    ctx,
    ready.map((r) => r.user),
    localDate,
  );

  // The claim: one conditional update; only the rows it returns are this worker's to send.
  const claimed = await ctx.db
    .update(smsDailySends)
    .set({ status: 'sending', attempts: sql`${smsDailySends.attempts} + 1`, updatedAt: ctx.now() })
    .where(
      and(
        inIds(
          smsDailySends.userId,
          ready.map((r) => r.user.id),
        ),
        eq(smsDailySends.localDate, localDate),
        inArray(smsDailySends.status, ['queued', 'failed']),
        sql`${smsDailySends.reason} is distinct from ${INTERRUPTED_REASON}`,
      ),
    )
    .returning({ userId: smsDailySends.userId });
  const mine = new Set(claimed.map((c) => c.userId));
  counts.taken += ready.length - mine.size;
  const toSend = ready.filter((r) => mine.has(r.user.id));

  const results = await Promise.all(
    toSend.map(async (r) => {
      const body = bodies.get(r.user.id)!;
      return { ...r, body, result: await deliverText(ctx, { to: r.user.phoneNumber, body }) };
    }),
  );

  // Record every text (sent, refused or unknown) in one insert, then settle the rows by outcome.
  if (results.length) {
    await ctx.db.insert(smsMessages).values(
      results.map(({ user, body, result }) => ({
        userId: user.id,
        direction: 'outbound' as const,
        purpose: 'daily_outfit',
        fromNumber: ctx.sms.fromNumber,
        toNumber: user.phoneNumber,
        body,
        providerMessageId: result.status === 'sent' ? result.providerMessageId : null,
        status: result.status,
        errorCode: result.status === 'failed' && result.code !== undefined ? String(result.code) : null,
        createdAt: ctx.now(),
      })),
    );
  }
  const sent = results.flatMap((r) => (r.result.status === 'sent' ? [{ ...r, providerMessageId: r.result.providerMessageId }] : []));
  if (sent.length) {
    const ids = sent.map((r) => r.user.id);
    const providerIds = sent.map((r) => r.providerMessageId);
    const reasons = sent.map((r) => r.reason);
    await ctx.db.execute(sql`
      update sms_daily_sends d set status = 'sent', provider_message_id = v.pid, reason = v.reason, updated_at = ${ctx.now().toISOString()}::timestamptz
      from unnest(${idArray(ids)}, ${toTextArray(providerIds)}, ${toTextArray(reasons)}) as v(user_id, pid, reason)
      where d.user_id = v.user_id and d.local_date = ${localDate}::date and d.status = 'sending'`);
    counts.sent += sent.length;
  }
  for (const r of results) {
    if (r.result.status === 'sent') continue;
    if (r.result.status === 'unknown') {
      // The provider may have it: never claimed again (the tick queues only 'queued' and 'failed').
      await ctx.db
        .update(smsDailySends)
        .set({ status: 'unknown', reason: r.result.error.slice(0, 200), updatedAt: ctx.now() })
        .where(and(eq(smsDailySends.userId, r.user.id), eq(smsDailySends.localDate, localDate), eq(smsDailySends.status, 'sending')));
      counts.unknown++;
      continue;
    }
    const optedOut = r.result.code !== undefined && PROVIDER_OPTED_OUT_CODES.has(r.result.code);
    if (optedOut) await recordOptOut(ctx, r.user.phoneNumber, `provider:${r.result.code}`);
    ctx.log.warn({ provider: ctx.sms.name, error: r.result.error, code: r.result.code }, 'daily outfit text refused');
    await ctx.db
      .update(smsDailySends)
      .set({ status: optedOut ? 'skipped' : 'failed', reason: optedOut ? 'opted_out' : r.result.error.slice(0, 200), updatedAt: ctx.now() })
      .where(and(eq(smsDailySends.userId, r.user.id), eq(smsDailySends.localDate, localDate), eq(smsDailySends.status, 'sending')));
    if (optedOut) counts.skipped++;
    else counts.failed++;
  }
  return counts;
}

/** A text[] parameter, bound as one JSON value (both drivers accept it without array encoding quirks). */
const toTextArray = (values: string[]) => sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;
