import { createHash } from 'node:crypto';
import { TRIAL_DAYS } from '../../shared/billing';
import { discountedCents, PREMIUM_PRICE_CENTS } from '../../shared/promo-offer';
import type { DiscountTerms, PaymentEvent, PaymentsPort, ProviderDiscount, RemoteSubscription, SubscriptionOffer } from './port';
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
  /** What each subscription pays a month, in cents, after its discount: the sandbox's record of what it would charge. */
  readonly monthlyCents = new Map<string, number>();

  constructor(private readonly now: () => Date) {}

  async createCustomer(_input: { userId: number }, idempotencyKey: string) {
    return { id: idFor('cus', idempotencyKey) };
  }

  /** Mirrors Stripe's coupon and promotion code: ids from the key, so a retry names the same objects. */
  async createDiscount(_terms: DiscountTerms, idempotencyKey: string): Promise<ProviderDiscount> {
    return { couponId: idFor('coupon', idempotencyKey), promotionCodeId: idFor('promo', idempotencyKey) };
  }

  async createSubscription(input: { customerId: string; trialDays: number | null; offer?: SubscriptionOffer | null }, idempotencyKey: string) {
    const id = idFor('sub', idempotencyKey);
    const known = this.subscriptions.get(id);
    if (known) return known;
    const start = this.now().getTime();
    // Free months are a trial ending on the code's day, in place of the standard one (as with Stripe).
    const trialEnd = input.offer?.freeUntil ?? (input.trialDays ? new Date(start + input.trialDays * DAY_MS) : null);
    const subscription: RemoteSubscription = {
      id,
      customerId: input.customerId,
      status: trialEnd ? 'trialing' : 'active',
      trialEnd,
      currentPeriodEnd: trialEnd ?? new Date(start + TRIAL_DAYS * DAY_MS),
      cancelAtPeriodEnd: false,
      // Nothing to confirm in the sandbox; the page knows the mode and skips Stripe Elements.
      clientSecret: `${id}_secret_sandbox`,
      needsConfirmation: false,
    };
    this.subscriptions.set(id, subscription);
    this.monthlyCents.set(id, discountedCents(PREMIUM_PRICE_CENTS, input.offer?.discount?.percentOff ?? 0));
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
