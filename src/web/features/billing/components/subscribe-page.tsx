import { LockKeyhole } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { PREMIUM_PRICE_LABEL, TRIAL_DAYS } from '../../../../shared/billing';
import { dollars, monthsText } from '../../../../shared/promo-offer';
import type { TPromoOffer } from '../../../../shared/schemas/billing';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { usePublicConfig } from '../../../lib/public-config';
import { toast } from '../../../lib/toast';
import { useCreateSubscription } from '../api/create-subscription';
import { usePaymentsConfig } from '../api/payments-config';
import { useSubscriptionStatus } from '../api/subscription-status';
import { PremiumCard } from './premium-card';
import { PromoCodeForm } from './promo-code-form';
import { SandboxTrialForm } from './sandbox-trial-form';
import { SubscribedState } from './subscribed-state';

// Stripe Elements is only downloaded when Stripe is configured.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** Spec 2.13, signed out. */
export function PleaseSignIn() {
  return (
    <div className="grid min-h-dvh place-items-center px-4">
      <Card className="w-full max-w-sm text-center">
        <CardContent className="grid justify-items-center gap-4 p-8">
          <LockKeyhole aria-hidden className="size-8 text-muted-foreground" />
          <h1 className="font-serif text-2xl font-semibold">Please Sign In</h1>
          <p className="text-sm text-muted-foreground">Sign in to start your free trial or manage your subscription.</p>
          <Button asChild className="w-full">
            <Link href="/auth">Sign In</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** Spec 2.13: /subscribe. Already subscribed, lifetime access, or the Premium offer with the card form. */
export function SubscribePage() {
  const { user } = useCurrentUser();
  const { assistantName } = usePublicConfig();
  const status = useSubscriptionStatus(!!user);
  const payments = usePaymentsConfig();
  const create = useCreateSubscription();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [initFailed, setInitFailed] = useState(false);
  /** A percent-off or free-months code the person applied (ADR 0117): the page shows its price and subscribes with it. */
  const [offer, setOffer] = useState<TPromoOffer | null>(null);
  const initStarted = useRef(false);

  const subscribed = status.data?.hasSubscription ?? false;
  const currentStatus = status.data?.subscriptionStatus ?? null;
  // A person gets one trial: after it, nothing here promises another (issue 43.2).
  const trial = status.data?.trialAvailable ?? true;
  const stripeMode = payments.data?.mode === 'stripe';

  const onCreateError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) toast.error('Already Subscribed', `Your subscription is ${currentStatus ?? 'active'}`);
    else toast.error('Subscription Error', 'Failed to initialize subscription. Please try again.');
  };

  // With Stripe, the card form needs the subscription's client secret: ask for it once the page knows the user is not subscribed.
  const initialize = (promoCode = offer?.code) => {
    setInitFailed(false);
    create.mutate(promoCode, {
      onSuccess: (data) => (data.clientSecret ? setClientSecret(data.clientSecret) : setInitFailed(true)),
      onError: (error) => {
        setInitFailed(true);
        onCreateError(error);
      },
    });
  };
  useEffect(() => {
    if (!stripeMode || !status.data || subscribed || initStarted.current) return;
    initStarted.current = true;
    initialize();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stripeMode, status.data, subscribed]);

  // With Stripe the card form confirms a subscription made with the code, so a new one is asked for at once.
  const applyOffer = (found: TPromoOffer) => {
    setOffer(found);
    if (stripeMode) {
      setClientSecret(null);
      initialize(found.code);
    }
  };

  const startSandboxTrial = () =>
    create.mutate(offer?.code, {
      onSuccess: () =>
        toast.success(
          `Welcome to ${assistantName}`,
          offer?.kind === 'free_months' && offer.freeMonths
            ? `Your subscription is active! Enjoy your ${monthsText(offer.freeMonths)} free.`
            : trial
              ? `Your subscription is active! Enjoy your ${TRIAL_DAYS}-day free trial.`
              : 'Your subscription is active!',
        ),
      onError: onCreateError,
    });

  if (!user) return <PleaseSignIn />;
  if (status.isLoading || payments.isLoading) return <Spinner className="min-h-[60dvh]" label="Loading your subscription" />;
  if (status.isError || payments.isError) {
    return (
      <div className="grid min-h-[60dvh] place-items-center px-4 text-center">
        <div className="grid gap-3">
          <p className="font-medium">We couldn't load your subscription.</p>
          <Button variant="outline" onClick={() => void Promise.all([status.refetch(), payments.refetch()])}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  if (status.data && subscribed) {
    return (
      <div className="px-4 py-8 md:px-6">
        <SubscribedState status={status.data} assistantName={assistantName} />
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 md:px-6 md:py-10">
      <header className="text-center">
        <h1 className="font-serif text-3xl font-semibold md:text-4xl">Welcome to {assistantName}</h1>
        <p className="mx-auto mt-2 max-w-xl text-muted-foreground">
          Your personal stylist, every day: outfits from your own closet, planned around your calendar and the weather.
        </p>
      </header>
      {status.data?.notice && (
        <div className="mx-auto w-full max-w-xl">
          <SubscriptionNoticeInline notice={status.data.notice.message} />
        </div>
      )}
      <div className="grid items-start gap-6 md:grid-cols-2">
        <PremiumCard offer={offer} />
        <div className="grid gap-4">
          <Card>
            <CardHeader>
              <CardTitle>{trial || offer?.kind === 'free_months' ? 'Start your free trial' : 'Subscribe to Premium'}</CardTitle>
              <CardDescription data-testid="plan-terms">{planTerms(offer, trial)} Cancel anytime.</CardDescription>
            </CardHeader>
            <CardContent>
              {stripeMode ? (
                clientSecret && payments.data?.publishableKey ? (
                  <Suspense fallback={<Spinner className="h-40" label="Loading the card form" />}>
                    <StripeCardForm
                      key={clientSecret}
                      publishableKey={payments.data.publishableKey}
                      clientSecret={clientSecret}
                      freeMonths={offer?.kind === 'free_months' ? offer.freeMonths : null}
                    />
                  </Suspense>
                ) : initFailed ? (
                  <Button variant="outline" className="w-full" onClick={() => initialize()}>
                    Try again
                  </Button>
                ) : (
                  <Spinner className="h-40" label="Preparing the card form" />
                )
              ) : (
                <SandboxTrialForm onStart={startSandboxTrial} busy={create.isPending} trial={trial || offer?.kind === 'free_months'} />
              )}
            </CardContent>
          </Card>
          <PromoCodeForm subscriptionStatus={currentStatus} offer={offer} onOffer={applyOffer} />
          <p className="text-center text-xs leading-relaxed text-muted-foreground">
            By starting your trial you agree to our{' '}
            <Link href="/terms" className="underline underline-offset-2">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link href="/privacy-policy" className="underline underline-offset-2">
              Privacy Policy
            </Link>
            .
            {trial || offer?.kind === 'free_months'
              ? " Your free trial starts today; you won't be charged until it ends."
              : ' You are charged today, then monthly.'}
          </p>
        </div>
      </div>
    </div>
  );
}

/** The plan in a sentence: the trial (or the code's free months), then the monthly price the person will pay. */
function planTerms(offer: TPromoOffer | null, trial: boolean): string {
  if (offer?.kind === 'free_months' && offer.freeMonths) return `${monthsText(offer.freeMonths)} free, then ${PREMIUM_PRICE_LABEL}/month.`;
  const start = trial ? `${TRIAL_DAYS} days free, then ` : '';
  if (offer?.kind === 'percent_off') {
    const lasts = offer.durationMonths ? ` for ${monthsText(offer.durationMonths)}, then ${PREMIUM_PRICE_LABEL}/month` : '';
    return `${capital(`${start}${dollars(offer.priceCents)}/month${lasts}.`)}`;
  }
  return capital(`${start}${PREMIUM_PRICE_LABEL}/month.`);
}
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function SubscriptionNoticeInline({ notice }: { notice: string }) {
  return (
    <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
      {notice}
    </p>
  );
}
