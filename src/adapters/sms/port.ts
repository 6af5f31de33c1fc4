/** Sends a text message. Callers store every message themselves; the provider only delivers. */
export interface SmsPort {
  readonly name: 'simulator' | 'twilio';
  readonly fromNumber: string;
  send(message: { to: string; body: string }): Promise<SmsSendResult>;
  /**
   * Looks for a text this account sent to `to` with exactly `body`, created at or after `since`:
   * how a send whose outcome is unknown (a timeout, a dropped connection, a 5xx after the request
   * went out) is reconciled instead of being sent again. Absent where the provider cannot tell.
   */
  findSent?(message: { to: string; body: string; since: Date }): Promise<SmsLookupResult>;
  /**
   * Whether an inbound webhook really comes from the provider: the `X-Twilio-Signature` scheme
   * (HMAC-SHA1 over the full URL and the sorted form parameters), checked by the twilio library.
   * The simulator uses the same scheme with its own secret.
   */
  verifyWebhook(signature: string, url: string, params: Record<string, string>): boolean;
  /** Downloads an MMS attachment, only from the provider's own media host, size-capped. */
  fetchMedia(url: string, maxBytes: number): Promise<MediaResult>;
}

/**
 * `uncertain`: the request may have reached the provider and been accepted (a timeout, a network
 * error after connecting, a 5xx): never sent again blindly, only reconciled (ADR 0105). Without
 * it the provider refused or was never reached, and trying again cannot make a second text.
 */
export type SmsSendResult =
  | { ok: true; providerMessageId: string }
  | { ok: false; error: string; /** The provider's error code, e.g. 21610 (recipient opted out). */ code?: number; uncertain?: boolean };

export type SmsLookupResult = { found: true; providerMessageId: string } | { found: false } | { error: string };

export type MediaResult = { ok: true; bytes: Buffer; contentType: string } | { ok: false; error: string };

/** Twilio's code for 'Attempt to send to unsubscribed recipient': the number texted STOP to the carrier. */
export const PROVIDER_OPTED_OUT_CODES = new Set([21610]);

export type SmsConfig =
  | { provider: 'twilio'; accountSid: string; authToken: string; fromNumber: string; apiBaseUrl?: string; statusCallbackUrl?: string }
  | { provider: 'simulator'; fromNumber: string };
