/** Stripe's subscription statuses we read; Stripe may add more, kept as plain strings. */
export type RemoteStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused' | (string & {});

/** A subscription as the provider knows it (the truth webhooks re-read). */
export interface RemoteSubscription {
  id: string;
  customerId: string;
  status: RemoteStatus;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /**
   * What the page confirms: the pending SetupIntent's secret on a trial (`confirmSetup`), the
   * first invoice's confirmation secret otherwise (`confirmPayment`). Null when nothing is due.
   */
  clientSecret: string | null;
  /** True while the user still has to confirm the card (the client secret is then what they confirm with). */
  needsConfirmation: boolean;
}

/** A verified webhook event: only its id, type and the ids it points at are used; the rest is re-read. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The subscription the event is about, when it names one. */
  subscriptionId: string | null;
}

export class WebhookRejected extends Error {}

/** A percent-off promo code's terms, to be made a discount at the provider (ADR 0117). */
export interface DiscountTerms {
  /** Our promo code's id and code, named on the provider's objects. */
  promoCodeId: number;
  code: string;
  percentOff: number;
  /** Months the reduction lasts; null for as long as the subscription runs. */
  durationMonths: number | null;
}

/** The provider's objects for a discount: Stripe's coupon and the promotion code wrapping it. */
export interface ProviderDiscount {
  couponId: string;
  promotionCodeId: string;
}

/** What a promo code changes in a new subscription: a discount, or free months before the first charge. */
export interface SubscriptionOffer {
  /** The promotion code to apply (from `createDiscount`), with its percentage for the sandbox's record. */
  discount?: { promotionCodeId: string; percentOff: number; durationMonths: number | null };
  /** Free until then: the subscription's first charge is at this instant (replaces the standard trial). */
  freeUntil?: Date;
}

export interface PaymentsPort {
  readonly kind: 'stripe' | 'sandbox';
  /** For Stripe Elements on the page; null in sandbox mode. */
  readonly publishableKey: string | null;
  createCustomer(input: { userId: number; name: string; phone: string | null }, idempotencyKey: string): Promise<{ id: string }>;
  createSubscription(
    input: { customerId: string; trialDays: number | null; userId: number; offer?: SubscriptionOffer | null },
    idempotencyKey: string,
  ): Promise<RemoteSubscription>;
  /** Makes a percent-off code real at the provider (a coupon and its promotion code); the key makes a retry the same objects. */
  createDiscount(terms: DiscountTerms, idempotencyKey: string): Promise<ProviderDiscount>;
  /** Null when the provider does not know the id. */
  retrieveSubscription(id: string): Promise<RemoteSubscription | null>;
  /**
   * Ends a subscription: at the end of the paid period (the user's Cancel: they keep what they
   * paid for), or now (the account is being deleted). Null when the provider does not know the id.
   */
  cancelSubscription(id: string, when: 'period_end' | 'now', idempotencyKey: string): Promise<RemoteSubscription | null>;
  /** Undoes a Cancel at period end (`cancel_at_period_end` false) while the period runs. Null when the provider does not know the id. */
  resumeSubscription(id: string, idempotencyKey: string): Promise<RemoteSubscription | null>;
  /**
   * A one-time link to the provider's own billing page (card, invoices) that returns to
   * `returnUrl`; null in a mode that has no such page (the sandbox takes no card).
   */
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string } | null>;
  /** Checks the signature on the raw body; throws WebhookRejected for anything not provably from the provider. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined, now: Date): Promise<PaymentEvent>;
}

export type PaymentsConfig =
  { provider: 'stripe'; secretKey: string; publishableKey: string; priceId: string; webhookSecret: string; apiBaseUrl?: string } | { provider: 'sandbox' };
