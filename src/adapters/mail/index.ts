import { OutboxMail, type OutboxStore } from './outbox';
import type { MailConfig, MailPort } from './port';
import { SmtpMail } from './smtp';

export { OutboxMail, type OutboxStore } from './outbox';
export type { Mail, MailConfig, MailPort, MailSendResult } from './port';
export { SmtpMail } from './smtp';

export function createMail(config: MailConfig, outbox: OutboxStore): MailPort {
  if (config.provider === 'smtp') return new SmtpMail(config.url, config.from);
  return new OutboxMail(outbox, config.from);
}
