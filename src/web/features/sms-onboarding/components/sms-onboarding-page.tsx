import { CheckCircle2, ExternalLink, Loader2, MessageSquareText, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { smsFrequencyShort, TEXT_ONBOARDING_REDIRECT_MS } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/skeleton';
import { useCurrentUser, useSetCurrentUser } from '../../../lib/current-user';
import { usePublicConfig } from '../../../lib/public-config';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { useConsultationStatus } from '../api/consultation-status';
import { useStartTextConsultation } from '../api/start-consultation';
import { usePollUserStatus } from '../api/user-status';

/** Spec section 4, 'Text onboarding'. */
export type TextOnboardingState = 'pending' | 'started' | 'completed';

const STEPS: { state: TextOnboardingState; label: string }[] = [
  { state: 'pending', label: 'Start' },
  { state: 'started', label: 'Reply by text' },
  { state: 'completed', label: 'Profile ready' },
];

/** +14155550134 reads as (415) 555-0134; other numbers are shown as stored. */
export function displayPhone(e164: string | null): string {
  if (!e164) return 'your phone';
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}

/**
 * Spec 2.11: the style consultation by text. It guards itself (no RequireUser around it):
 * no user goes to /auth, an onboarded user goes to /. States pending, started, completed;
 * while started the user is polled until onboardingCompleted, then / after 2 s.
 */
export function SmsOnboardingPage() {
  const { user, isLoading } = useCurrentUser();
  const { brandName, assistantName, smsMonthlyLimit, devPhoneEnabled } = usePublicConfig();
  const setCurrentUser = useSetCurrentUser();
  const [, navigate] = useLocation();
  const [state, setState] = useState<TextOnboardingState>('pending');
  const start = useStartTextConsultation();
  const poll = usePollUserStatus(user?.id, state === 'started');
  const status = useConsultationStatus(!!user && !user.onboardingCompleted, state === 'started');

  // Sign-up already sent the first text: the page opens on 'started', and the button stays quiet.
  useEffect(() => {
    if (state === 'pending' && status.data?.status === 'started') setState('started');
  }, [state, status.data?.status]);

  useEffect(() => {
    if (state === 'started' && poll.data?.onboardingCompleted) {
      setState('completed');
      setCurrentUser(poll.data);
    }
  }, [state, poll.data, setCurrentUser]);

  useEffect(() => {
    if (state !== 'completed') return;
    const timer = window.setTimeout(() => navigate('/', { replace: true }), TEXT_ONBOARDING_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  if (isLoading) return <Spinner className="min-h-dvh" label="Loading your account" />;
  if (!user) return <Redirect to="/auth" replace />;
  if (user.onboardingCompleted && state !== 'completed') return <Redirect to="/" replace />;

  const onStart = () =>
    start.mutate(user.id, {
      onSuccess: () => {
        setState('started');
        void status.refetch();
        toast.success('Text message sent', 'Check your phone to begin your style consultation');
      },
      onError: () => toast.error('Error', 'Failed to send text message. Please try again.'),
    });

  const phone = displayPhone(user.phoneNumber);
  const firstName = user.fullName.split(/\s+/)[0] ?? user.fullName;
  const stepIndex = STEPS.findIndex((s) => s.state === state);

  return (
    <div className="relative min-h-dvh overflow-hidden bg-background text-foreground">
      <div aria-hidden className="pointer-events-none absolute -right-48 -top-48 size-[34rem] rounded-full bg-accent/15 blur-3xl" />
      <div className="relative mx-auto flex min-h-dvh max-w-xl flex-col px-5 py-6 sm:px-8">
        <header className="flex items-center justify-between">
          <span className="font-serif text-2xl font-semibold tracking-tight">{brandName}</span>
          <span className="text-sm text-muted-foreground">{user.username ? `@${user.username}` : user.fullName}</span>
        </header>

        <main className="flex flex-1 flex-col justify-center py-10">
          <ol aria-label="Consultation progress" className="mb-8 grid grid-cols-3 gap-2">
            {STEPS.map((s, i) => (
              <li key={s.state} aria-current={i === stepIndex ? 'step' : undefined} className="grid gap-2">
                <span className={cn('h-1 rounded-full', i <= stepIndex ? 'bg-accent' : 'bg-border')} />
                <span className={cn('text-xs font-medium', i <= stepIndex ? 'text-foreground' : 'text-muted-foreground')}>{s.label}</span>
              </li>
            ))}
          </ol>

          <section
            aria-live="polite"
            className="rounded-3xl border border-border bg-card p-7 shadow-xl shadow-stone-900/5 sm:p-9"
            data-testid="sms-onboarding-state"
            data-state={state}
          >
            {state === 'pending' ? (
              <>
                <span className="flex size-14 items-center justify-center rounded-2xl bg-accent/10 text-accent">
                  <MessageSquareText className="size-7" aria-hidden />
                </span>
                <h1 className="mt-6 font-serif text-3xl font-semibold leading-tight tracking-tight sm:text-4xl">Your style consultation, by text</h1>
                <p className="mt-4 leading-relaxed text-muted-foreground">
                  Hi {firstName}! {assistantName}, your personal stylist, will text you at{' '}
                  <strong className="whitespace-nowrap font-semibold text-foreground">{phone}</strong> with a few quick questions about your style, your week
                  and what you love to wear. It takes about five minutes, and you can reply whenever suits you.
                </p>
                <Button type="button" size="lg" className="mt-8 w-full rounded-full" onClick={onStart} disabled={start.isPending} aria-busy={start.isPending}>
                  {start.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Smartphone aria-hidden />}
                  {start.isPending ? 'Sending...' : 'Start Text Consultation'}
                </Button>
              </>
            ) : null}

            {state === 'started' ? (
              <>
                <span className="flex size-14 items-center justify-center rounded-2xl bg-accent/10 text-accent">
                  <Smartphone className="size-7" aria-hidden />
                </span>
                <h1 className="mt-6 font-serif text-3xl font-semibold leading-tight tracking-tight sm:text-4xl">Check your phone</h1>
                <p className="mt-4 leading-relaxed text-muted-foreground">
                  {assistantName} has texted <strong className="whitespace-nowrap font-semibold text-foreground">{phone}</strong>. Reply to the questions there;
                  this page moves on by itself as soon as your style profile is ready.
                </p>
                <p role="status" className="mt-6 flex items-center gap-3 rounded-xl bg-muted px-4 py-3 text-sm">
                  <Loader2 className="size-4 animate-spin text-accent" aria-hidden />
                  {poll.isError ? "We couldn't check your progress just now. We'll keep trying." : 'Waiting for your replies...'}
                </p>
                <Button
                  type="button"
                  variant="outline"
                  className="mt-4 w-full rounded-full"
                  onClick={onStart}
                  disabled={start.isPending || !status.data?.canResend}
                  aria-describedby="resend-hint"
                >
                  {start.isPending ? 'Sending...' : 'Start Text Consultation'}
                </Button>
                <p id="resend-hint" className="mt-2 text-center text-xs text-muted-foreground">
                  {status.data?.canResend
                    ? "Didn't get it? Send the current question again."
                    : `${status.data ? `${status.data.answered} of ${status.data.questions} answered. ` : ''}You can ask for the text again if a day passes without a reply.`}
                </p>
              </>
            ) : null}

            {state === 'completed' ? (
              <>
                <span className="flex size-14 items-center justify-center rounded-2xl bg-emerald-500/10 text-emerald-600 dark:text-emerald-400">
                  <CheckCircle2 className="size-7" aria-hidden />
                </span>
                <h1 className="mt-6 font-serif text-3xl font-semibold leading-tight tracking-tight sm:text-4xl">Your style profile is ready</h1>
                <p className="mt-4 leading-relaxed text-muted-foreground">Thanks, {firstName}. Taking you to your dashboard...</p>
              </>
            ) : null}
          </section>

          {state === 'completed' ? null : (
            <div className="mt-6 grid gap-3 text-center text-sm">
              {devPhoneEnabled ? (
                <p className="text-muted-foreground">
                  No real phone in this demo?{' '}
                  <a
                    href="/dev/phone"
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-accent underline-offset-4 hover:underline"
                  >
                    Open the simulated phone <ExternalLink className="size-3.5" aria-hidden />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                  <span className="mt-1 block text-xs">The first time, open it from the link the server printed when it started.</span>
                </p>
              ) : null}
              <Link href="/onboarding?from=text" className="font-medium text-foreground underline underline-offset-4 hover:text-accent">
                Prefer the web? Set up in the app instead
              </Link>
            </div>
          )}
        </main>

        <footer className="text-center text-xs leading-relaxed text-muted-foreground">
          {smsFrequencyShort(smsMonthlyLimit)}; replies to your texts are not counted. Msg & data rates may apply. Reply STOP to cancel, HELP for help.{' '}
          <Link href="/privacy-policy" className="underline underline-offset-2 hover:text-foreground">
            Privacy
          </Link>{' '}
          ·{' '}
          <Link href="/terms" className="underline underline-offset-2 hover:text-foreground">
            Terms
          </Link>
        </footer>
      </div>
    </div>
  );
}
