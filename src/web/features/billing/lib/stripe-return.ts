/** What Stripe appends to the return URL after a confirmation that needed a redirect (3-D Secure, bank pages). */
const STRIPE_PARAMS = ['redirect_status', 'setup_intent', 'setup_intent_client_secret', 'payment_intent', 'payment_intent_client_secret'];

export type StripeReturn = { outcome: 'succeeded' | 'processing' | 'failed'; trial: boolean; cleanSearch: string };

/**
 * Reads Stripe's return parameters from a query string: the outcome, whether it was the trial's
 * SetupIntent, and the query without Stripe's parameters (the secret must not stay in the address bar).
 * Null when the page was not opened by Stripe.
 */
export function readStripeReturn(search: string): StripeReturn | null {
  const params = new URLSearchParams(search);
  const status = params.get('redirect_status');
  if (!status || (!params.has('setup_intent') && !params.has('payment_intent'))) return null;
  const trial = params.has('setup_intent');
  for (const p of STRIPE_PARAMS) params.delete(p);
  const rest = params.toString();
  const outcome = status === 'succeeded' ? 'succeeded' : status === 'processing' ? 'processing' : 'failed';
  return { outcome, trial, cleanSearch: rest ? `?${rest}` : '' };
}

/** Spec 8's success toast; a subscription paid at once (no trial) says so without the trial line. */
export const welcomeToast = (assistantName: string, trial: boolean): [string, string] => [
  `Welcome to ${assistantName}`,
  trial ? 'Your subscription is active! Enjoy your 30-day free trial.' : 'Your subscription is active!',
];
