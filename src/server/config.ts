import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { parseAllowHosts } from '../adapters/outbound/url-policy';
import type { PaymentsConfig } from '../adapters/payments/port';
import type { MailConfig } from '../adapters/mail/port';
import type { SmsConfig } from '../adapters/sms/port';
import type { WeatherConfig } from '../adapters/weather/port';
import type { GeocoderConfig } from '../adapters/geocoder/port';
import type { StorageConfig } from '../adapters/storage/port';
import type { GoogleConfig } from '../adapters/calendar/port';
import { runtimeConfig, runtimeEnvFields, type RuntimeConfig } from './config-runtime';
import type { DatabaseDeadlines } from '../db/deadlines';
import { isSupportedCountry } from 'libphonenumber-js/max';
import { DEFAULT_ASSISTANT_NAME, DEFAULT_BRAND_NAME, DEFAULT_SMS_MONTHLY_LIMIT } from '../shared/constants';
import { chooseVendors } from './vendor-choice';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ error: 'must be a URL such as https://example.com' }).optional())
  .optional();
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** Every environment variable the product reads. The README's configuration table mirrors this. */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /** PostgreSQL connections this process's app pool may hold; the README's Deploy section sizes a fleet with it. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** PostgreSQL connections this process's job queue (pg-boss) may hold, beside the app pool. */
  JOBS_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(4),
  APP_SECRET: optionalText.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BRAND_NAME: z.string().trim().min(1).default(DEFAULT_BRAND_NAME),
  ASSISTANT_NAME: z.string().trim().min(1).default(DEFAULT_ASSISTANT_NAME),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(12, { error: 'must be at least 12 characters' }).optional()),
  // Anyone who knows it becomes an admin at sign-up: long enough not to be guessed (issue 28).
  ADMIN_SIGNUP_CODE: optionalText.pipe(z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
  SEED_DEMO: bool,
  DEV_PHONE: bool,
  /** The dev phone's key outside embedded mode (several web processes must share one); else random per process. */
  DEV_PHONE_KEY: optionalText.pipe(z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
  /** The outbox's viewer at /dev/mail: like the dev phone, but never in production (ADR 0100). */
  DEV_MAIL: bool,
  /** The dev mail viewer's key outside embedded mode (several web processes must share one); else random per process. */
  DEV_MAIL_KEY: optionalText.pipe(z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
  /** OpenAPI at /api/docs: on outside production; in production only when asked (ADR 0100). */
  API_DOCS: bool,
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .refine((v) => parseTrustProxy(v) !== null, {
        error: 'must be a hop count (such as 1) or a comma-separated list of proxy addresses or CIDR ranges (such as 10.0.0.0/8, 127.0.0.1)',
      })
      .optional(),
  ),
  /** Choose a vendor by name (required in production for the stand-ins: ADR 0071); unset, the complete group wins. */
  SMS_PROVIDER: z.enum(['twilio', 'simulator'], { error: "must be 'twilio' or 'simulator'" }).optional(),
  PAYMENTS_PROVIDER: z.enum(['stripe', 'sandbox'], { error: "must be 'stripe' or 'sandbox'" }).optional(),
  MAIL_PROVIDER: z.enum(['smtp', 'outbox'], { error: "must be 'smtp' or 'outbox'" }).optional(),
  /** Outbox mails older than this are deleted by the hourly prune. */
  MAIL_OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  /** Retention, pruned hourly (ADR 0105). Daily-send rows and texts are kept past a month: the monthly budget reads the month's. */
  SMS_DAILY_SENDS_RETENTION_DAYS: z.coerce.number().int().min(35).max(3650).default(90),
  SMS_MESSAGES_RETENTION_DAYS: z.coerce.number().int().min(35).max(3650).default(180),
  DAILY_OUTFITS_RETENTION_DAYS: z.coerce.number().int().min(2).max(3650).default(90),
  JOB_HISTORY_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** DATA_DIR/uploads is one volume every process shares (production with DATABASE_URL refuses local photos otherwise). */
  UPLOADS_SHARED: bool,
  /** Mail by SMTP (smtp:// or smtps://, user and password in the URL); unset, mails go to the local outbox (/dev/mail in embedded mode). */
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, { error: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465' })
      .optional(),
  ),
  /** The From of every mail ('Wearwise <hello@example.com>'); required with SMTP_URL. */
  MAIL_FROM: optionalText.pipe(z.string().max(200).optional()),
  SMS_COUNTRIES: z
    .string()
    .default('US,CA')
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().refine((c) => isSupportedCountry(c), { error: (i) => `${String(i.input)} is not an ISO 3166 country code such as US` }))
        .min(1, { error: 'list at least one country, such as US,CA' }),
    ),
  SMS_MONTHLY_LIMIT: z.coerce.number().int().min(1).max(31).default(DEFAULT_SMS_MONTHLY_LIMIT),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM_NUMBER: optionalText,
  TWILIO_API_BASE_URL: optionalUrl,
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_VISION_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(8000),
  // Open-Meteo by default: any failing forecast (no network) falls back to the region's climate normals, labelled typical.
  WEATHER_PROVIDER: z.enum(['typical', 'open-meteo'], { error: "must be 'typical' or 'open-meteo'" }).default('open-meteo'),
  /** Open-Meteo's geocoding API, for home locations (the embedded ZIP and city table answers when it does not). */
  GEOCODING_API_BASE_URL: optionalUrl,
  OPEN_METEO_BASE_URL: optionalUrl,
  OPEN_METEO_GEOCODING_URL: optionalUrl,
  WEATHER_TIMEOUT_MS: z.coerce.number().int().min(200).max(60_000).default(4000),
  JOBS_IN_PROCESS: bool,
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  WEB_DIST_DIR: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_PRICE_ID: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE_URL: optionalUrl,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_API_BASE_URL: optionalUrl,
  GOOGLE_OAUTH_BASE_URL: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: optionalText,
  S3_PUBLIC_URL: optionalUrl,
  OUTBOUND_ALLOW_HOSTS: z
    .string()
    .optional()
    .superRefine((value, issue) => {
      const { invalid } = parseAllowHosts(value);
      if (invalid.length) issue.addIssue({ code: 'custom', message: `each entry must be host:port (not ${invalid.join(', ')})` });
    }),
  ...runtimeEnvFields,
});
export type Env = z.infer<typeof ZEnv>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  database:
    | { kind: 'postgres'; url: string; poolSize: number; jobsPoolSize: number; deadlines: DatabaseDeadlines; jobsDeadlines: DatabaseDeadlines }
    | { kind: 'pglite'; dir: string | null };
  /** Embedded mode: no DATABASE_URL, everything on this machine. */
  embedded: boolean;
  appSecret: string;
  publicUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  brandName: string;
  assistantName: string;
  adminPassword: string | undefined;
  /** True when the admin password was generated at start and must be printed. */
  adminPasswordGenerated: boolean;
  adminSignupCode: string | undefined;
  seedDemo: boolean;
  /** The public lifetime promo code WEARWISE-DEMO (issue 14.5): embedded and never in production, SEED_DEMO or not (issue 39). */
  demoPromoCode: boolean;
  smsMonthlyLimit: number;
  /** Countries (ISO 3166 alpha-2) whose numbers may sign up: where we text, and at what cost (issue 28). */
  smsCountries: string[];
  sms: SmsConfig;
  devPhoneEnabled: boolean;
  /** Opens the dev phone (ADR 0012): printed at start inside its link; without it, 404. */
  devPhoneKey: string;
  /** The outbox's viewer at /dev/mail (outbox only, never in production: ADR 0100). */
  devMailEnabled: boolean;
  /** Opens /dev/mail, as devPhoneKey opens the phone; the key holder alone reads live codes. */
  devMailKey: string;
  /** Outbox mails are deleted this many days after they were written. */
  mailOutboxRetentionDays: number;
  /** Whether /api/docs (OpenAPI and its page) is served. */
  apiDocs: boolean;
  /** Days kept before the hourly prune deletes them (ADR 0105); skipped daily sends go after two days whatever this says. */
  retention: { smsDailySendsDays: number; smsMessagesDays: number; dailyOutfitsDays: number; jobHistoryDays: number };
  /** Whose X-Forwarded-* headers to believe (ADR 0011): false = nobody's, a hop count, or proxy addresses. */
  trustProxy: TrustProxy;
  ai: { provider: 'openai-compatible'; baseUrl: string; apiKey: string; model: string; visionModel?: string } | { provider: 'local' };
  /** An LLM call slower than this falls back to the engine or the local stylist. */
  aiTimeoutMs: number;
  /** `npm start` works the job queues in its own process too; false when `npm run worker` processes do it. */
  jobsInProcess: boolean;
  /** How long a session lookup is memoised in this process (ADR 0004); 0 turns the memo off. */
  sessionCacheMs: number;
  /** The built web app (vite build writes it there too); parallel test runs each use their own. */
  webDistDir: string;
  /** Open-Meteo only when WEATHER_PROVIDER=open-meteo; otherwise climate normals ('Typical weather'). */
  weather: WeatherConfig;
  /** Home city or ZIP → coordinates: Open-Meteo's geocoding with the embedded table as fallback, or the table alone with WEATHER_PROVIDER=typical. */
  geocoder: GeocoderConfig;
  uploadsDir: string;
  /** Node's HTTP timers (not environment variables: the issue fixes them; tests shorten them). */
  http: { requestTimeoutMs: number; headersTimeoutMs: number; checkIntervalMs: number };
  /** Closet photos: S3-compatible when all four S3_* values are set, else files in uploadsDir (shared: UPLOADS_SHARED=true). */
  storage: StorageConfig;
  /** Stripe when all four STRIPE_* values are set, else the embedded sandbox (test mode); PAYMENTS_PROVIDER chooses by name. */
  payments: PaymentsConfig;
  /** SMTP when SMTP_URL is set, else the local outbox in the database (issue 27). */
  mail: MailConfig;
  /** Hosts the SSRF guard lets through over http and at private addresses (tests, on-premises feeds). */
  outbound: { allowHosts: ReadonlySet<string> };
  /** Google Calendar when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are both set; null otherwise. */
  google: GoogleConfig | null;
  /** Start, migrate, stop and metrics in a fleet (config-runtime.ts). */
  runtime: RuntimeConfig;
  raw: Env;
}

export class ConfigError extends Error {}

export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: a hop count ('1': the nearest proxy) or a list of proxy addresses / CIDR ranges
 * (or proxy-addr's names loopback, linklocal, uniquelocal). null when it is neither.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  if (value === undefined || value.trim() === '') return false;
  const v = value.trim();
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 32 ? (hops === 0 ? false : hops) : null;
  }
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ok = entries.every((entry) => {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
    // Four-part IPv4 only: ipaddr also reads '1.5' as 1.0.0.5, which nobody means here.
    if (entry.includes('/')) return ipaddr.IPv4.isValidCIDRFourPartDecimal(entry) || ipaddr.IPv6.isValidCIDR(entry);
    return ipaddr.IPv4.isValidFourPartDecimal(entry) || ipaddr.IPv6.isValid(entry);
  });
  return ok && entries.length ? entries : null;
}

/** Reads or creates a secret file in the data folder, so embedded restarts keep sessions and encrypted data. */
function persistentSecret(dataDir: string, name: string, bytes: number): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(bytes).toString('base64url');
  try {
    // 'wx': two processes starting at once must not each write (and use) a different secret.
    writeFileSync(file, value + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
  return value;
}

/** Where `npm run build` puts the web app, found from this module's place (src/server or dist/server). */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const embedded = !e.DATABASE_URL;
  if (!embedded && !e.APP_SECRET) {
    throw new ConfigError('Invalid configuration:\n  APP_SECRET: required when DATABASE_URL is set (at least 32 characters)');
  }
  const runtime = runtimeConfig(e);
  if (runtime.problem) throw new ConfigError(`Invalid configuration:\n  ${runtime.problem}`);
  // A half-configured vendor, or a stand-in production did not ask for, stops start-up (ADR 0071).
  const vendors = chooseVendors(e);
  if (!vendors.ok) throw new ConfigError(`Invalid configuration:\n${vendors.problems.map((p) => `  ${p}`).join('\n')}`);
  const choice = vendors.choice;
  const appSecret = e.APP_SECRET ?? persistentSecret(dataDir, 'app-secret', 32);

  const useTwilio = choice.sms === 'twilio';
  const sms: Config['sms'] = useTwilio
    ? {
        provider: 'twilio',
        accountSid: e.TWILIO_ACCOUNT_SID!,
        authToken: e.TWILIO_AUTH_TOKEN!,
        fromNumber: e.TWILIO_FROM_NUMBER!,
        ...(e.TWILIO_API_BASE_URL ? { apiBaseUrl: e.TWILIO_API_BASE_URL } : {}),
        // Delivery callbacks need an address Twilio can reach; without PUBLIC_URL there is none.
        ...(e.PUBLIC_URL ? { statusCallbackUrl: `${e.PUBLIC_URL.replace(/\/+$/, '')}/api/sms/status` } : {}),
      }
    : { provider: 'simulator', fromNumber: '+15550100000' };

  const ai: Config['ai'] =
    choice.ai === 'openai-compatible'
      ? {
          provider: 'openai-compatible',
          baseUrl: e.AI_BASE_URL!,
          apiKey: e.AI_API_KEY ?? '',
          model: e.AI_MODEL!,
          ...(e.AI_VISION_MODEL ? { visionModel: e.AI_VISION_MODEL } : {}),
        }
      : { provider: 'local' };

  const useS3 = choice.storage === 's3';
  const storage: StorageConfig = useS3
    ? {
        provider: 's3',
        endpoint: e.S3_ENDPOINT!,
        bucket: e.S3_BUCKET!,
        accessKeyId: e.S3_ACCESS_KEY_ID!,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        region: e.S3_REGION ?? 'us-east-1',
        ...(e.S3_PUBLIC_URL ? { publicUrl: e.S3_PUBLIC_URL } : {}),
      }
    : { provider: 'local', dir: join(dataDir, 'uploads'), ...(choice.uploadsShared ? { shared: true } : {}) };

  let adminPassword = e.ADMIN_PASSWORD;
  let adminPasswordGenerated = false;
  if (!adminPassword && embedded) {
    adminPassword = persistentSecret(dataDir, 'admin-password', 12);
    adminPasswordGenerated = true;
  }

  const useStripe = choice.payments === 'stripe';
  const payments: PaymentsConfig = useStripe
    ? {
        provider: 'stripe',
        secretKey: e.STRIPE_SECRET_KEY!,
        publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
        priceId: e.STRIPE_PRICE_ID!,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
        ...(e.STRIPE_API_BASE_URL ? { apiBaseUrl: e.STRIPE_API_BASE_URL } : {}),
      }
    : { provider: 'sandbox' };

  if (choice.mail === 'smtp' && !e.MAIL_FROM)
    throw new ConfigError('MAIL_FROM must be set with SMTP_URL: the address mails are sent from, such as "Wearwise <hello@example.com>".');
  const mailFrom = e.MAIL_FROM ?? `${e.BRAND_NAME} <no-reply@localhost>`;
  const mail: MailConfig = choice.mail === 'smtp' ? { provider: 'smtp', url: e.SMTP_URL!, from: mailFrom } : { provider: 'outbox', from: mailFrom };
  // The viewer shows every mail's links and, to its key holder, live codes: a production switch would be a takeover switch.
  if (e.NODE_ENV === 'production' && e.DEV_MAIL)
    throw new ConfigError('Invalid configuration:\n  DEV_MAIL: the dev mail viewer never runs in production (it shows reset codes). Unset DEV_MAIL.');

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: embedded
      ? { kind: 'pglite', dir: join(dataDir, 'db') }
      : { kind: 'postgres', url: e.DATABASE_URL!, poolSize: e.DATABASE_POOL_SIZE, jobsPoolSize: e.JOBS_POOL_SIZE, ...runtime.config.database },
    embedded,
    appSecret,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    brandName: e.BRAND_NAME,
    assistantName: e.ASSISTANT_NAME,
    adminPassword,
    adminPasswordGenerated,
    adminSignupCode: e.ADMIN_SIGNUP_CODE,
    // The demo account's password is published: production seeds it only when told to.
    seedDemo: e.NODE_ENV === 'production' ? e.SEED_DEMO === true : (e.SEED_DEMO ?? embedded),
    // Anyone who reads the README could redeem it for lifetime access: a product demo's, never production's.
    demoPromoCode: embedded && e.NODE_ENV !== 'production',
    smsMonthlyLimit: e.SMS_MONTHLY_LIMIT,
    smsCountries: e.SMS_COUNTRIES,
    sms,
    // It shows every user's texts (reset codes too): on by default only on a developer's own machine.
    devPhoneEnabled: sms.provider === 'simulator' && (e.DEV_PHONE ?? (embedded && e.NODE_ENV !== 'production')),
    devPhoneKey: embedded ? persistentSecret(dataDir, 'dev-phone-key', 24) : (e.DEV_PHONE_KEY ?? randomBytes(24).toString('base64url')),
    devMailEnabled: mail.provider === 'outbox' && e.NODE_ENV !== 'production' && (e.DEV_MAIL ?? embedded),
    devMailKey: embedded ? persistentSecret(dataDir, 'dev-mail-key', 24) : (e.DEV_MAIL_KEY ?? randomBytes(24).toString('base64url')),
    mailOutboxRetentionDays: e.MAIL_OUTBOX_RETENTION_DAYS,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    retention: {
      smsDailySendsDays: e.SMS_DAILY_SENDS_RETENTION_DAYS,
      smsMessagesDays: e.SMS_MESSAGES_RETENTION_DAYS,
      dailyOutfitsDays: e.DAILY_OUTFITS_RETENTION_DAYS,
      jobHistoryDays: e.JOB_HISTORY_RETENTION_DAYS,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    ai,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    // Embedded PGlite is one process's database: its jobs can only be worked where it is open.
    jobsInProcess: embedded || (e.JOBS_IN_PROCESS ?? true),
    sessionCacheMs: e.SESSION_CACHE_MS,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    weather:
      e.WEATHER_PROVIDER === 'open-meteo'
        ? {
            provider: 'open-meteo',
            baseUrl: e.OPEN_METEO_BASE_URL ?? 'https://api.open-meteo.com',
            timeoutMs: e.WEATHER_TIMEOUT_MS,
          }
        : { provider: 'typical' },
    geocoder:
      e.WEATHER_PROVIDER === 'open-meteo'
        ? {
            provider: 'open-meteo',
            baseUrl: e.GEOCODING_API_BASE_URL ?? e.OPEN_METEO_GEOCODING_URL ?? 'https://geocoding-api.open-meteo.com',
            timeoutMs: e.WEATHER_TIMEOUT_MS,
          }
        : { provider: 'offline' },
    uploadsDir: join(dataDir, 'uploads'),
    // A whole request (headers and body) within 25 s, checked every 2 s: a slow client is gone by 27 s.
    http: { requestTimeoutMs: 25_000, headersTimeoutMs: 15_000, checkIntervalMs: 2_000 },
    storage,
    outbound: { allowHosts: parseAllowHosts(e.OUTBOUND_ALLOW_HOSTS).hosts },
    payments,
    mail,
    google:
      choice.google && e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            ...(e.GOOGLE_API_BASE_URL ? { apiBaseUrl: e.GOOGLE_API_BASE_URL } : {}),
            ...(e.GOOGLE_OAUTH_BASE_URL ? { oauthBaseUrl: e.GOOGLE_OAUTH_BASE_URL } : {}),
          }
        : null,
    runtime: runtime.config,
    raw: e,
    ...overrides,
  };
}
