import { AlertTriangle, Clock } from 'lucide-react';
import { Link } from 'wouter';
import type { TSubscriptionNotice } from '../../../../shared/schemas/billing';
import { cn } from '../../../lib/utils';
import { useSubscriptionStatus } from '../api/subscription-status';

export function SubscriptionNotice({ notice, withLink = false }: { notice: TSubscriptionNotice; withLink?: boolean }) {
  const problem = notice.kind !== 'trial_ending';
  const Icon = problem ? AlertTriangle : Clock;
  return (
    <div
      role={problem ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2.5 rounded-lg border p-3 text-left text-sm',
        problem ? 'border-destructive/40 bg-destructive/10 text-destructive' : 'border-accent/40 bg-accent/10',
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        {notice.message}
        {withLink && (
          <>
            {' '}
            <Link href="/subscribe" className="font-medium underline underline-offset-2">
              Manage subscription
            </Link>
          </>
        )}
      </p>
    </div>
  );
}

/** The app layout's banner: the trial ends soon or a payment failed (issue 14.6: the web shows the notice). */
export function SubscriptionNoticeBanner({ enabled }: { enabled: boolean }) {
  const { data } = useSubscriptionStatus(enabled);
  if (!data?.notice) return null;
  return (
    <div className="px-4 pt-3 md:px-6">
      <SubscriptionNotice notice={data.notice} withLink />
    </div>
  );
}
