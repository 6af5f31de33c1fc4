import { desc, eq } from 'drizzle-orm';
import { smsConsultations, smsMessages, type UserRow } from '../../../db/schema';
import type { TSmsConversationMessage } from '../../../shared/schemas/sms';
import type { Ctx } from '../../context';
import { AppError, badRequest } from '../../errors';
import { PHONE_REQUIRED } from '../users/update-user';
import { sendText } from './send-text';

export function consultationOpening(brandName: string, assistantName: string, firstName: string, monthlyLimit: number): string {
  return (
    `Hi ${firstName}! I'm ${assistantName}, your personal stylist at ${brandName}. ` +
    `Let's build your style profile in a few quick questions. First: how would you describe your everyday style, ` +
    `and what do you usually wear on a weekday? ` +
    `(Up to ${monthlyLimit} msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to cancel.)`
  );
}

/** Sends the first consultation text and marks the consultation started. */
export async function startConsultation(ctx: Ctx, user: UserRow): Promise<void> {
  if (!user.phoneNumber) throw badRequest(PHONE_REQUIRED, 'phoneNumber');
  if (user.smsOptedOut) {
    throw new AppError('BAD_REQUEST', 'You have opted out of text messages. Text START to us to opt back in, then try again.');
  }
  const firstName = user.fullName.split(/\s+/)[0] ?? user.fullName;
  const sent = await sendText(ctx, {
    userId: user.id,
    to: user.phoneNumber,
    purpose: 'consultation',
    body: consultationOpening(ctx.config.brandName, ctx.config.assistantName, firstName, ctx.config.smsMonthlyLimit),
  });
  if (!sent.ok) throw new AppError('SMS_UNAVAILABLE', 'SMS consultation could not start; Please contact support');
  const now = ctx.now();
  await ctx.db
    .insert(smsConsultations)
    .values({ userId: user.id, step: 1, status: 'started', startedAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: smsConsultations.userId, set: { step: 1, status: 'started', updatedAt: now } });
}

/** The user's texts, oldest first, in the spec's shape (the latest 200). */
export async function listConversation(ctx: Pick<Ctx, 'db'>, userId: number): Promise<TSmsConversationMessage[]> {
  const rows = await ctx.db
    .select({ id: smsMessages.id, direction: smsMessages.direction, body: smsMessages.body, createdAt: smsMessages.createdAt })
    .from(smsMessages)
    .where(eq(smsMessages.userId, userId))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(200);
  return rows.reverse().map((r) => ({ id: r.id, messageType: r.direction, messageBody: r.body, createdAt: r.createdAt.toISOString() }));
}
