import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { smsMessages, subscriptions, users } from '../../../db/schema';
import { nextSendableTime, startOfLocalMonth } from '../../../domain/billing/quiet-hours';
import { AUTOMATED_TEXT_PURPOSES } from '../../../domain/sms';
import type { Ctx } from '../../context';
import { defineJob } from '../../jobs/define';
import { sendText } from '../sms/send-text';
import { userDate } from './subscription-status';

/**
 * The trial-ending text, under the SMS rules (decisions.md 4): opted-in users only, between 07:00
 * and 21:00 local, and only while the month's automated budget lasts. Otherwise the in-app notice
 * (the status call's `notice`) is all the user gets. Interim: the SMS branch's budgeted automated
 * send replaces the checks here at merge.
 */
export async function sendTrialReminder(ctx: Ctx, userId: number): Promise<'sent' | 'not_opted_in' | 'no_budget' | 'deferred' | 'stale'> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!user || !sub || sub.status !== 'trialing' || !sub.trialEnd) return 'stale';
  if (!user.phoneNumber || !user.smsConsent || !user.smsEnabled || user.smsOptedOut) return 'not_opted_in';
  const now = ctx.now();
  const sendable = nextSendableTime(now, user.timezone);
  if (sendable.getTime() > now.getTime()) {
    await ctx.jobs.send(trialReminderJob, { userId }, { startAfter: sendable });
    return 'deferred';
  }
  const [{ n } = { n: 0 }] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.userId, userId),
        eq(smsMessages.direction, 'outbound'),
        inArray(smsMessages.purpose, [...AUTOMATED_TEXT_PURPOSES]),
        gte(smsMessages.createdAt, startOfLocalMonth(now, user.timezone)),
      ),
    );
  if (n >= ctx.config.smsMonthlyLimit) {
    ctx.log.info({ userId }, 'trial reminder: monthly text budget spent, in-app notice only');
    return 'no_budget';
  }
  await sendText(ctx, {
    userId,
    to: user.phoneNumber,
    purpose: 'system',
    body: `${ctx.config.brandName}: your free trial ends on ${userDate(sub.trialEnd, user.timezone)}. Premium then continues at $29.99/month; manage it in the app. Reply STOP to opt out.`,
  });
  return 'sent';
}

/** A reminder that fell in quiet hours waits in the queue until 07:00 local. */
export const trialReminderJob = defineJob<{ userId: number }>({
  name: 'billing-trial-reminder',
  queue: { retryLimit: 3, retryDelay: 60 },
  async handle(ctx, data) {
    await sendTrialReminder(ctx, data.userId);
  },
});

/** Called once per subscription when Stripe says its trial ends soon. */
export async function scheduleTrialReminder(ctx: Ctx, userId: number, trialEnd: Date | null): Promise<void> {
  if (!trialEnd) return;
  const outcome = await sendTrialReminder(ctx, userId);
  ctx.log.info({ userId, outcome }, 'trial reminder');
}
