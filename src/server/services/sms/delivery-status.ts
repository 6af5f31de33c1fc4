import { eq } from 'drizzle-orm';
import { PROVIDER_OPTED_OUT_CODES } from '../../../adapters/sms';
import { smsMessages } from '../../../db/schema';
import type { Ctx } from '../../context';
import { recordOptOut } from './opt-out';

const STATUSES = new Set([
  'accepted',
  'queued',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'read',
  'canceled',
  'scheduled',
  'receiving',
  'received',
]);

/**
 * POST /api/sms/status: Twilio's delivery callback. It only moves the stored message's status
 * (idempotent by nature: the same callback twice writes the same value); an error meaning
 * 'recipient opted out' opts the number out.
 */
export async function recordDeliveryStatus(ctx: Ctx, params: Record<string, string>): Promise<'updated' | 'unknown'> {
  const id = params.MessageSid ?? params.SmsSid;
  const status = (params.MessageStatus ?? params.SmsStatus ?? '').toLowerCase();
  if (!id || !STATUSES.has(status)) return 'unknown';
  const errorCode = params.ErrorCode && /^\d{1,6}$/.test(params.ErrorCode) ? params.ErrorCode : null;
  const [row] = await ctx.db
    .update(smsMessages)
    .set({ status, ...(errorCode ? { errorCode } : {}) })
    .where(eq(smsMessages.providerMessageId, id.slice(0, 64)))
    .returning({ to: smsMessages.toNumber, direction: smsMessages.direction });
  if (!row) return 'unknown';
  if (errorCode && PROVIDER_OPTED_OUT_CODES.has(Number(errorCode)) && row.direction === 'outbound') await recordOptOut(ctx, row.to, `provider:${errorCode}`);
  return 'updated';
}
