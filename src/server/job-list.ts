import type { AnyJobDefinition } from './jobs/define';
import { changeNoticeJob } from './services/account/account-changes';
import { dataExportJob } from './services/account/data-export/export-job';
import { verificationMailJob } from './services/account/email-verification';
import { receiptMailJob } from './services/account/receipt-mail';
import { passwordResetMailJob, passwordResetTextJob } from './services/auth/password-reset';
import { trialReminderJob } from './services/billing/trial-reminder';
import { refreshCalendarFeedJob, refreshCalendarFeedsJob, syncGoogleCalendarJob } from './services/calendar/refresh-feeds-job';
import { pruneCountersJob, storageSweepJob } from './services/maintenance/jobs';
import { productSourceSyncJob, productSourcesSyncAllJob } from './services/shopping/sync-jobs';
import { dailyOutfitSend, dailyOutfitTick } from './services/sms/daily/jobs';
import { timeZonesFromHomeJob } from './services/users/time-zone';

/**
 * Every queue the product runs, assembled here beside the app that runs them (not in the job
 * queue the context holds: ADR 0065). A feature adds its definition here; `npm start` works them
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
  passwordResetMailJob,
  verificationMailJob,
  changeNoticeJob,
  receiptMailJob,
  timeZonesFromHomeJob,
  dataExportJob,
];
