import { randomUUID } from 'node:crypto';
import type { MediaResult, SmsPort, SmsSendResult } from './port';
import { twilioSignature, validTwilioSignature } from './signature';

/** Where the simulator's photos live: it is its own 'media host'. */
export const SIMULATOR_MEDIA_PATH = '/api/dev/phone/media/';

/**
 * The embedded default: nothing leaves the machine. Messages are stored by the caller like
 * any other, and the /dev/phone page shows them, so the whole SMS flow can be tried locally.
 * The dev phone signs what it 'texts' exactly as Twilio does, with the simulator's own secret,
 * so inbound texts go through the same webhook, signature check and all.
 */
export class SimulatorSms implements SmsPort {
  readonly name = 'simulator' as const;
  /** Photos the dev phone 'sent', by id; a process-local store, as the simulator is one process's. */
  private readonly media = new Map<string, { bytes: Buffer; contentType: string }>();
  /**
   * What the simulated phone received, by message id: the live text, codes and all, as a real
   * handset holds it. The stored copy has its codes masked (ADR 0076); only the dev phone's key
   * holder reads this, and only while this process keeps it (the last hundred texts).
   */
  private readonly delivered = new Map<string, string>();

  constructor(
    readonly fromNumber: string,
    private readonly secret: string,
  ) {}

  async send(message: { to: string; body: string }): Promise<SmsSendResult> {
    if (!message.to.startsWith('+')) return { ok: false, error: 'Recipient must be an E.164 number' };
    const providerMessageId = `SIM${randomUUID().replaceAll('-', '')}`;
    this.delivered.set(providerMessageId, message.body);
    if (this.delivered.size > 100) this.delivered.delete(this.delivered.keys().next().value!);
    return { ok: true, providerMessageId };
  }

  verifyWebhook(signature: string, url: string, params: Record<string, string>): boolean {
    return validTwilioSignature(this.secret, signature, url, params);
  }

  /** Signs a dev-phone webhook the way Twilio signs its own. */
  sign(url: string, params: Record<string, string>): string {
    return twilioSignature(this.secret, url, params);
  }

  /** Keeps a dev-phone photo and returns its id (the path is SIMULATOR_MEDIA_PATH + id). */
  putMedia(bytes: Buffer, contentType: string): string {
    const id = `ME${randomUUID().replaceAll('-', '')}`;
    this.media.set(id, { bytes, contentType });
    // Bounded: a demo phone does not need more than the last hundred photos.
    if (this.media.size > 100) this.media.delete(this.media.keys().next().value!);
    return id;
  }

  /** The text as the simulated handset received it, while this process still holds it. */
  deliveredBody(providerMessageId: string): string | undefined {
    return this.delivered.get(providerMessageId);
  }

  getMedia(id: string) {
    return this.media.get(id);
  }

  async fetchMedia(url: string, maxBytes: number): Promise<MediaResult> {
    let path: string;
    try {
      path = new URL(url).pathname;
    } catch {
      return { ok: false, error: 'Not a media URL' };
    }
    if (!path.startsWith(SIMULATOR_MEDIA_PATH)) return { ok: false, error: 'Media must come from the simulator' };
    const found = this.media.get(path.slice(SIMULATOR_MEDIA_PATH.length));
    if (!found) return { ok: false, error: 'No such media' };
    if (found.bytes.length > maxBytes) return { ok: false, error: 'Media too large' };
    return { ok: true, ...found };
  }
}
