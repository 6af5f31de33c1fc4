import { Sparkles, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { PREMIUM_PRICE_LABEL, TRIAL_DAYS } from '../../../../shared/billing';
import { buttonVariants } from '../../../components/ui/button';
import { useSubscriptionStatus } from '../api/subscription-status';

const dismissedKey = (userId: number) => `wearwise:trial-offer-dismissed:${userId}`;

function readDismissed(userId: number): boolean {
  try {
    return localStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Issue 43.2: sign-up promises no trial; Home offers it, once. Shown only to someone who never had a
 * subscription (a second subscription gets no trial, so the offer would not be true for them), and
 * gone for good once they choose 'Not now' or start the trial on /subscribe.
 */
export function TrialOffer({ userId }: { userId: number | undefined }) {
  const { data } = useSubscriptionStatus(userId !== undefined);
  // Hidden until the browser's own record is read: the server renders without it, and a page painted
  // with the offer would show it, for a moment, to someone who already said 'Not now'.
  const [dismissed, setDismissed] = useState(true);
  useEffect(() => setDismissed(userId === undefined || readDismissed(userId)), [userId]);
  if (userId === undefined || dismissed || !data || data.hasSubscription || data.subscriptionStatus !== null) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey(userId), '1');
    } catch {
      // Private mode without storage: the offer simply comes back next visit.
    }
    setDismissed(true);
  };
  return (
    <section aria-labelledby="trial-offer-title" className="px-4 pt-3 md:px-6" data-testid="trial-offer">
      <div className="flex items-start gap-3 rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm">
        <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
        <div className="min-w-0 flex-1">
          <h2 id="trial-offer-title" className="font-medium">
            Try Premium free for {TRIAL_DAYS} days
          </h2>
          <p className="text-muted-foreground">Your trial starts only when you choose it; then {PREMIUM_PRICE_LABEL}/month unless you cancel before it ends.</p>
          <Link href="/subscribe" className={buttonVariants({ size: 'sm', className: 'mt-2' })}>
            See Premium
          </Link>
        </div>
        <button type="button" onClick={dismiss} className="rounded p-1 text-muted-foreground hover:text-foreground" aria-label="Not now: hide the trial offer">
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </section>
  );
}
