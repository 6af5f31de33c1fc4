import { PROVIDER_OPTED_OUT_CODES } from '../../../adapters/sms';
import { smsMessages } from '../../../db/schema';
import { maskSecrets } from '../../../domain/sms';
import type { Ctx } from '../../context';
import { QUOTAS, takeQuota } from '../quota';
import { isConfirmedNumber } from './confirmed-numbers';
import { deliverText } from './deliver';
import { recordOptOut } from './opt-out';

export type TextPurpose =
  'consultation' | 'password_reset' | 'daily_outfit' | 'reply' | 'test' | 'system' | 'help' | 'opt_out' | 'opt_in' | 'phone_change' | 'account_notice';

export interface OutboundText {
  userId: number | null;
  to: string;
  body: string;
  purpose: TextPurpose;
  /** Codes in the body (a reset code): sent as they are, stored masked ('••••••'). */
  secrets?: readonly string[];
  /** The first consultation texts: allowed to a number not yet confirmed, since they ask it to reply. */
  optInRequest?: boolean;
}

/** Why a text was not even tried: the number's daily budget, HELP's hourly one, or no confirmed opt-in yet. */
export type Withheld = 'number_quota' | 'help_quota' | 'unconfirmed';

export type SendTextResult =
  | { ok: true; id: number; providerMessageId: string }
  | {
      ok: false;
      id: number;
      error: string;
      optedOut: boolean;
      withheld?: undefined;
      /** The provider's refusal code; none when it was never reached. */
      code?: number;
      /** The provider may have it (ADR 0105): never send it again. */
      unknown?: true;
    }
  | { ok: false; id: null; error: string; optedOut: false; withheld: Withheld };

/** What an unconfirmed number may receive: codes it asked for, and the texts that ask it to reply. */
const BEFORE_CONFIRMATION: ReadonlySet<TextPurpose> = new Set(['password_reset', 'phone_change', 'opt_out', 'help']);

/**
 * Whether this text may go out (issue 28): STOP's confirmation always; HELP's once an hour per
 * number; anything else only to a confirmed number (or as the opt-in request itself) and within
 * the number's daily budget, shared by every process through the quota table.
 */
async function withheld(ctx: Pick<Ctx, 'db' | 'now'>, text: OutboundText): Promise<Withheld | null> {
  // A change notice to the old number (ADR 0101) must not be silenced by spending the number's budget first.
  if (text.purpose === 'opt_out' || text.purpose === 'account_notice') return null;
  if (text.purpose === 'help') return (await takeQuota(ctx, QUOTAS.helpRepliesPerNumber(text.to))) ? null : 'help_quota';
  if (!BEFORE_CONFIRMATION.has(text.purpose) && !text.optInRequest && !(await isConfirmedNumber(ctx, text.to))) return 'unconfirmed';
  return (await takeQuota(ctx, QUOTAS.textsPerNumber(text.to))) ? null : 'number_quota';
}

const WITHHELD_MESSAGES: Record<Withheld, string> = {
  number_quota: 'This number has had all the texts it can get today',
  help_quota: 'HELP was answered within the hour',
  unconfirmed: 'This number has not replied to us yet',
};

/**
 * Sends through the configured provider once (an unknown outcome is reconciled, never resent:
 * deliverText) and records the message, delivered or not; a text the
 * budget withholds is neither sent nor stored. A provider answer meaning 'this recipient opted
 * out' (Twilio 21610: they texted STOP to the carrier) marks the number opted out here, so
 * nothing automated is tried again.
 */
export async function sendText(ctx: Pick<Ctx, 'db' | 'sms' | 'log' | 'now' | 'sessionCache'>, text: OutboundText): Promise<SendTextResult> {
  const held = await withheld(ctx, text);
  if (held) {
    ctx.log.info({ purpose: text.purpose, withheld: held }, 'SMS withheld');
    return { ok: false, id: null, error: WITHHELD_MESSAGES[held], optedOut: false, withheld: held };
  }
  const result = await deliverText(ctx, { to: text.to, body: text.body });
  if (result.status === 'failed') ctx.log.warn({ purpose: text.purpose, provider: ctx.sms.name, error: result.error, code: result.code }, 'SMS send failed');
  const [row] = await ctx.db
    .insert(smsMessages)
    .values({
      userId: text.userId,
      direction: 'outbound',
      purpose: text.purpose,
      fromNumber: ctx.sms.fromNumber,
      toNumber: text.to,
      body: maskSecrets(text.body, text.secrets ?? []),
      providerMessageId: result.status === 'sent' ? result.providerMessageId : null,
      status: result.status,
      errorCode: result.status === 'failed' && result.code !== undefined ? String(result.code) : null,
    })
    .returning({ id: smsMessages.id });
  if (result.status === 'sent') return { ok: true, id: row!.id, providerMessageId: result.providerMessageId };
  if (result.status === 'unknown') return { ok: false, id: row!.id, error: result.error, optedOut: false, unknown: true };
  const optedOut = result.code !== undefined && PROVIDER_OPTED_OUT_CODES.has(result.code);
  if (optedOut) await recordOptOut(ctx, text.to, `provider:${result.code}`);
  return { ok: false, id: row!.id, error: result.error, optedOut, ...(result.code !== undefined ? { code: result.code } : {}) };
}
