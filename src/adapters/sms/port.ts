/** Sends a text message. Callers store every message themselves; the provider only delivers. */
export interface SmsPort {
  readonly name: 'simulator' | 'twilio';
  readonly fromNumber: string;
  send(message: { to: string; body: string }): Promise<SmsSendResult>;
}

export type SmsSendResult = { ok: true; providerMessageId: string } | { ok: false; error: string };

export type SmsConfig =
  { provider: 'twilio'; accountSid: string; authToken: string; fromNumber: string; apiBaseUrl?: string } | { provider: 'simulator'; fromNumber: string };
