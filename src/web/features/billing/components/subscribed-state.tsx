import { BadgeCheck, Crown } from 'lucide-react';
import { Link } from 'wouter';
import type { TSubscriptionStatus } from '../../../../shared/schemas/billing';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { SubscriptionNotice } from './subscription-notice';

const STATUS_LABELS: Record<string, string> = { trialing: 'Free trial', active: 'Active', past_due: 'Payment past due' };

export function formatTrialEnd(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Spec 2.13: lifetime access is active with no trial end and no payment-provider subscription id. */
export const isLifetime = (s: TSubscriptionStatus) => s.subscriptionStatus === 'active' && !s.trialEndDate && !s.stripeSubscriptionId;

export function SubscribedState({ status, assistantName }: { status: TSubscriptionStatus; assistantName: string }) {
  const lifetime = isLifetime(status);
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardContent className="grid justify-items-center gap-4 p-8">
        <div className="grid size-14 place-items-center rounded-full bg-accent/15 text-accent">
          {lifetime ? <Crown aria-hidden className="size-7" /> : <BadgeCheck aria-hidden className="size-7" />}
        </div>
        <h1 className="font-serif text-2xl font-semibold">{lifetime ? 'Lifetime Free Access!' : "You're Already Subscribed!"}</h1>
        {lifetime ? (
          <p className="text-sm text-muted-foreground">Every Premium feature of {assistantName} is yours, for good. No card, no charges.</p>
        ) : (
          <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left text-sm">
            <dt className="text-muted-foreground">Status</dt>
            <dd className="font-medium">{STATUS_LABELS[status.subscriptionStatus ?? ''] ?? status.subscriptionStatus}</dd>
            {status.trialEndDate && (
              <>
                <dt className="text-muted-foreground">Trial ends</dt>
                <dd className="font-medium">{formatTrialEnd(status.trialEndDate)}</dd>
              </>
            )}
          </dl>
        )}
        {status.notice && <SubscriptionNotice notice={status.notice} />}
        <Button asChild className="w-full">
          <Link href="/home">Go to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
