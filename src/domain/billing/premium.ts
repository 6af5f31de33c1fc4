import { PAST_DUE_GRACE_DAYS, TRIAL_NOTICE_DAYS } from '../../shared/billing';

const DAY_MS = 86_400_000;

/** The parts of a stored subscription the Premium rule reads. */
export interface SubscriptionFacts {
  status: string | null;
  lifetime: boolean;
  trialEnd: Date | null;
  pastDueSince: Date | null;
  /** A trial whose card was never confirmed (Stripe's pending SetupIntent) does not count yet. */
  awaitingConfirmation: boolean;
  paymentIssue: 'payment_failed' | 'action_required' | null;
}

/**
 * Decisions.md 7, the one rule: trialing, active, past_due within the grace period, or lifetime.
 * A trial counts once its card is confirmed; a trial whose end has passed without Stripe moving it
 * on counts no longer.
 */
export function isPremium(s: SubscriptionFacts | null | undefined, now: Date): boolean {
  if (!s) return false;
  if (s.lifetime) return true;
  switch (s.status) {
    case 'active':
      return true;
    case 'trialing':
      return !s.awaitingConfirmation && (!s.trialEnd || s.trialEnd.getTime() > now.getTime());
    case 'past_due':
      return !!s.pastDueSince && now.getTime() - s.pastDueSince.getTime() <= PAST_DUE_GRACE_DAYS * DAY_MS;
    default:
      return false;
  }
}

/** Statuses in which starting another subscription would charge twice. */
export function blocksNewSubscription(s: SubscriptionFacts | null | undefined): boolean {
  if (!s) return false;
  if (s.lifetime) return true;
  if (s.status === 'trialing') return !s.awaitingConfirmation;
  return s.status === 'active' || s.status === 'past_due';
}

export type Notice = { kind: 'trial_ending' | 'payment_failed' | 'action_required'; message: string };

/** What the app shows beside the status: a payment problem first, then a trial about to end. */
export function subscriptionNotice(s: SubscriptionFacts | null | undefined, now: Date, formatDate: (d: Date) => string): Notice | null {
  if (!s || s.lifetime) return null;
  if (s.paymentIssue === 'action_required' && ['past_due', 'incomplete', 'unpaid', 'active', 'trialing'].includes(s.status ?? '')) {
    return { kind: 'action_required', message: 'Your bank needs you to confirm your latest payment. Open Subscribe to finish it.' };
  }
  if (s.paymentIssue === 'payment_failed' || s.status === 'past_due' || s.status === 'unpaid') {
    const graceEnd = s.pastDueSince ? new Date(s.pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS) : null;
    return {
      kind: 'payment_failed',
      message:
        graceEnd && graceEnd.getTime() > now.getTime()
          ? `Your last payment failed. Update your card by ${formatDate(graceEnd)} to keep Premium.`
          : 'Your last payment failed. Update your card to keep Premium.',
    };
  }
  if (s.status === 'trialing' && !s.awaitingConfirmation && s.trialEnd) {
    const left = s.trialEnd.getTime() - now.getTime();
    if (left > 0 && left <= TRIAL_NOTICE_DAYS * DAY_MS) {
      return { kind: 'trial_ending', message: `Your free trial ends on ${formatDate(s.trialEnd)}. Premium then continues at $29.99/month.` };
    }
  }
  return null;
}
