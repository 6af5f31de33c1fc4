import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's Premium state, one row per user, kept in step with Stripe by create-subscription and
 * webhooks (ADR 0039). A later subscription replaces the earlier one's id; events about the old
 * one then find no row and change nothing.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'stripe' or 'sandbox' for paid plans; 'promo' for lifetime access from a code. */
    provider: text('provider', { enum: ['stripe', 'sandbox', 'promo'] }).notNull(),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
    /** Stripe's own status string ('trialing', 'active', 'past_due'...), or 'active' for lifetime. */
    status: text('status'),
    lifetime: boolean('lifetime').notNull().default(false),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Stripe still waits for the card (a pending SetupIntent or an unpaid first invoice). */
    awaitingConfirmation: boolean('awaiting_confirmation').notNull().default(false),
    /** When we first saw the subscription past_due: the 7-day grace counts from here. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** The last payment problem Stripe told us about, cleared when a payment goes through. */
    paymentIssue: text('payment_issue', { enum: ['payment_failed', 'action_required'] }),
    /** The subscription whose trial reminder was sent (one per subscription). */
    trialReminderFor: text('trial_reminder_for'),
    /** True once the user has had a trial: a second subscription gets none. */
    hadTrial: boolean('had_trial').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_subscription_id_unique').on(t.subscriptionId)],
);

/**
 * One try at subscribing, written before Stripe is called. Its key derives every Idempotency-Key
 * sent to Stripe, so a double click, a retry or a second process reuse the same customer and
 * subscription. At most one open attempt per user.
 */
export const subscriptionAttempts = pgTable(
  'subscription_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** 'open' until its subscription ends (canceled, expired): then a new attempt may start. */
    state: text('state', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    withTrial: boolean('with_trial').notNull(),
    /** The percent-off or free-months code this attempt's subscription is made with (ADR 0117). */
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_attempts_key_unique').on(t.key),
    uniqueIndex('subscription_attempts_one_open')
      .on(t.userId)
      .where(sql`${t.state} = 'open'`),
  ],
);

/** Every Stripe event id handled, written in the same transaction as its effect. */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    lifetimeFree: boolean('lifetime_free').notNull().default(true),
    /** What the code gives (ADR 0117). A 'lifetime' row with `lifetime_free` false predates kinds and gives nothing, as it did. */
    kind: text('kind', { enum: ['lifetime', 'percent_off', 'free_months'] })
      .notNull()
      .default('lifetime'),
    /** percent_off: 1 to 100. */
    percentOff: integer('percent_off'),
    /** percent_off: months the reduction lasts; null for as long as the subscription runs. */
    durationMonths: integer('duration_months'),
    /** free_months: months before the first charge. */
    freeMonths: integer('free_months'),
    /** Stripe's coupon and promotion code for these terms, made at the first redemption; cleared when the terms change. */
    stripeCouponId: text('stripe_coupon_id'),
    stripePromotionCodeId: text('stripe_promotion_code_id'),
    /** Null: unlimited. */
    maxRedemptions: integer('max_redemptions'),
    /** Null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    redemptions: integer('redemptions').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Codes are compared case-insensitively, so 'SPRING' and 'spring' are one code.
    uniqueIndex('promo_codes_code_ci_unique').on(sql`lower(${t.code})`),
    // Each kind carries its own numbers and no other's (the admin schema says the same in words).
    check(
      'promo_codes_kind_terms',
      sql`(${t.kind} = 'lifetime' and ${t.percentOff} is null and ${t.durationMonths} is null and ${t.freeMonths} is null)
        or (${t.kind} = 'percent_off' and not ${t.lifetimeFree} and ${t.percentOff} between 1 and 100 and (${t.durationMonths} is null or ${t.durationMonths} >= 1) and ${t.freeMonths} is null)
        or (${t.kind} = 'free_months' and not ${t.lifetimeFree} and ${t.freeMonths} >= 1 and ${t.percentOff} is null and ${t.durationMonths} is null)`,
    ),
  ],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_redemptions_user_code_unique').on(t.promoCodeId, t.userId), index('promo_redemptions_user_idx').on(t.userId)],
);

/** Free-tier use of the limited features, per user and local date. */
export const premiumUsage = pgTable(
  'premium_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    feature: text('feature', { enum: ['chat', 'outfit_refresh'] }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.feature] })],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
