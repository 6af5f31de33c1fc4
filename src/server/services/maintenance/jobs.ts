import { defineJob } from '../../jobs/define';
import { pruneRateLimitHits } from '../../plugins/rate-limit/postgres-store';
import { pruneSignInFailures } from '../auth/sign-in-throttle';
import { pruneQuotaEvents } from '../quota';
import { pruneOutboxMails } from '../mail/outbox-store';
import { pruneAccountChanges } from '../account/account-changes';
import { pruneDataExports } from '../account/data-export/prune-exports';
import { purgeDeletedItems } from '../closet/purge-deleted-items';
import { pruneRetained } from './retention';
import { sweepStorage } from './sweep-storage';

/** Hourly: expired data exports, deleted items past Undo, then files and pending uploads nothing will ever delete otherwise (issue 8, point 9). */
export const storageSweepJob = defineJob({
  name: 'storage-sweep',
  schedule: { cron: '17 * * * *' },
  queue: { retryLimit: 2, retryDelay: 60 },
  async handle(ctx) {
    await pruneDataExports(ctx);
    await purgeDeletedItems(ctx);
    await sweepStorage(ctx);
  },
});

/** Hourly: sign-in failure, quota and rate-limit rows past every window that reads them, and outbox mails past their retention. */
export const pruneCountersJob = defineJob({
  name: 'prune-counters',
  schedule: { cron: '43 * * * *' },
  async handle(ctx) {
    await pruneSignInFailures(ctx);
    await pruneQuotaEvents(ctx);
    // PGlite counts in memory (ADR 0069); the table exists there but stays empty.
    if (ctx.database.kind === 'postgres') await pruneRateLimitHits(ctx.database);
    // Daily sends, day outfits, texts and send claims past their retention (ADR 0105).
    await pruneRetained(ctx);
    await pruneOutboxMails(ctx);
    // Changes past their undo window (the reset wait is shorter): nothing reads them any more (ADR 0101).
    await pruneAccountChanges(ctx);
  },
});
