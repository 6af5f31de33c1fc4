import type { Ctx } from '../../../context';
import { defineJob } from '../../../jobs/define';
import { sendDailyBatch } from './send';
import { settleInterruptedSends } from './settle-interrupted';
import { collectDueSends, type DueBatch } from './tick';

/**
 * The daily outfit's two queues. The tick runs every minute (pg-boss sends one job per minute
 * across all workers); it claims due rows and hands them to the send queue in batches, which
 * any number of workers share.
 */
export const dailyOutfitSend = defineJob<DueBatch>({
  name: 'sms-daily-outfit-send',
  // A job lost with a killed worker misses its heartbeat and is retried within a minute (ADR 0105); the row claims make a rerun harmless.
  queue: { retryLimit: 3, retryDelay: 10, expireInSeconds: 15 * 60, heartbeatSeconds: 15 },
  // Without a burst, pg-boss waits out the polling interval after every fetch, whatever is queued:
  // a full fetch of two fetches again at once, so a minute's thousands of batches drain back to back.
  work: { batchSize: 2, localConcurrency: 4, pollingIntervalSeconds: 1, burstWhenBatchFull: true },
  async handle(ctx, data) {
    const counts = await sendDailyBatch(ctx, data);
    if (counts.sent || counts.failed || counts.unknown) ctx.log.info({ localDate: data.localDate, ...counts }, 'daily outfit texts');
  },
});

export const dailyOutfitTick = defineJob<Record<string, never>>({
  name: 'sms-daily-outfit-tick',
  schedule: { cron: '* * * * *' },
  queue: { retryLimit: 0, expireInSeconds: 120 },
  work: { pollingIntervalSeconds: 5 },
  async handle(ctx) {
    await runDailyTick(ctx);
  },
});

/** One tick: sends a dead worker left behind settled, due sends claimed and queued. Exported for tests and the benchmark, which drive time themselves. */
export async function runDailyTick(ctx: Pick<Ctx, 'db' | 'now' | 'jobs' | 'log'>): Promise<number> {
  const settled = await settleInterruptedSends(ctx);
  if (settled.sent || settled.failed) ctx.log.warn(settled, 'daily texts left sending by a stopped worker settled');
  const batches = await collectDueSends(ctx);
  await Promise.all(batches.map((batch) => ctx.jobs.send(dailyOutfitSend, batch)));
  return batches.reduce((n, b) => n + b.userIds.length, 0);
}
