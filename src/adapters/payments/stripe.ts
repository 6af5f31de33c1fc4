import type Stripe from 'stripe';
import type { DiscountTerms, PaymentEvent, PaymentsPort, ProviderDiscount, RemoteSubscription, SubscriptionOffer } from './port';
import { WebhookRejected } from './port';

/** Stripe's signature check accepts events signed at most this long ago, or ahead of our clock (replay window). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
const EXPAND = ['pending_setup_intent', 'latest_invoice.confirmation_secret'];

const toDate = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/** Stripe Billing through the official library; `apiBaseUrl` points it at a local fake in tests. */
export class StripePayments implements PaymentsPort {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string;
  private loaded: Promise<{ Stripe: typeof Stripe; stripe: Stripe }> | undefined;
  private readonly priceId: string;
  private readonly webhookSecret: string;

  constructor(private readonly config: { secretKey: string; publishableKey: string; priceId: string; webhookSecret: string; apiBaseUrl?: string }) {
    this.publishableKey = config.publishableKey;
    this.priceId = config.priceId;
    this.webhookSecret = config.webhookSecret;
  }

  /** Stripe's library, loaded by the first billing call or webhook: a process that never bills never holds it (ADR 0064). */
  private sdk() {
    this.loaded ??= import('stripe').then(({ default: Stripe }) => {
      const base = this.config.apiBaseUrl ? new URL(this.config.apiBaseUrl) : null;
      const stripe = new Stripe(this.config.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
        ...(base
          ? {
              host: base.hostname,
              protocol: base.protocol === 'http:' ? 'http' : 'https',
              ...(base.port ? { port: Number(base.port) } : {}),
            }
          : {}),
      });
      return { Stripe, stripe };
    });
    return this.loaded;
  }

  async createCustomer(input: { userId: number; name: string; phone: string | null }, idempotencyKey: string) {
    const { stripe } = await this.sdk();
    const customer = await stripe.customers.create(
      { name: input.name, ...(input.phone ? { phone: input.phone } : {}), metadata: { userId: String(input.userId) } },
      { idempotencyKey },
    );
    return { id: customer.id };
  }

  /**
   * A percent-off code as Stripe's coupon (`duration` 'repeating' with `duration_in_months`, or
   * 'forever') and a promotion code wrapping it (ADR 0117). The promotion code's own string is
   * Stripe's: the code a person types is checked by us (expiry, limits, once per person), never
   * at Stripe, so it carries ours in metadata instead of being a second place to type it.
   */
  async createDiscount(terms: DiscountTerms, idempotencyKey: string): Promise<ProviderDiscount> {
    const { stripe } = await this.sdk();
    const metadata = { promoCodeId: String(terms.promoCodeId), code: terms.code };
    const coupon = await stripe.coupons.create(
      {
        percent_off: terms.percentOff,
        ...(terms.durationMonths ? { duration: 'repeating' as const, duration_in_months: terms.durationMonths } : { duration: 'forever' as const }),
        name: `${terms.code}: ${terms.percentOff}% off`.slice(0, 40),
        metadata,
      },
      { idempotencyKey: `${idempotencyKey}:coupon` },
    );
    const promotionCode = await stripe.promotionCodes.create(
      { promotion: { type: 'coupon', coupon: coupon.id }, metadata },
      { idempotencyKey: `${idempotencyKey}:promotion-code` },
    );
    return { couponId: coupon.id, promotionCodeId: promotionCode.id };
  }

  async createSubscription(input: { customerId: string; trialDays: number | null; userId: number; offer?: SubscriptionOffer | null }, idempotencyKey: string) {
    const { stripe } = await this.sdk();
    const offer = input.offer ?? {};
    const subscription = await stripe.subscriptions.create(
      {
        customer: input.customerId,
        items: [{ price: this.priceId }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        // Free months are a trial that ends on the day the code says (Stripe's `trial_end`), in place of the standard one.
        ...(offer.freeUntil ? { trial_end: Math.floor(offer.freeUntil.getTime() / 1000) } : input.trialDays ? { trial_period_days: input.trialDays } : {}),
        ...(offer.discount ? { discounts: [{ promotion_code: offer.discount.promotionCodeId }] } : {}),
        metadata: { userId: String(input.userId) },
        expand: EXPAND,
      },
      { idempotencyKey },
    );
    return toRemote(subscription);
  }

  async retrieveSubscription(id: string): Promise<RemoteSubscription | null> {
    const { Stripe, stripe } = await this.sdk();
    try {
      return toRemote(await stripe.subscriptions.retrieve(id, { expand: EXPAND }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async cancelSubscription(id: string, when: 'period_end' | 'now', idempotencyKey: string): Promise<RemoteSubscription | null> {
    const { Stripe, stripe } = await this.sdk();
    try {
      const subscription =
        when === 'now'
          ? await stripe.subscriptions.cancel(id, { expand: EXPAND }, { idempotencyKey })
          : await stripe.subscriptions.update(id, { cancel_at_period_end: true, expand: EXPAND }, { idempotencyKey });
      return toRemote(subscription);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async resumeSubscription(id: string, idempotencyKey: string): Promise<RemoteSubscription | null> {
    const { Stripe, stripe } = await this.sdk();
    try {
      return toRemote(await stripe.subscriptions.update(id, { cancel_at_period_end: false, expand: EXPAND }, { idempotencyKey }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async createPortalSession(customerId: string, returnUrl: string) {
    const { stripe } = await this.sdk();
    const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return { url: session.url };
  }

  async verifyWebhook(rawBody: Buffer, signature: string | undefined, now: Date): Promise<PaymentEvent> {
    if (!signature) throw new WebhookRejected('Missing Stripe-Signature header');
    const { stripe } = await this.sdk();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime());
    } catch (error) {
      // Signature, timestamp and JSON failures all mean the same thing to us: not a Stripe event.
      throw new WebhookRejected(error instanceof Error ? error.message : 'Invalid webhook');
    }
    // The library's tolerance looks only back; a timestamp from the future is as suspect as an old one.
    const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
    if (!Number.isFinite(signedAt) || signedAt * 1000 - now.getTime() > WEBHOOK_TOLERANCE_SECONDS * 1000) {
      throw new WebhookRejected('Timestamp outside the tolerance zone (in the future)');
    }
    if (!event || typeof event.id !== 'string' || typeof event.type !== 'string') throw new WebhookRejected('Not an event');
    return { id: event.id, type: event.type, subscriptionId: subscriptionIdOf(event.data?.object) };
  }
}

/** The subscription an event's object names: itself, or an invoice's parent subscription (old and new API shapes). */
export function subscriptionIdOf(object: unknown): string | null {
  if (!object || typeof object !== 'object') return null;
  const o = object as Record<string, unknown>;
  if (o.object === 'subscription' && typeof o.id === 'string') return o.id;
  const parent = o.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  const fromParent = parent?.subscription_details?.subscription;
  const candidate = fromParent ?? o.subscription;
  if (typeof candidate === 'string') return candidate;
  if (candidate && typeof candidate === 'object' && typeof (candidate as { id?: unknown }).id === 'string') return (candidate as { id: string }).id;
  return null;
}

function toRemote(s: Stripe.Subscription): RemoteSubscription {
  const setup = s.pending_setup_intent;
  const invoice = s.latest_invoice;
  // A SetupIntent that succeeded, or an invoice that is paid, has nothing left to confirm.
  const setupSecret = setup && typeof setup === 'object' && setup.status !== 'succeeded' && setup.status !== 'canceled' ? setup.client_secret : null;
  const invoiceOpen = invoice && typeof invoice === 'object' && invoice.status === 'open';
  const invoiceSecret = invoiceOpen ? (invoice.confirmation_secret?.client_secret ?? null) : null;
  // current_period_end moved onto the items in newer API versions; read either.
  const legacyPeriodEnd = (s as unknown as { current_period_end?: number }).current_period_end;
  const periodEnd = s.items?.data?.[0]?.current_period_end ?? legacyPeriodEnd;
  return {
    id: s.id,
    customerId: typeof s.customer === 'string' ? s.customer : s.customer.id,
    status: s.status,
    trialEnd: toDate(s.trial_end),
    currentPeriodEnd: toDate(periodEnd),
    cancelAtPeriodEnd: s.cancel_at_period_end ?? false,
    clientSecret: s.status === 'trialing' ? setupSecret : s.status === 'incomplete' ? invoiceSecret : null,
    needsConfirmation: s.status === 'trialing' ? !!setupSecret : s.status === 'incomplete',
  };
}
