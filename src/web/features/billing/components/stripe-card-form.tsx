import { useQueryClient } from '@tanstack/react-query';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry loads Stripe.js only when called: sandbox mode never contacts Stripe.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { usePublicConfig } from '../../../lib/public-config';
import { toast } from '../../../lib/toast';
import { subscriptionStatusKey } from '../api/subscription-status';
import { welcomeToast } from '../lib/stripe-return';
import { monthsText } from '../../../../shared/promo-offer';

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  // A blocked or offline Stripe.js resolves to null: the form then says it could not load.
  if (!stripes.has(key))
    stripes.set(
      key,
      loadStripe(key).catch(() => null),
    );
  return stripes.get(key)!;
};

/** Spec 2.13's card-entry form: Stripe Elements on the subscription's client secret; /home after confirmation. */
export default function StripeCardForm({
  publishableKey,
  clientSecret,
  freeMonths = null,
}: {
  publishableKey: string;
  clientSecret: string;
  /** A free-months code's months (ADR 0117): the welcome names them instead of the standard trial. */
  freeMonths?: number | null;
}) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((s) => live && setUnavailable(!s));
    return () => {
      live = false;
    };
  }, [stripe]);
  if (unavailable) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
        The card form could not load. Check your connection, then reload this page.
      </p>
    );
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe', variables: { borderRadius: '8px' } } }}>
      <CardForm clientSecret={clientSecret} freeMonths={freeMonths} />
    </Elements>
  );
}

function CardForm({ clientSecret, freeMonths }: { clientSecret: string; freeMonths: number | null }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const { assistantName } = usePublicConfig();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const confirmParams = { return_url: `${window.location.origin}/home` };
      // A trial confirms the subscription's SetupIntent; no trial confirms the first invoice's payment.
      // A card that needs no bank page stays here and is welcomed at once; one that does comes back to
      // /home, where StripeReturnToast says how it went.
      const trial = clientSecret.startsWith('seti_');
      const result = trial
        ? await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' })
        : await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' });
      if (result.error) {
        toast.error('Payment Failed', result.error.message ?? 'Your card was not accepted.');
        return;
      }
      const [title, body] = welcomeToast(assistantName, trial);
      toast.success(title, trial && freeMonths ? `Your subscription is active! Enjoy your ${monthsText(freeMonths)} free.` : body);
      await queryClient.invalidateQueries({ queryKey: subscriptionStatusKey });
      navigate('/home');
    } catch {
      toast.error('Payment Error', 'An unexpected error occurred. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <PaymentElement />
      <Button type="submit" size="lg" disabled={!stripe || busy} className="w-full">
        {/* A SetupIntent's secret is a trial's; a payment's is a subscription charged today (no second trial). */}
        {busy ? 'Processing...' : clientSecret.startsWith('seti_') ? 'Start Your Free Trial' : 'Subscribe'}
      </Button>
    </form>
  );
}
