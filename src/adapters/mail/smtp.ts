import type { Transporter } from 'nodemailer';
import type { Mail, MailPort, MailSendResult } from './port';

/** Mail through any SMTP server named by SMTP_URL, with nodemailer (loaded on first use: ADR 0064). */
export class SmtpMail implements MailPort {
  readonly name = 'smtp' as const;
  private transport: Promise<Transporter> | null = null;

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  private transporter(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then((m) => m.default.createTransport(this.url));
    return this.transport;
  }

  async send(mail: Mail): Promise<MailSendResult> {
    try {
      const info = await (await this.transporter()).sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
      return { ok: true, id: String(info.messageId) };
    } catch (error) {
      // The reason without the URL's password: nodemailer's messages name the server's reply, not the credentials.
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }
}
