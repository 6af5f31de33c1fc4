import type { PaymentsConfig, PaymentsPort } from './port';
import { SandboxPayments } from './sandbox';
import { StripePayments } from './stripe';

export type { DiscountTerms, PaymentEvent, PaymentsConfig, PaymentsPort, ProviderDiscount, RemoteStatus, RemoteSubscription, SubscriptionOffer } from './port';
export { WebhookRejected } from './port';

export function createPayments(config: PaymentsConfig, now: () => Date): PaymentsPort {
  if (config.provider === 'stripe') return new StripePayments(config);
  return new SandboxPayments(now);
}
