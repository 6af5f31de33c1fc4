/** Spec 9: Premium price and free trial; decisions.md 7: the free tier's daily limits and the grace period. */
export const PREMIUM_PRICE_USD = 29.99;
export const PREMIUM_PRICE_LABEL = '$29.99';
export const TRIAL_DAYS = 30;
/** A past_due subscription keeps Premium this long after the first failed payment. */
export const PAST_DUE_GRACE_DAYS = 7;
/** The status carries a notice when the trial ends within this many days. */
export const TRIAL_NOTICE_DAYS = 3;
export const FREE_CHAT_MESSAGES_PER_DAY = 10;
export const FREE_OUTFIT_REFRESHES_PER_DAY = 3;

/** Spec 2.13: the Premium card's features, in order. */
export const PREMIUM_FEATURES = [
  'Daily personalized outfit recommendations',
  'AI wardrobe analysis and optimization',
  'Calendar-based outfit planning',
  'Weather-appropriate suggestions',
  'SMS styling consultations',
  'Shopping recommendations',
  'Unlimited styling sessions',
] as const;

/** Stripe statuses that hold Premium (past_due only within the grace period). */
export const PREMIUM_STATUSES = ['trialing', 'active', 'past_due'] as const;
