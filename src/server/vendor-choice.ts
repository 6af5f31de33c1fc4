/**
 * Which vendor each port uses, decided from the environment so that nothing runs on a stand-in by
 * accident (issue 30.1, ADR 0071): a vendor group with some but not all of its values set stops
 * start-up naming the missing ones, and in production the SMS simulator, the payment sandbox, the
 * database mail outbox (ADR 0100) and local photo storage with a shared database run only when
 * chosen by name.
 */

/** The environment as far as these rules read it (parsed values; an empty string is already unset). */
export interface VendorEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  DATABASE_URL?: string | undefined;
  SMS_PROVIDER?: 'twilio' | 'simulator' | undefined;
  PAYMENTS_PROVIDER?: 'stripe' | 'sandbox' | undefined;
  MAIL_PROVIDER?: 'smtp' | 'outbox' | undefined;
  SMTP_URL?: string | undefined;
  UPLOADS_SHARED?: boolean | undefined;
  [name: string]: unknown;
}

export interface VendorGroup {
  /** How the message names it. */
  vendor: string;
  /** All of these, or none. */
  required: readonly string[];
  /** Settings that mean nothing without the group: any of them set says the group is meant. */
  optional: readonly string[];
}

export const VENDOR_GROUPS = {
  twilio: {
    vendor: 'Twilio (text messages)',
    required: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'],
    optional: ['TWILIO_API_BASE_URL'],
  },
  s3: {
    vendor: 'S3 (closet photos)',
    required: ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    optional: ['S3_REGION', 'S3_PUBLIC_URL'],
  },
  stripe: {
    vendor: 'Stripe (payments)',
    required: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET'],
    optional: ['STRIPE_API_BASE_URL'],
  },
  google: {
    vendor: 'Google Calendar',
    required: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    optional: ['GOOGLE_API_BASE_URL', 'GOOGLE_OAUTH_BASE_URL'],
  },
  // AI_API_KEY stays optional inside the group: a local OpenAI-compatible server may need none.
  ai: {
    vendor: 'the AI model (stylist)',
    required: ['AI_BASE_URL', 'AI_MODEL'],
    optional: ['AI_API_KEY', 'AI_VISION_MODEL'],
  },
} as const satisfies Record<string, VendorGroup>;

export type VendorGroupName = keyof typeof VENDOR_GROUPS;

const isSet = (env: VendorEnv, name: string) => env[name] !== undefined && env[name] !== '';

export type GroupState = { state: 'complete' } | { state: 'unset' } | { state: 'partial'; set: string[]; missing: string[] };

export function groupState(env: VendorEnv, group: VendorGroup): GroupState {
  const set = [...group.required, ...group.optional].filter((name) => isSet(env, name));
  const missing = group.required.filter((name) => !isSet(env, name));
  if (missing.length === 0) return { state: 'complete' };
  if (set.length === 0) return { state: 'unset' };
  return { state: 'partial', set, missing };
}

export interface VendorChoice {
  sms: 'twilio' | 'simulator';
  payments: 'stripe' | 'sandbox';
  mail: 'smtp' | 'outbox';
  storage: 's3' | 'local';
  /** Local photo storage that the operator says is one folder shared by every process. */
  uploadsShared: boolean;
  ai: 'openai-compatible' | 'local';
  google: boolean;
}

const list = (names: readonly string[]) => names.join(', ');

/**
 * Every vendor's choice, or every problem at once (one line each, naming the variables) so an
 * operator fixes the environment in one go rather than one restart per mistake.
 */
export function chooseVendors(env: VendorEnv): { ok: true; choice: VendorChoice } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const states = Object.fromEntries(Object.entries(VENDOR_GROUPS).map(([name, group]) => [name, groupState(env, group)])) as Record<
    VendorGroupName,
    GroupState
  >;
  for (const [name, s] of Object.entries(states) as [VendorGroupName, GroupState][]) {
    if (s.state === 'partial') {
      problems.push(
        `${s.missing.join(', ')}: missing, while ${list(s.set)} ${s.set.length === 1 ? 'is' : 'are'} set for ${VENDOR_GROUPS[name].vendor}. Set ${s.missing.length === 1 ? 'it' : 'them'}, or unset the others.`,
      );
    }
  }
  const production = env.NODE_ENV === 'production';

  let sms: VendorChoice['sms'] = states.twilio.state === 'complete' ? 'twilio' : 'simulator';
  if (env.SMS_PROVIDER === 'twilio' && states.twilio.state === 'unset') {
    problems.push(`SMS_PROVIDER: twilio needs ${list(VENDOR_GROUPS.twilio.required)}.`);
  } else if (env.SMS_PROVIDER) sms = env.SMS_PROVIDER;
  else if (production && states.twilio.state === 'unset') {
    problems.push(
      `SMS_PROVIDER: production sends no texts without Twilio. Set ${list(VENDOR_GROUPS.twilio.required)}, or SMS_PROVIDER=simulator to keep texts in the database on purpose.`,
    );
  }

  let payments: VendorChoice['payments'] = states.stripe.state === 'complete' ? 'stripe' : 'sandbox';
  if (env.PAYMENTS_PROVIDER === 'stripe' && states.stripe.state === 'unset') {
    problems.push(`PAYMENTS_PROVIDER: stripe needs ${list(VENDOR_GROUPS.stripe.required)}.`);
  } else if (env.PAYMENTS_PROVIDER) payments = env.PAYMENTS_PROVIDER;
  else if (production && states.stripe.state === 'unset') {
    problems.push(
      `PAYMENTS_PROVIDER: production takes no payments without Stripe. Set ${list(VENDOR_GROUPS.stripe.required)}, or PAYMENTS_PROVIDER=sandbox to grant trials without a card on purpose.`,
    );
  }

  // Mail is one variable, not a group: MAIL_FROM also names the outbox's sender.
  const smtpSet = isSet(env, 'SMTP_URL');
  let mail: VendorChoice['mail'] = smtpSet ? 'smtp' : 'outbox';
  if (env.MAIL_PROVIDER === 'smtp' && !smtpSet) {
    problems.push('MAIL_PROVIDER: smtp needs SMTP_URL (and MAIL_FROM).');
  } else if (env.MAIL_PROVIDER) mail = env.MAIL_PROVIDER;
  else if (production && !smtpSet) {
    problems.push(
      'MAIL_PROVIDER: production sends no mail without SMTP. Set SMTP_URL and MAIL_FROM, or MAIL_PROVIDER=outbox to keep mails in the database on purpose (codes masked, nobody receives them).',
    );
  }

  const storage: VendorChoice['storage'] = states.s3.state === 'complete' ? 's3' : 'local';
  const uploadsShared = env.UPLOADS_SHARED === true;
  // Several processes on one database each writing photos to their own disk serve each other 404s.
  if (production && env.DATABASE_URL && storage === 'local' && states.s3.state === 'unset' && !uploadsShared) {
    problems.push(
      `UPLOADS_SHARED: with DATABASE_URL in production, photos must be where every process finds them. Set ${list(VENDOR_GROUPS.s3.required)}, or UPLOADS_SHARED=true if DATA_DIR/uploads is one shared volume.`,
    );
  }

  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    choice: {
      sms,
      payments,
      mail,
      storage,
      uploadsShared: storage === 'local' && uploadsShared,
      ai: states.ai.state === 'complete' ? 'openai-compatible' : 'local',
      google: states.google.state === 'complete',
    },
  };
}
