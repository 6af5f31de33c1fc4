import { createHash } from 'node:crypto';
import { TRIAL_DAYS } from '../../shared/billing';
import type { PaymentEvent, PaymentsPort, RemoteSubscription } from './port';
import { WebhookRejected } from './port';

const DAY_MS = 86_400_000;
const idFor = (prefix: string, key: string) => `${prefix}_sandbox_${createHash('sha256').update(key).digest('hex').slice(0, 20)}`;

/**
 * The embedded default (decisions.md 1): no card, no network. A subscription starts its trial at
 * once (or is active at once when no trial is due). The same idempotency key gives the same
 * object, like Stripe, so the create path behaves the same in both modes. It sends no webhooks:
 * our database is the record, which is why `retrieveSubscription` only knows this process's objects.
 */
export class SandboxPayments implements PaymentsPort {
  readonly kind = 'sandbox' as const;
  readonly publishableKey = null;
  private readonly subscriptions = new Map<string, RemoteSubscription>();

  constructor(private readonly now: () => Date) {}

  async createCustomer(_input: { userId: number }, idempotencyKey: string) {
    return { id: idFor('cus', idempotencyKey) };
  }

  async createSubscription(input: { customerId: string; trialDays: number | null }, idempotencyKey: string) {
    const id = idFor('sub', idempotencyKey);
    const known = this.subscriptions.get(id);
    if (known) return known;
    const start = this.now().getTime();
    const trialDays = input.trialDays ?? 0;
    const subscription: RemoteSubscription = {
      id,
      customerId: input.customerId,
      status: trialDays > 0 ? 'trialing' : 'active',
      trialEnd: trialDays > 0 ? new Date(start + trialDays * DAY_MS) : null,
      currentPeriodEnd: new Date(start + (trialDays || TRIAL_DAYS) * DAY_MS),
      cancelAtPeriodEnd: false,
      // Nothing to confirm in the sandbox; the page knows the mode and skips Stripe Elements.
      clientSecret: `${id}_secret_sandbox`,
      needsConfirmation: false,
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  async retrieveSubscription(id: string) {
    return this.subscriptions.get(id) ?? null;
  }

  /** Our database is the sandbox's record, so an id this process never made is still cancelled (as the caller's row says). */
  async cancelSubscription(id: string, when: 'period_end' | 'now'): Promise<RemoteSubscription | null> {
    const known = this.subscriptions.get(id);
    if (!known) return null;
    const changed: RemoteSubscription = when === 'now' ? { ...known, status: 'canceled', cancelAtPeriodEnd: false } : { ...known, cancelAtPeriodEnd: true };
    this.subscriptions.set(id, changed);
    return changed;
  }

  async resumeSubscription(id: string): Promise<RemoteSubscription | null> {
    const known = this.subscriptions.get(id);
    if (!known) return null;
    const changed: RemoteSubscription = { ...known, cancelAtPeriodEnd: false };
    this.subscriptions.set(id, changed);
    return changed;
  }

  /** No card is taken in the sandbox, so there is no billing page to open. */
  async createPortalSession(): Promise<null> {
    return null;
  }

  async verifyWebhook(): Promise<PaymentEvent> {
    throw new WebhookRejected('The payment sandbox sends no webhooks');
  }
}
