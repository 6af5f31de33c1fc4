/** Sends an email. Callers decide what to send and to whom; the adapter only delivers. */
export interface MailPort {
  readonly name: 'smtp' | 'outbox';
  send(mail: Mail): Promise<MailSendResult>;
}

export interface Mail {
  to: string;
  subject: string;
  /** Plain text: every link written out in full, so the outbox page and any mail client show it. */
  text: string;
  /**
   * What in `text` opens an account (a reset code, a link's token): the recipient gets it, but no
   * copy we keep holds it (the outbox stores it masked, ADR 0100).
   */
  secrets?: readonly string[];
}

export type MailSendResult = { ok: true; id: string } | { ok: false; error: string };

export type MailConfig = { provider: 'smtp'; url: string; from: string } | { provider: 'outbox'; from: string };
