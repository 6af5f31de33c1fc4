import type { UserRow } from '../../../db/schema';
import { isPremium, subscriptionNotice } from '../../../domain/billing/premium';
import { PREMIUM_PRICE_LABEL } from '../../../shared/billing';
import type { TAccountSubscription } from '../../../shared/schemas/account';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { isCancellable, isResumable } from './cancel-subscription';
import { currentSubscription, factsOf } from './record';
import { callProvider } from './provider-call';
import { userDate } from './subscription-status';

const SANDBOX_PORTAL = 'Billing is in test mode here: no card is stored, so there is no billing page to open.';

/** GET /api/user/subscription: the plan as the settings page shows it, from our record. */
export async function accountSubscription(ctx: Ctx, user: UserRow): Promise<TAccountSubscription> {
  const row = await currentSubscription(ctx, user.id);
  const facts = factsOf(row);
  const now = ctx.now();
  const premium = isPremium(facts, now);
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  const plan = row?.lifetime && premium ? 'lifetime' : premium ? 'premium' : 'free';
  const hasCustomer = !!row?.customerId && row.provider === 'stripe';
  const portal =
    ctx.payments.kind !== 'stripe'
      ? { available: false, reason: SANDBOX_PORTAL }
      : hasCustomer
        ? { available: true, reason: null }
        : { available: false, reason: 'Your billing details appear here once you subscribe with a card.' };
  const ending = !!row && (row.cancelAtPeriodEnd || row.status === 'canceled');
  return {
    plan,
    planName: plan === 'lifetime' ? 'Premium (lifetime)' : plan === 'premium' ? 'Premium' : 'Free',
    priceLabel: plan === 'premium' ? `${PREMIUM_PRICE_LABEL} / month` : null,
    status: row?.status ?? null,
    renewsAt: premium && !ending && !row?.lifetime ? iso(row?.currentPeriodEnd ?? row?.trialEnd) : null,
    endsAt: premium && ending ? iso(row?.currentPeriodEnd ?? row?.trialEnd) : null,
    trialEndsAt: row?.status === 'trialing' ? iso(row.trialEnd) : null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    canCancel: isCancellable(row) && !row.cancelAtPeriodEnd,
    canResume: premium && isResumable(row, now),
    portal,
    notice: subscriptionNotice(facts, now, (d) => userDate(d, user.timezone))?.message ?? null,
  };
}

/** POST /api/user/subscription/portal: a one-time link to Stripe's customer portal, back to /settings. */
export async function billingPortalLink(ctx: Ctx, user: UserRow, returnUrl: string): Promise<{ url: string }> {
  const row = await currentSubscription(ctx, user.id);
  if (ctx.payments.kind !== 'stripe') throw new AppError('CONFLICT', SANDBOX_PORTAL);
  if (!row?.customerId || row.provider !== 'stripe') throw new AppError('CONFLICT', 'There are no billing details to manage yet.');
  const session = await callProvider(ctx, () => ctx.payments.createPortalSession(row.customerId!, returnUrl));
  if (!session) throw new AppError('CONFLICT', SANDBOX_PORTAL);
  return session;
}
