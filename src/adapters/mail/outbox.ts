import type { Mail, MailPort, MailSendResult } from './port';

/**
 * Where the outbox keeps its mails: the server gives it a table, so every process shares one
 * outbox. It gets the live text and its secrets, and keeps no secret readable (ADR 0100).
 */
export interface OutboxStore {
  add(mail: Mail & { from: string }): Promise<number>;
}

/**
 * The embedded default (in production only with MAIL_PROVIDER=outbox): mails are kept instead of
 * sent, in a store every process of a fleet shares (the database); /dev/mail lists them to its key holder.
 */
export class OutboxMail implements MailPort {
  readonly name = 'outbox' as const;
  constructor(
    private readonly store: OutboxStore,
    private readonly from: string,
  ) {}

  async send(mail: Mail): Promise<MailSendResult> {
    const id = await this.store.add({ ...mail, from: this.from });
    return { ok: true, id: `outbox-${id}` };
  }
}
