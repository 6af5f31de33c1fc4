import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePublicConfig } from '../../../lib/public-config';
import { toast } from '../../../lib/toast';
import { subscriptionStatusKey } from '../api/subscription-status';
import { readStripeReturn, welcomeToast } from '../lib/stripe-return';

/**
 * Back on /home from a Stripe confirmation that needed a redirect: spec 8's toast for the outcome,
 * then the address bar without Stripe's parameters. Renders nothing.
 */
export function StripeReturnToast() {
  const { assistantName } = usePublicConfig();
  const queryClient = useQueryClient();
  useEffect(() => {
    const back = readStripeReturn(window.location.search);
    if (!back) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${back.cleanSearch}${window.location.hash}`);
    void queryClient.invalidateQueries({ queryKey: subscriptionStatusKey });
    if (back.outcome === 'succeeded') toast.success(...welcomeToast(assistantName, back.trial));
    else if (back.outcome === 'processing') toast.info('Payment processing', "We'll update your subscription as soon as your bank confirms it.");
    else toast.error('Payment Failed', 'Your payment was not completed. Please try again from the Subscribe page.');
  }, [assistantName, queryClient]);
  return null;
}
