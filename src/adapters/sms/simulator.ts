import { randomUUID } from 'node:crypto';
import type { SmsPort, SmsSendResult } from './port';

/**
 * The embedded default: nothing leaves the machine. Messages are stored by the caller like
 * any other, and the /dev/phone page shows them, so the whole SMS flow can be tried locally.
 */
export class SimulatorSms implements SmsPort {
  readonly name = 'simulator' as const;
  constructor(readonly fromNumber: string) {}

  async send(message: { to: string; body: string }): Promise<SmsSendResult> {
    if (!message.to.startsWith('+')) return { ok: false, error: 'Recipient must be an E.164 number' };
    return { ok: true, providerMessageId: `SIM${randomUUID().replaceAll('-', '')}` };
  }
}
