/** Business constants from the product spec (section 9) and decisions.md. One place, shared by web and server. */

export const DEFAULT_BRAND_NAME = 'Wearwise';
export const DEFAULT_ASSISTANT_NAME = 'Wren';
export const TAGLINE = 'Always know what to wear';

export const BUSINESS_ADDRESS = {
  company: 'Wearwise, Inc.',
  street: '548 Market Street, Suite 23190',
  city: 'San Francisco',
  region: 'CA',
  postalCode: '94104',
  country: 'United States',
  email: 'support@wearwise.app',
} as const;

export const LEGAL_EFFECTIVE_DATE = 'December 27, 2024';

export const TIMEZONES = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'America/Phoenix', label: 'Arizona' },
  { value: 'America/Anchorage', label: 'Alaska' },
  { value: 'Pacific/Honolulu', label: 'Hawaii' },
] as const;
export const TIMEZONE_VALUES = TIMEZONES.map((t) => t.value) as [(typeof TIMEZONES)[number]['value'], ...(typeof TIMEZONES)[number]['value'][]];
export type Timezone = (typeof TIMEZONES)[number]['value'];

export const DEFAULT_DAILY_OUTFIT_TIME = '08:00';
export const DEFAULT_TIMEZONE: Timezone = 'America/New_York';
export const DEFAULT_SMS_MONTHLY_LIMIT = 4;

/**
 * What the profile stores and the API carries (ADR 0094): the two original values keep their
 * spelling so existing rows and clients read unchanged; the form labels them Woman and Man.
 */
export const GENDERS = ['female', 'male', 'non_binary', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { female: 'Woman', male: 'Man', non_binary: 'Non-binary', prefer_not_to_say: 'Prefer not to say' };
/** 'Departments I shop': which side of the shop and the wardrobe rules apply; both never filters. */
export const DEPARTMENTS = ['womenswear', 'menswear', 'both'] as const;
export type Department = (typeof DEPARTMENTS)[number];
export const DEPARTMENT_LABELS: Record<Department, string> = { womenswear: 'Womenswear', menswear: 'Menswear', both: 'Both' };
export const SKIN_TONES = ['Fair', 'Light', 'Medium', 'Olive', 'Tan', 'Deep', 'Dark'] as const;
export const HAIR_COLORS = ['Blonde', 'Light Brown', 'Brown', 'Dark Brown', 'Black', 'Red', 'Auburn', 'Gray', 'White'] as const;
export const BODY_TYPES = ['Slim', 'Athletic', 'Average', 'Curvy', 'Full'] as const;

export const CLOSET_GOAL = 40;
export const STYLE_MATCH_SCORE = 86;
export const PREMIUM_PRICE_USD = 29.99;
export const FREE_TRIAL_DAYS = 30;

export const MOBILE_BREAKPOINT_PX = 768;
export const TEXT_ONBOARDING_POLL_MS = 5000;
export const TEXT_ONBOARDING_REDIRECT_MS = 2000;
export const TOAST_DURATION_MS = 5000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** An email verification link works this long, once (issue 27). */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;
/** The code texted to a new phone number before the account moves to it. */
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** A change of email or phone number can be undone from the notice sent to the old one this long (ADR 0101). */
export const ACCOUNT_CHANGE_UNDO_DAYS = 7;
/** A new email or number resets the password only once it has been on the account this long (ADR 0101). */
export const RESET_WAIT_AFTER_CHANGE_HOURS = 24;
export const SESSION_IDLE_DAYS = 30;

/**
 * How often the outfit text comes, in the program's own terms (domain/sms/budget.ts
 * decideDailySend: at most SMS_MONTHLY_LIMIT a month, days with a dress-coded event first, the
 * rest spread over the month). Every page that promises texts says this, never 'every morning'.
 */
export function smsCadenceText(monthlyLimit: number): string {
  return `up to ${monthlyLimit} automated texts a month, outfits on the days that matter most (dress-coded events first)`;
}

/**
 * How SMS_MONTHLY_LIMIT is named everywhere (issue 43.4): consent, HELP, legal pages and the console
 * all count automated texts; replies to a person's own texts are not counted.
 */
export const smsFrequencyShort = (monthlyLimit: number) => `Up to ${monthlyLimit} automated msgs/mo`;
export const smsFrequencyLong = (monthlyLimit: number) =>
  `up to ${monthlyLimit} automated texts a month (daily outfits and reminders); replies to texts you send us are not counted`;

/** The SMS consent text shown at sign-up; the frequency comes from SMS_MONTHLY_LIMIT. */
export function smsConsentText(brandName: string, monthlyLimit: number): string {
  return (
    `I agree to receive recurring automated text messages from ${brandName} with outfit suggestions and styling chat ` +
    `at the phone number provided. ${smsFrequencyShort(monthlyLimit)}; replies to your texts are not counted. Consent is not a condition of purchase. ` +
    `Reply STOP to cancel, HELP for help. Msg & data rates may apply.`
  );
}
