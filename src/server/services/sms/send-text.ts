import { PROVIDER_OPTED_OUT_CODES } from '../../../adapters/sms';
import { smsMessages } from '../../../db/schema';
import { maskSecrets } from '../../../domain/sms';
import type { Ctx } from '../../context';
import { recordOptOut } from './opt-out';

export type TextPurpose = 'consultation' | 'password_reset' | 'daily_outfit' | 'reply' | 'test' | 'system' | 'help' | 'opt_out' | 'opt_in';

export interface OutboundText {
  userId: number | null;
  to: string;
  body: string;
  purpose: TextPurpose;
  /** Codes in the body (a reset code): sent as they are, stored masked ('••••••'). */
  secrets?: readonly string[];
}

export type SendTextResult = { ok: true; id: number; providerMessageId: string } | { ok: false; id: number; error: string; optedOut: boolean };

/**
 * Sends through the configured provider and records the message, delivered or not. A provider
 * answer meaning 'this recipient opted out' (Twilio 21610: they texted STOP to the carrier)
 * marks the number opted out here, so nothing automated is tried again.
 */
export async function sendText(ctx: Pick<Ctx, 'db' | 'sms' | 'log' | 'now' | 'sessionCache'>, text: OutboundText): Promise<SendTextResult> {
  const result = await ctx.sms.send({ to: text.to, body: text.body });
  if (!result.ok) ctx.log.warn({ purpose: text.purpose, provider: ctx.sms.name, error: result.error, code: result.code }, 'SMS send failed');
  const [row] = await ctx.db
    .insert(smsMessages)
    .values({
      userId: text.userId,
      direction: 'outbound',
      purpose: text.purpose,
      fromNumber: ctx.sms.fromNumber,
      toNumber: text.to,
      body: maskSecrets(text.body, text.secrets ?? []),
      providerMessageId: result.ok ? result.providerMessageId : null,
      status: result.ok ? 'sent' : 'failed',
      errorCode: result.ok || result.code === undefined ? null : String(result.code),
    })
    .returning({ id: smsMessages.id });
  if (result.ok) return { ok: true, id: row!.id, providerMessageId: result.providerMessageId };
  const optedOut = result.code !== undefined && PROVIDER_OPTED_OUT_CODES.has(result.code);
  if (optedOut) await recordOptOut(ctx, text.to, `provider:${result.code}`);
  return { ok: false, id: row!.id, error: result.error, optedOut };
}
