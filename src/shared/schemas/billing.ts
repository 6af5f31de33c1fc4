import { z } from 'zod';
import { PROMO_KINDS, termsProblem } from '../promo-offer';

/** POST /api/create-subscription: no promo code starts a subscription; a promo code redeems it (spec 5: trimmed, non-empty). */
export const ZPromoCodeField = z
  .string({ error: 'Please enter a promo code' })
  .trim()
  .min(1, { error: 'Please enter a promo code' })
  .max(64, { error: 'Must be at most 64 characters' });
export const ZApplyPromoCodeForm = z.object({ promoCode: ZPromoCodeField });
export type TApplyPromoCodeForm = z.infer<typeof ZApplyPromoCodeForm>;

export const ZCreateSubscriptionRequest = z.object({ promoCode: ZPromoCodeField.optional() }).strict().optional();
export type TCreateSubscriptionRequest = z.infer<typeof ZCreateSubscriptionRequest>;

/** What a valid code gives, for the subscribe page to show before anything is charged. */
export const ZPromoOffer = z.object({
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  percentOff: z.number().int().nullable(),
  durationMonths: z.number().int().nullable(),
  freeMonths: z.number().int().nullable(),
  /** The monthly price after the code, in cents (the full price for lifetime and free-months codes). */
  priceCents: z.number().int(),
  fullPriceCents: z.number().int(),
  /** One sentence: '20% off: $23.99/month', '3 months free, then $29.99/month'. */
  summary: z.string(),
  expiresAt: z.string().nullable(),
});
export type TPromoOffer = z.infer<typeof ZPromoOffer>;

/** Spec 3, Subscription creation response. */
export const ZCreateSubscriptionResponse = z.object({
  success: z.boolean().optional(),
  isLifetimeFree: z.boolean().optional(),
  clientSecret: z.string().optional(),
  /** Why a promo code was refused. */
  message: z.string().optional(),
  /** A percent-off or free-months code the subscription was made with. */
  offer: ZPromoOffer.optional(),
});
export type TCreateSubscriptionResponse = z.infer<typeof ZCreateSubscriptionResponse>;

export const ZSubscriptionNotice = z.object({
  kind: z.enum(['trial_ending', 'payment_failed', 'action_required']),
  message: z.string(),
});
export type TSubscriptionNotice = z.infer<typeof ZSubscriptionNotice>;

/** Spec 3, Subscription status, plus a notice (issue 14.3). */
export const ZSubscriptionStatus = z.object({
  hasSubscription: z.boolean(),
  subscriptionStatus: z.string().nullable(),
  trialEndDate: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  notice: ZSubscriptionNotice.nullable(),
  /** Whether a subscription started now would begin with the free trial (a person gets one trial). */
  trialAvailable: z.boolean(),
});
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/** What the page needs to choose Stripe Elements or the sandbox. */
export const ZPaymentsConfig = z.object({ mode: z.enum(['stripe', 'sandbox']), publishableKey: z.string().nullable() });
export type TPaymentsConfig = z.infer<typeof ZPaymentsConfig>;

/** The free tier's counters (decisions.md 7), for the web to show what is left. */
export const ZEntitlement = z.object({
  premium: z.boolean(),
  chatMessagesLeft: z.number().int().nullable(),
  outfitRefreshesLeft: z.number().int().nullable(),
});
export type TEntitlement = z.infer<typeof ZEntitlement>;

const wholeIn = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a whole number from ${min} to ${max}` })
    .int({ error: `${what} must be a whole number from ${min} to ${max}` })
    .min(min, { error: `${what} must be at least ${min}` })
    .max(max, { error: `${what} must be at most ${max}` })
    .nullable()
    .default(null);

/**
 * Promo codes in the operator console (issue 14.5; kinds: issue 43.3, ADR 0117). One schema for the
 * console form and the route: a lifetime code gives lifetime access; a percent-off code takes
 * `percentOff` % off the monthly price, for `durationMonths` months or (empty) for as long as the
 * subscription runs; a free-months code starts the subscription with `freeMonths` months free.
 */
export const ZPromoCodeInput = z
  .object({
    code: z
      .string({ error: 'Code is required' })
      .trim()
      .min(3, { error: 'Code must be at least 3 characters' })
      .max(64, { error: 'Code must be at most 64 characters' })
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'Use letters, digits, dashes and underscores only' }),
    description: z.string({ error: 'Description must be text' }).trim().max(500, { error: 'Description must be at most 500 characters' }).default(''),
    kind: z.enum(PROMO_KINDS, { error: 'Kind must be lifetime, percent_off or free_months' }).default('lifetime'),
    percentOff: wholeIn('Percent off', 1, 100),
    durationMonths: wholeIn('Months of the discount', 1, 36),
    freeMonths: wholeIn('Free months', 1, 24),
    /** Before kinds a code said lifetime or not: false on a lifetime code keeps an old code that gives nothing; never true on another kind. */
    lifetimeFree: z.boolean({ error: 'Lifetime free must be true or false' }).optional(),
    maxRedemptions: z
      .number({ error: 'Max redemptions must be a whole number, or empty for unlimited' })
      .int({ error: 'Max redemptions must be a whole number, or empty for unlimited' })
      .min(1, { error: 'Must be at least 1, or empty for unlimited' })
      .max(1_000_000, { error: 'Must be at most 1,000,000, or empty for unlimited' })
      .nullable()
      .default(null),
    expiresAt: z.iso.datetime({ offset: true, error: 'Must be a date and time (ISO 8601)' }).nullable().default(null),
    isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
  })
  .superRefine((v, issues) => {
    const problem = termsProblem(v);
    if (problem) issues.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    if (v.lifetimeFree === true && v.kind !== 'lifetime')
      issues.addIssue({ code: 'custom', path: ['lifetimeFree'], message: 'Only a lifetime code gives lifetime free access' });
  });
export type TPromoCodeInput = z.input<typeof ZPromoCodeInput>;

export const ZPromoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(PROMO_KINDS),
  percentOff: z.number().int().nullable(),
  durationMonths: z.number().int().nullable(),
  freeMonths: z.number().int().nullable(),
  /** True for a lifetime code (kept for the clients that read it). */
  lifetimeFree: z.boolean(),
  maxRedemptions: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  isActive: z.boolean(),
  redemptions: z.number().int(),
  createdAt: z.string(),
});
export type TPromoCode = z.infer<typeof ZPromoCode>;

/** POST /api/promo-code/check: a code's offer, or a 4xx with the reason. */
export const ZCheckPromoCodeRequest = z.object({ promoCode: ZPromoCodeField }).strict();
