import type { MailSendResult } from '../../../adapters/mail';
import type { Ctx } from '../../context';
import { QUOTAS, takeQuota } from '../quota';

/** Why a mail was sent at all: the budgets below hold for what a person can make us send. */
export type MailPurpose = 'verification' | 'password_reset' | 'receipt' | 'account_notice';

export interface OutboundMail {
  /** The account the mail is for: its all-address budget is spent; null for none. */
  userId: number | null;
  to: string;
  subject: string;
  text: string;
  purpose: MailPurpose;
  /** What in the text opens the account (a code, a link's token): the recipient gets it, no stored copy does. */
  secrets?: readonly string[];
}

/** Not counted: a receipt follows a payment, and a change notice must reach the old address even after someone spent its budget. */
const UNCOUNTED: ReadonlySet<MailPurpose> = new Set(['receipt', 'account_notice']);

export type SendMailResult = MailSendResult | { ok: false; error: string; withheld: 'address_quota' | 'account_quota' };

/**
 * Sends through the mail port within the day's budgets (ADR 0101), like texts within
 * textsPerNumber: one per recipient address whatever the account, one per account whatever the
 * address, both counted in the database so every process shares them. A withheld mail is logged
 * and not retried.
 */
export async function sendMail(ctx: Pick<Ctx, 'db' | 'now' | 'mail' | 'log'>, mail: OutboundMail): Promise<SendMailResult> {
  if (!UNCOUNTED.has(mail.purpose)) {
    const withheld = !(await takeQuota(ctx, QUOTAS.mailsPerAddress(mail.to)))
      ? ('address_quota' as const)
      : mail.userId !== null && !(await takeQuota(ctx, QUOTAS.mailsPerUser(mail.userId)))
        ? ('account_quota' as const)
        : null;
    if (withheld) {
      ctx.log.info({ purpose: mail.purpose, withheld }, 'mail withheld');
      return { ok: false, error: 'This address or account has had all the mail it can get today', withheld };
    }
  }
  const { to, subject, text, secrets } = mail;
  return ctx.mail.send({ to, subject, text, ...(secrets?.length ? { secrets } : {}) });
}
