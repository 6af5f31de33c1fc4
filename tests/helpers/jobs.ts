import { changeNoticeJob } from '../../src/server/services/account/account-changes';
import { verificationMailJob } from '../../src/server/services/account/email-verification';
import { receiptMailJob } from '../../src/server/services/account/receipt-mail';
import { passwordResetMailJob, passwordResetTextJob } from '../../src/server/services/auth/password-reset';
import type { TestApp } from './test-app';

/** The queues whose work a request hands off: texts a public request causes (issue 28). */
export const TEXT_QUEUES = [passwordResetTextJob.name];

/**
 * The queues that send mail (issue 27). A test app works queues once (the first drain decides
 * which), so a test drains all of these together.
 */
export const MAIL_QUEUES = [verificationMailJob.name, passwordResetMailJob.name, receiptMailJob.name, changeNoticeJob.name];

/**
 * Works the given queues in the test app (no cron schedules) and waits until none of their jobs
 * is waiting or running: what a worker process would have done by then.
 */
export async function drainJobs(t: Pick<TestApp, 'ctx'>, queues: readonly string[] = TEXT_QUEUES): Promise<void> {
  await t.ctx.jobs.work({ only: queues });
  for (let i = 0; i < 600; i++) {
    const stats = (await t.ctx.jobs.stats()).filter((s) => queues.includes(s.name));
    if (stats.every((s) => s.queued + s.active === 0)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`jobs still queued on ${queues.join(', ')} after 30 s`);
}
