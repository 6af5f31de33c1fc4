import type twilio from 'twilio';
import type { MediaResult, SmsLookupResult, SmsPort, SmsSendResult } from './port';
import { validTwilioSignature } from './signature';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  fromNumber: string;
  /** Points the SDK at another host (a local fake in tests). */
  apiBaseUrl?: string;
  /** PUBLIC_URL + /api/sms/status: where Twilio reports delivery. */
  statusCallbackUrl?: string;
  /** How long a request may take before its outcome is unknown (10 s; tests shorten it). */
  timeoutMs?: number;
}

/** Twilio serves MMS media from its API host, which redirects to its media CDN. */
const MEDIA_REDIRECT_HOSTS = [/(^|\.)twilio\.com$/i, /(^|\.)twiliocdn\.com$/i];
const MEDIA_TIMEOUT_MS = 10_000;
/** Network errors raised before a request could reach Twilio: nothing was sent, so trying again is safe. */
const NEVER_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** How far Twilio's clock may be behind ours when a lookup compares a message's creation time. */
const CLOCK_SLACK_MS = 2 * 60_000;
/** The most recent messages to one number that a lookup reads: a reconciliation looks minutes back, not days. */
const LOOKUP_LIMIT = 50;

/**
 * Whether a failed create may still have made a message (ADR 0105): Twilio answered 4xx (a
 * refusal, including 429 after the SDK's own retries) or the connection was never made, and
 * nothing was sent; anything else (a timeout, a reset connection, a 5xx) may have been accepted.
 */
export function uncertainTwilioFailure(error: unknown): boolean {
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number') return status >= 500;
  const code = (error as { code?: unknown }).code;
  return !(typeof code === 'string' && NEVER_REACHED.has(code));
}

export class TwilioSms implements SmsPort {
  readonly name = 'twilio' as const;
  readonly fromNumber: string;
  private client: Promise<twilio.Twilio> | undefined;
  private readonly apiOrigin: string;

  constructor(private readonly options: TwilioOptions) {
    this.fromNumber = options.fromNumber;
    this.apiOrigin = new URL(options.apiBaseUrl ?? 'https://api.twilio.com').origin;
  }

  /** Twilio's REST client, loaded by the first text sent: a web process that only checks signatures never holds it (ADR 0064). */
  private twilio(): Promise<twilio.Twilio> {
    this.client ??= import('twilio').then(({ default: twilio }) => {
      const client = twilio(this.options.accountSid, this.options.authToken, { autoRetry: true, maxRetries: 2, timeout: this.options.timeoutMs ?? 10_000 });
      if (this.options.apiBaseUrl) client.api.baseUrl = this.options.apiBaseUrl;
      return client;
    });
    return this.client;
  }

  async send(message: { to: string; body: string }): Promise<SmsSendResult> {
    try {
      const sent = await (
        await this.twilio()
      ).messages.create({
        to: message.to,
        from: this.fromNumber,
        body: message.body,
        ...(this.options.statusCallbackUrl ? { statusCallback: this.options.statusCallbackUrl } : {}),
      });
      if (typeof sent.sid !== 'string' || sent.sid.length === 0) return { ok: false, error: 'Twilio returned no message id' };
      return { ok: true, providerMessageId: sent.sid };
    } catch (error) {
      const code = typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : undefined;
      return {
        ok: false,
        error: error instanceof Error ? error.message : 'Twilio request failed',
        ...(code ? { code } : {}),
        ...(uncertainTwilioFailure(error) ? { uncertain: true } : {}),
      };
    }
  }

  /**
   * Twilio's message list filtered by recipient and sender (newest first), matched on the exact
   * body and a creation time at or after the attempt. Not by DateSent: a message still queued at
   * Twilio has none yet, and the filter only takes whole days.
   */
  async findSent(message: { to: string; body: string; since: Date }): Promise<SmsLookupResult> {
    try {
      const recent = await (await this.twilio()).messages.list({ to: message.to, from: this.fromNumber, limit: LOOKUP_LIMIT, pageSize: LOOKUP_LIMIT });
      const earliest = message.since.getTime() - CLOCK_SLACK_MS;
      const match = recent.find((m) => m.body === message.body && (!m.dateCreated || m.dateCreated.getTime() >= earliest));
      return match?.sid ? { found: true, providerMessageId: match.sid } : { found: false };
    } catch (error) {
      return { error: error instanceof Error ? error.message : 'Twilio lookup failed' };
    }
  }

  verifyWebhook(signature: string, url: string, params: Record<string, string>): boolean {
    return validTwilioSignature(this.options.authToken, signature, url, params);
  }

  /**
   * Media URLs arrive in a webhook, so they are checked before anything is fetched: only the
   * account's own media under the API origin, with the account's credentials; a redirect is
   * followed (without credentials) only to Twilio's media hosts. The body is read up to the cap.
   */
  async fetchMedia(url: string, maxBytes: number): Promise<MediaResult> {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return { ok: false, error: 'Not a media URL' };
    }
    if (target.origin !== this.apiOrigin || !target.pathname.startsWith(`/2010-04-01/Accounts/${this.options.accountSid}/Messages/`)) {
      return { ok: false, error: 'Media must come from this Twilio account' };
    }
    const auth = `Basic ${Buffer.from(`${this.options.accountSid}:${this.options.authToken}`).toString('base64')}`;
    const signal = AbortSignal.timeout(MEDIA_TIMEOUT_MS);
    try {
      let response = await fetch(target, { headers: { authorization: auth }, redirect: 'manual', signal });
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get('location');
        const next = location ? new URL(location, target) : null;
        const allowed = next && next.protocol === 'https:' && MEDIA_REDIRECT_HOSTS.some((re) => re.test(next.hostname));
        if (!allowed) return { ok: false, error: 'Media redirected outside Twilio' };
        response = await fetch(next, { redirect: 'error', signal });
      }
      if (!response.ok || !response.body) return { ok: false, error: `Media request failed (${response.status})` };
      const declared = Number(response.headers.get('content-length') ?? '0');
      if (declared > maxBytes) return { ok: false, error: 'Media too large' };
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body) {
        size += chunk.length;
        if (size > maxBytes) return { ok: false, error: 'Media too large' };
        chunks.push(Buffer.from(chunk));
      }
      return { ok: true, bytes: Buffer.concat(chunks), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : 'Media request failed' };
    }
  }
}
