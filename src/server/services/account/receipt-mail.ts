import { eq } from 'drizzle-orm';
import { subscriptions, users } from '../../../db/schema';
import { PREMIUM_PRICE_LABEL } from '../../../shared/billing';
import type { Ctx } from '../../context';
import { defineJob } from '../../jobs/define';
import { sendMail } from '../mail/send-mail';
import { appUrl } from './links';

const day = (d: Date, timeZone: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(d);

/**
 * The receipt for a paid invoice (issue 27), mailed only to a verified email: an address nobody
 * proved may not be the payer's. Without one the payment is still recorded; only the mail is skipped.
 */
export async function sendReceiptMail(ctx: Ctx, data: { userId: number; paidAt: string }): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, data.userId)).limit(1);
  if (!user?.email || !user.emailVerifiedAt) return;
  const [sub] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1);
  const brand = ctx.config.brandName;
  const renews = sub?.currentPeriodEnd && !sub.cancelAtPeriodEnd ? `Your plan renews on ${day(sub.currentPeriodEnd, user.timezone)}.` : null;
  // No greeting by name: the account's holder typed it, and a mail must not open with their words (ADR 0101).
  const sent = await sendMail(ctx, {
    userId: user.id,
    to: user.email,
    purpose: 'receipt',
    subject: `Your ${brand} receipt`,
    text: [
      `Thank you: we received your payment of ${PREMIUM_PRICE_LABEL} for ${brand} Premium on ${day(new Date(data.paidAt), user.timezone)}.`,
      ...(renews ? [renews] : []),
      '',
      `Manage your subscription: ${appUrl(ctx, '/settings')}`,
    ].join('\n'),
  });
  if (!sent.ok) throw new Error(`receipt mail not sent: ${sent.error}`);
}

export const receiptMailJob = defineJob<{ userId: number; paidAt: string }>({
  name: 'receipt-mail',
  queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
  async handle(ctx, data) {
    await sendReceiptMail(ctx, data);
  },
});
