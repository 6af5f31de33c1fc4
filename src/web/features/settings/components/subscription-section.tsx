import { ExternalLink, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { TAccountSubscription } from '../../../../shared/schemas/account';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useAccountSubscription, useBillingPortal, useCancelSubscription, useResumeSubscription } from '../api/subscription';
import { longDate } from '../lib/account-dates';
import type { SettingsSectionProps } from './section-props';

const STATUS_LABEL: Record<string, string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete: 'Waiting for your card',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

function statusLabel(s: TAccountSubscription): string {
  if (s.plan === 'lifetime') return 'Lifetime';
  if (s.cancelAtPeriodEnd && s.endsAt) return 'Ending';
  return (s.status && STATUS_LABEL[s.status]) ?? (s.plan === 'free' ? 'Free' : 'Active');
}

/** The sentence under the plan: when it renews, when it ends, or what Premium adds. */
function whenLine(s: TAccountSubscription, timeZone: string): string {
  if (s.plan === 'lifetime') return 'Premium for life: nothing to pay, nothing renews.';
  if (s.endsAt) return `Premium until ${longDate(s.endsAt, timeZone)}. It will not renew${s.canResume ? ' unless you resume it before then' : ''}.`;
  if (s.trialEndsAt && s.renewsAt) return `Free trial until ${longDate(s.trialEndsAt, timeZone)}; then ${s.priceLabel ?? 'Premium'} from that day.`;
  if (s.renewsAt) return `Renews on ${longDate(s.renewsAt, timeZone)}${s.priceLabel ? ` at ${s.priceLabel}` : ''}.`;
  return 'Daily outfits, unlimited styling and more come with Premium.';
}

/** Settings → Subscription: the plan, when it renews or ends, Cancel, and Stripe's billing page. */
export function SubscriptionSection({ user }: SettingsSectionProps) {
  const subscription = useAccountSubscription();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useBillingPortal();
  const [confirming, setConfirming] = useState(false);
  const s = subscription.data;

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (next) => {
        setConfirming(false);
        toast.success('Subscription canceled', next.endsAt ? `You keep Premium until ${longDate(next.endsAt, user.timezone)}.` : undefined);
      },
      onError: (error) => toast.error('Could not cancel', error instanceof ApiError && error.status < 500 ? error.message : 'Please try again.'),
    });
  const onResume = () =>
    resume.mutate(undefined, {
      onSuccess: (next) => toast.success('Subscription resumed', next.renewsAt ? `Premium renews on ${longDate(next.renewsAt, user.timezone)}.` : undefined),
      onError: (error) => toast.error('Could not resume', error instanceof ApiError && error.status < 500 ? error.message : 'Please try again.'),
    });
  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error('Could not open billing', error instanceof ApiError && error.status < 500 ? error.message : 'Please try again.'),
    });

  return (
    <Card id="subscription">
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
        <CardDescription>Your plan and billing.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {subscription.isPending ? (
          <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading subscription">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-64" />
          </div>
        ) : !s ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p className="text-muted-foreground">Your subscription could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => subscription.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <div className="grid gap-1">
              <p className="flex flex-wrap items-center gap-2 text-base font-semibold">
                {s.planName}
                {/* 'Free' beside the plan named Free said one thing twice. */}
                {statusLabel(s) !== s.planName ? <Badge variant={s.cancelAtPeriodEnd ? 'outline' : 'secondary'}>{statusLabel(s)}</Badge> : null}
              </p>
              <p className="text-sm text-muted-foreground">{whenLine(s, user.timezone)}</p>
              {s.notice ? (
                <p className="text-sm font-medium text-destructive" role="status">
                  {s.notice}
                </p>
              ) : null}
            </div>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              {s.plan === 'free' ? (
                <Link href="/subscribe" className={buttonVariants({ variant: 'default' })}>
                  See Premium
                </Link>
              ) : null}
              {s.portal.available ? (
                <Button variant="outline" onClick={openPortal} disabled={portal.isPending} aria-busy={portal.isPending}>
                  {portal.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <ExternalLink aria-hidden />}
                  Manage billing
                </Button>
              ) : null}
              {s.canResume ? (
                <Button onClick={onResume} disabled={resume.isPending} aria-busy={resume.isPending}>
                  {resume.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
                  Resume subscription
                </Button>
              ) : null}
              {s.canCancel ? (
                <Button variant="ghost" className="text-destructive hover:text-destructive" onClick={() => setConfirming(true)}>
                  Cancel subscription
                </Button>
              ) : null}
            </div>
            {!s.portal.available && s.plan !== 'free' && s.plan !== 'lifetime' && s.portal.reason ? (
              <p className="text-xs text-muted-foreground">Manage billing: {s.portal.reason}</p>
            ) : null}
          </>
        )}
      </CardContent>
      <Dialog open={confirming} onOpenChange={(open) => !cancel.isPending && setConfirming(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel Premium?</DialogTitle>
            <DialogDescription>
              {s?.renewsAt
                ? `You keep Premium until ${longDate(s.renewsAt, user.timezone)}; after that you won't be charged again, and your closet and looks stay.`
                : "You won't be charged again, and your closet and looks stay."}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={cancel.isPending}>
                Keep Premium
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={onCancel} disabled={cancel.isPending} aria-busy={cancel.isPending}>
              {cancel.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              Cancel subscription
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
