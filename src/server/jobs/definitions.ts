import { pruneCountersJob, storageSweepJob } from '../services/maintenance/jobs';
import { trialReminderJob } from '../services/billing/trial-reminder';
import { dailyOutfitSend, dailyOutfitTick } from '../services/sms/daily/jobs';
import { refreshCalendarFeedJob, refreshCalendarFeedsJob, syncGoogleCalendarJob } from '../services/calendar/refresh-feeds-job';
import { productSourceSyncJob, productSourcesSyncAllJob } from '../services/shopping/sync-jobs';
import { passwordResetTextJob } from '../services/auth/password-reset';
import type { AnyJobDefinition } from './define';

/**
 * Every queue the product runs. A feature adds its definition here; `npm start` works them
 * in-process and `npm run worker` in separate processes.
 */
export const jobDefinitions: AnyJobDefinition[] = [
  storageSweepJob,
  pruneCountersJob,
  trialReminderJob,
  dailyOutfitTick,
  dailyOutfitSend,
  refreshCalendarFeedsJob,
  refreshCalendarFeedJob,
  syncGoogleCalendarJob,
  productSourcesSyncAllJob,
  productSourceSyncJob,
  passwordResetTextJob,
];
