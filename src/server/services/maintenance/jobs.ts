import { defineJob } from '../../jobs/define';
import { pruneSignInFailures } from '../auth/sign-in-throttle';
import { pruneQuotaEvents } from '../quota';
import { sweepStorage } from './sweep-storage';

/** Hourly: files and pending uploads nothing will ever delete otherwise (issue 8, point 9). */
export const storageSweepJob = defineJob({
  name: 'storage-sweep',
  schedule: { cron: '17 * * * *' },
  queue: { retryLimit: 2, retryDelay: 60 },
  async handle(ctx) {
    await sweepStorage(ctx);
  },
});

/** Hourly: sign-in failure and quota rows past every window that reads them. */
export const pruneCountersJob = defineJob({
  name: 'prune-counters',
  schedule: { cron: '43 * * * *' },
  async handle(ctx) {
    await pruneSignInFailures(ctx);
    await pruneQuotaEvents(ctx);
  },
});
