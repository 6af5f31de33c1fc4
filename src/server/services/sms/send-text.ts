import { smsMessages } from '../../../db/schema';
import type { Ctx } from '../../context';

export interface OutboundText {
  userId: number | null;
  to: string;
  body: string;
  purpose: 'consultation' | 'password_reset' | 'daily_outfit' | 'reply' | 'test' | 'system';
}

/** Sends through the configured provider and records the message, delivered or not. */
export async function sendText(ctx: Pick<Ctx, 'db' | 'sms' | 'log'>, text: OutboundText): Promise<{ ok: boolean; id: number }> {
  const result = await ctx.sms.send({ to: text.to, body: text.body });
  if (!result.ok) ctx.log.warn({ purpose: text.purpose, provider: ctx.sms.name, error: result.error }, 'SMS send failed');
  const [row] = await ctx.db
    .insert(smsMessages)
    .values({
      userId: text.userId,
      direction: 'outbound',
      purpose: text.purpose,
      fromNumber: ctx.sms.fromNumber,
      toNumber: text.to,
      body: text.body,
      providerMessageId: result.ok ? result.providerMessageId : null,
      status: result.ok ? 'sent' : 'failed',
    })
    .returning({ id: smsMessages.id });
  return { ok: result.ok, id: row!.id };
}
