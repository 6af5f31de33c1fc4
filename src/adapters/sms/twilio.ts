import twilio from 'twilio';
import type { SmsPort, SmsSendResult } from './port';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  fromNumber: string;
  /** Points the SDK at another host (a local fake in tests). */
  apiBaseUrl?: string;
}

export class TwilioSms implements SmsPort {
  readonly name = 'twilio' as const;
  readonly fromNumber: string;
  private readonly client: twilio.Twilio;

  constructor(options: TwilioOptions) {
    this.fromNumber = options.fromNumber;
    this.client = twilio(options.accountSid, options.authToken, { autoRetry: true, maxRetries: 2, timeout: 10_000 });
    if (options.apiBaseUrl) this.client.api.baseUrl = options.apiBaseUrl;
  }

  async send(message: { to: string; body: string }): Promise<SmsSendResult> {
    try {
      const sent = await this.client.messages.create({ to: message.to, from: this.fromNumber, body: message.body });
      if (typeof sent.sid !== 'string' || sent.sid.length === 0) return { ok: false, error: 'Twilio returned no message id' };
      return { ok: true, providerMessageId: sent.sid };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : 'Twilio request failed' };
    }
  }
}
