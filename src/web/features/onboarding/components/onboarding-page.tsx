import { CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { useCurrentUser, useSetCurrentUser } from '../../../lib/current-user';
import { usePublicConfig } from '../../../lib/public-config';
import { toast } from '../../../lib/toast';
import { useCompleteOnboarding } from '../api/complete-onboarding';

/** Spec 2.10: after completion the user goes to / after 1 second. */
export const ONBOARDING_REDIRECT_MS = 1000;

/**
 * The web alternative to the text consultation. For now a single step that marks
 * onboarding complete; the four-step wizard (spec 2.10) replaces it later.
 * Routed inside RequireUser, so a user is always present.
 */
export function OnboardingPage() {
  const { user } = useCurrentUser();
  const { brandName, assistantName } = usePublicConfig();
  const setCurrentUser = useSetCurrentUser();
  const complete = useCompleteOnboarding();
  const [, navigate] = useLocation();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/', { replace: true }), ONBOARDING_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  if (!user) return null;

  const onFinish = () =>
    complete.mutate(user.id, {
      onSuccess: (updated) => {
        setDone(true);
        setCurrentUser(updated);
        toast.success('Welcome aboard', `${assistantName} is ready to style you.`);
      },
      onError: (error) => toast.error('Error completing onboarding', error instanceof ApiError && error.status < 500 ? error.message : 'Please try again.'),
    });

  return (
    <div className="min-h-dvh bg-background text-foreground">
      <div className="mx-auto flex min-h-dvh max-w-xl flex-col px-5 py-6 sm:px-8">
        <header className="font-serif text-2xl font-semibold tracking-tight">{brandName}</header>
        <main className="flex flex-1 flex-col justify-center py-10">
          <section className="rounded-3xl border border-border bg-card p-7 shadow-xl shadow-stone-900/5 sm:p-9" aria-live="polite">
            <h1 className="font-serif text-4xl font-semibold tracking-tight">Onboarding</h1>
            {done ? (
              <p className="mt-4 flex items-center gap-2 leading-relaxed text-muted-foreground">
                <CheckCircle2 className="size-5 text-emerald-600" aria-hidden /> All set. Taking you to your dashboard...
              </p>
            ) : (
              <p className="mt-4 leading-relaxed text-muted-foreground">
                Finish setting up your account on the web, and {assistantName} will start suggesting outfits from your closet right away.
              </p>
            )}
            <Button
              type="button"
              variant="accent"
              size="lg"
              className="mt-8 w-full rounded-full"
              onClick={onFinish}
              disabled={complete.isPending || done}
              aria-busy={complete.isPending}
            >
              {complete.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {complete.isPending ? 'Finishing...' : 'Finish setup'}
            </Button>
          </section>
          {done ? null : (
            <Link href="/sms-onboarding" className="mt-6 text-center text-sm font-medium underline underline-offset-4 hover:text-accent">
              Prefer text? Do your style consultation by SMS
            </Link>
          )}
        </main>
      </div>
    </div>
  );
}
