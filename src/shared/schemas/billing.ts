import { z } from 'zod';

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

/** Spec 3, Subscription creation response. */
export const ZCreateSubscriptionResponse = z.object({
  success: z.boolean().optional(),
  isLifetimeFree: z.boolean().optional(),
  clientSecret: z.string().optional(),
  /** Why a promo code was refused. */
  message: z.string().optional(),
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

/** Promo codes in the operator console (issue 14.5). */
export const ZPromoCodeInput = z.object({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .min(3, { error: 'Code must be at least 3 characters' })
    .max(64, { error: 'Code must be at most 64 characters' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Use letters, digits, dashes and underscores only' }),
  description: z.string({ error: 'Description must be text' }).trim().max(500, { error: 'Description must be at most 500 characters' }).default(''),
  lifetimeFree: z.boolean({ error: 'Lifetime free must be true or false' }).default(true),
  maxRedemptions: z
    .number({ error: 'Max redemptions must be a whole number, or empty for unlimited' })
    .int({ error: 'Max redemptions must be a whole number, or empty for unlimited' })
    .min(1, { error: 'Must be at least 1, or empty for unlimited' })
    .max(1_000_000, { error: 'Must be at most 1,000,000, or empty for unlimited' })
    .nullable()
    .default(null),
  expiresAt: z.iso.datetime({ offset: true, error: 'Must be a date and time (ISO 8601)' }).nullable().default(null),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
});
export type TPromoCodeInput = z.input<typeof ZPromoCodeInput>;

export const ZPromoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  lifetimeFree: z.boolean(),
  maxRedemptions: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  isActive: z.boolean(),
  redemptions: z.number().int(),
  createdAt: z.string(),
});
export type TPromoCode = z.infer<typeof ZPromoCode>;
