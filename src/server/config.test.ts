import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { providersInUse, providersLine } from './providers';

const dataDir = () => mkdtempSync(join(tmpdir(), 'ww-config-'));
/** Production runs the embedded stand-ins only when named (ADR 0071). */
const standIns = { SMS_PROVIDER: 'simulator', PAYMENTS_PROVIDER: 'sandbox', MAIL_PROVIDER: 'outbox' } as const;

describe('loadConfig', () => {
  it('runs embedded with no variables: PGlite, simulator, local stylist, generated secrets kept on disk', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.database).toEqual({ kind: 'pglite', dir: join(dir, 'db') });
    expect(c.sms.provider).toBe('simulator');
    expect(c.ai.provider).toBe('local');
    expect(c.seedDemo).toBe(true);
    expect(c.adminPasswordGenerated).toBe(true);
    expect(c.appSecret).toBe(readFileSync(join(dir, 'app-secret'), 'utf8').trim());
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(c.appSecret);
  });

  it('requires APP_SECRET with DATABASE_URL and never seeds the demo unless asked', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://x@localhost/db' })).toThrow(/APP_SECRET: required/);
    const c = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://x@localhost/db', APP_SECRET: 'x'.repeat(32) });
    expect(c.seedDemo).toBe(false);
    expect(c.adminPassword).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://x@localhost/db', APP_SECRET: 'x'.repeat(32), SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('sizes the app pool and the job queue pool from DATABASE_POOL_SIZE and JOBS_POOL_SIZE (10 and 4 unless set)', () => {
    const env = { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://x@localhost/db', APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).database).toMatchObject({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 10, jobsPoolSize: 4 });
    expect(loadConfig({ ...env, DATABASE_POOL_SIZE: '3', JOBS_POOL_SIZE: '2' }).database).toMatchObject({ poolSize: 3, jobsPoolSize: 2 });
    expect(() => loadConfig({ ...env, DATABASE_POOL_SIZE: '0', JOBS_POOL_SIZE: 'many' })).toThrow(
      /DATABASE_POOL_SIZE[\s\S]*JOBS_POOL_SIZE|JOBS_POOL_SIZE[\s\S]*DATABASE_POOL_SIZE/,
    );
  });

  it('stops with a clear message naming each bad value', () => {
    try {
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', SMS_MONTHLY_LIMIT: '0', PUBLIC_URL: 'not a url', SESSION_CACHE_MS: 'soon' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const message = (e as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('SMS_MONTHLY_LIMIT');
      expect(message).toContain('PUBLIC_URL');
      expect(message).toContain('SESSION_CACHE_MS');
    }
  });

  it('stops start-up on an ADMIN_SIGNUP_CODE under 16 characters, and reads SMS_COUNTRIES (default US,CA)', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_SIGNUP_CODE: 'short-code-15ch' })).toThrow(/ADMIN_SIGNUP_CODE: must be at least 16 characters/);
    expect(loadConfig({ DATA_DIR: dataDir(), ADMIN_SIGNUP_CODE: 'a-code-of-16-chr' }).adminSignupCode).toBe('a-code-of-16-chr');
    expect(loadConfig({ DATA_DIR: dataDir() }).smsCountries).toEqual(['US', 'CA']);
    expect(loadConfig({ DATA_DIR: dataDir(), SMS_COUNTRIES: ' us, gb ,US' }).smsCountries).toEqual(['US', 'GB']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMS_COUNTRIES: 'US,XX' })).toThrow(/SMS_COUNTRIES.*XX is not an ISO 3166 country code/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMS_COUNTRIES: ' , ' })).toThrow(/SMS_COUNTRIES/);
  });

  it('serves the web app from dist/web, or from WEB_DIST_DIR resolved against the working folder', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).webDistDir).toBe(resolve('dist/web'));
    expect(loadConfig({ DATA_DIR: dataDir(), WEB_DIST_DIR: 'build/web' }).webDistDir).toBe(resolve('build/web'));
    expect(loadConfig({ DATA_DIR: dataDir(), WEB_DIST_DIR: '/srv/web' }).webDistDir).toBe('/srv/web');
  });

  it('mails by SMTP only with SMTP_URL (and then MAIL_FROM is required), else to the local outbox', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mail).toEqual({ provider: 'outbox', from: 'Wearwise <no-reply@localhost>' });
    expect(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'Wearwise <hi@example.com>' }).mail).toEqual({
      provider: 'smtp',
      url: 'smtps://u:p@smtp.example.com:465',
      from: 'Wearwise <hi@example.com>',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://smtp.example.com' })).toThrow(/MAIL_FROM must be set with SMTP_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'https://smtp.example.com', MAIL_FROM: 'x@example.com' })).toThrow(/SMTP_URL: must be an smtp/);
  });

  it('uses Twilio only when all three values are set', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' })).toThrow(/TWILIO_FROM_NUMBER: missing/);
    const full = loadConfig({ DATA_DIR: dataDir(), TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM_NUMBER: '+15005550006' });
    expect(full.sms.provider).toBe('twilio');
    expect(full.devPhoneEnabled).toBe(false);
  });

  it('hides the simulated phone page in production unless DEV_PHONE=true', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...standIns }).devPhoneEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...standIns, DEV_PHONE: 'true' }).devPhoneEnabled).toBe(true);
  });

  it('turns the dev phone on by default only in embedded, non-production mode', () => {
    const pg = { DATABASE_URL: 'postgres://x@localhost/db', APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ DATA_DIR: dataDir() }).devPhoneEnabled).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), ...pg }).devPhoneEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), ...pg, NODE_ENV: 'development' }).devPhoneEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), ...pg, DEV_PHONE: 'true' }).devPhoneEnabled).toBe(true);
  });

  it('keeps the dev phone key in the data folder when embedded, else takes DEV_PHONE_KEY or a random one per process', () => {
    const dir = dataDir();
    const embedded = loadConfig({ DATA_DIR: dir });
    expect(embedded.devPhoneKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(readFileSync(join(dir, 'dev-phone-key'), 'utf8').trim()).toBe(embedded.devPhoneKey);
    expect(loadConfig({ DATA_DIR: dir }).devPhoneKey).toBe(embedded.devPhoneKey);
    const pg = { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://x@localhost/db', APP_SECRET: 'x'.repeat(32), DEV_PHONE: 'true' };
    const a = loadConfig(pg).devPhoneKey;
    const b = loadConfig(pg).devPhoneKey;
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ ...pg, DEV_PHONE_KEY: 'a-shared-key-for-all-web-processes' }).devPhoneKey).toBe('a-shared-key-for-all-web-processes');
    expect(() => loadConfig({ ...pg, DEV_PHONE_KEY: 'short' })).toThrow(/DEV_PHONE_KEY/);
  });

  it('never seeds the published demo account in production unless SEED_DEMO=true', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...standIns }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...standIns, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('trusts proxy headers from nobody unless TRUST_PROXY names a hop count or proxy addresses', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...standIns }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.0/99', 'proxy.example.com', '-1', '1.5']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

/** Issue 30.1 and 25.6: configuration says what it is (ADR 0071). */
describe('vendor choice at start-up', () => {
  const pg = { DATABASE_URL: 'postgres://x@localhost/db', APP_SECRET: 'x'.repeat(32) };
  const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM_NUMBER: '+15005550006' };
  const stripe = { STRIPE_SECRET_KEY: 'sk_x', STRIPE_PUBLISHABLE_KEY: 'pk_x', STRIPE_PRICE_ID: 'price_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
  const s3 = { S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'closet', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret' };
  const smtp = { SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'Wearwise <hi@example.com>' };
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig({ DATA_DIR: dataDir(), ...env });
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      return (e as Error).message;
    }
    throw new Error('start-up was not refused');
  };

  it('refuses each half-configured vendor group, naming exactly the missing variables', () => {
    expect(refusal({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' })).toMatch(
      /TWILIO_FROM_NUMBER: missing, while TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN are set for Twilio/,
    );
    const s3Message = refusal({ S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'closet', S3_ACCESS_KEY_ID: 'AKID' });
    expect(s3Message).toMatch(/S3_SECRET_ACCESS_KEY: missing/);
    expect(s3Message).not.toMatch(/S3_BUCKET: missing/);
    expect(refusal({ STRIPE_SECRET_KEY: 'sk_x' })).toMatch(/STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET: missing/);
    expect(refusal({ GOOGLE_CLIENT_ID: 'id' })).toMatch(/GOOGLE_CLIENT_SECRET: missing/);
    expect(refusal({ AI_BASE_URL: 'http://127.0.0.1:9/v1' })).toMatch(/AI_MODEL: missing/);
    // A setting that means nothing without its group says the group was meant.
    expect(refusal({ S3_PUBLIC_URL: 'https://cdn.example.com' })).toMatch(/S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: missing/);
    expect(refusal({ AI_VISION_MODEL: 'vision' })).toMatch(/AI_BASE_URL, AI_MODEL: missing/);
    // Every problem at once, one line each.
    const all = refusal({ TWILIO_AUTH_TOKEN: 't', STRIPE_PRICE_ID: 'price_x', S3_BUCKET: 'b' });
    expect(all.split('\n').filter((l) => l.includes(': missing'))).toHaveLength(3);
  });

  it('uses a complete group, and nothing but its stand-in when the group is unset (outside production)', () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      ...twilio,
      ...stripe,
      ...s3,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_MODEL: 'm',
    });
    expect([c.sms.provider, c.payments.provider, c.storage.provider, c.ai.provider, c.google?.clientId]).toEqual([
      'twilio',
      'stripe',
      's3',
      'openai-compatible',
      'id',
    ]);
    const d = loadConfig({ DATA_DIR: dataDir(), ...pg });
    expect([d.sms.provider, d.payments.provider, d.storage.provider, d.ai.provider, d.google]).toEqual(['simulator', 'sandbox', 'local', 'local', null]);
  });

  it('in production runs the SMS simulator and the payment sandbox only when chosen by name', () => {
    const production = { NODE_ENV: 'production', ...pg, ...s3 };
    const message = refusal(production);
    expect(message).toMatch(
      /SMS_PROVIDER: production sends no texts without Twilio. Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER, or SMS_PROVIDER=simulator/,
    );
    expect(message).toMatch(/PAYMENTS_PROVIDER: production takes no payments without Stripe.*PAYMENTS_PROVIDER=sandbox/);
    expect(refusal({ ...production, SMS_PROVIDER: 'simulator' })).not.toMatch(/SMS_PROVIDER/);
    const chosen = loadConfig({ DATA_DIR: dataDir(), ...production, SMS_PROVIDER: 'simulator', PAYMENTS_PROVIDER: 'sandbox', MAIL_PROVIDER: 'outbox' });
    expect([chosen.sms.provider, chosen.payments.provider]).toEqual(['simulator', 'sandbox']);
    const real = loadConfig({ DATA_DIR: dataDir(), ...production, ...twilio, ...stripe, ...smtp });
    expect([real.sms.provider, real.payments.provider]).toEqual(['twilio', 'stripe']);
    // Embedded production too: the stand-ins are no less silent there.
    expect(refusal({ NODE_ENV: 'production' })).toMatch(/SMS_PROVIDER/);
  });

  it('in production keeps mail in the database outbox only when MAIL_PROVIDER=outbox names it (ADR 0100)', () => {
    const production = { NODE_ENV: 'production', ...pg, ...s3, SMS_PROVIDER: 'simulator', PAYMENTS_PROVIDER: 'sandbox' };
    const message = refusal(production);
    expect(message).toMatch(/MAIL_PROVIDER: production sends no mail without SMTP. Set SMTP_URL and MAIL_FROM, or MAIL_PROVIDER=outbox/);
    expect(message.split('\n').filter((l) => l.trim())).toHaveLength(2);
    // Embedded production too: that is where the finding took accounts over.
    expect(refusal({ NODE_ENV: 'production', SMS_PROVIDER: 'simulator', PAYMENTS_PROVIDER: 'sandbox' })).toMatch(/MAIL_PROVIDER/);
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, MAIL_PROVIDER: 'outbox' }).mail.provider).toBe('outbox');
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, ...smtp }).mail).toMatchObject({ provider: 'smtp', url: smtp.SMTP_URL });
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, ...smtp, MAIL_PROVIDER: 'smtp' }).mail.provider).toBe('smtp');
    expect(refusal({ MAIL_PROVIDER: 'smtp' })).toMatch(/MAIL_PROVIDER: smtp needs SMTP_URL/);
    expect(refusal({ MAIL_PROVIDER: 'pigeon' })).toMatch(/MAIL_PROVIDER: must be 'smtp' or 'outbox'/);
    // Outside production the outbox stays the quiet default.
    expect(loadConfig({ DATA_DIR: dataDir(), ...pg }).mail.provider).toBe('outbox');
  });

  it('opens the dev mail viewer by default only embedded outside production, never in production, and only on the outbox', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).devMailEnabled).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), ...pg }).devMailEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), ...pg, DEV_MAIL: 'true' }).devMailEnabled).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DEV_MAIL: 'false' }).devMailEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), ...smtp, DEV_MAIL: 'true' }).devMailEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...standIns }).devMailEnabled).toBe(false);
    expect(refusal({ NODE_ENV: 'production', ...standIns, DEV_MAIL: 'true' })).toMatch(/DEV_MAIL: the dev mail viewer never runs in production/);
    // Its own key: kept beside the dev phone's when embedded, else DEV_MAIL_KEY or random per process.
    const dir = dataDir();
    const embedded = loadConfig({ DATA_DIR: dir });
    expect(embedded.devMailKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(embedded.devMailKey).not.toBe(embedded.devPhoneKey);
    expect(readFileSync(join(dir, 'dev-mail-key'), 'utf8').trim()).toBe(embedded.devMailKey);
    expect(loadConfig({ DATA_DIR: dataDir(), ...pg, DEV_MAIL_KEY: 'a-shared-mail-key-for-the-fleet' }).devMailKey).toBe('a-shared-mail-key-for-the-fleet');
    expect(refusal({ ...pg, DEV_MAIL_KEY: 'short' })).toMatch(/DEV_MAIL_KEY/);
  });

  it('keeps outbox mails MAIL_OUTBOX_RETENTION_DAYS days, and serves /api/docs in production only with API_DOCS=true', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mailOutboxRetentionDays).toBe(7);
    expect(loadConfig({ DATA_DIR: dataDir(), MAIL_OUTBOX_RETENTION_DAYS: '30' }).mailOutboxRetentionDays).toBe(30);
    expect(refusal({ MAIL_OUTBOX_RETENTION_DAYS: '0' })).toMatch(/MAIL_OUTBOX_RETENTION_DAYS/);
    expect(loadConfig({ DATA_DIR: dataDir() }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...standIns }).apiDocs).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...standIns, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('refuses a named provider whose variables are missing, and a value it does not know', () => {
    expect(refusal({ SMS_PROVIDER: 'twilio' })).toMatch(/SMS_PROVIDER: twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER/);
    expect(refusal({ PAYMENTS_PROVIDER: 'stripe' })).toMatch(/PAYMENTS_PROVIDER: stripe needs STRIPE_SECRET_KEY/);
    expect(refusal({ SMS_PROVIDER: 'carrier-pigeon' })).toMatch(/SMS_PROVIDER: must be 'twilio' or 'simulator'/);
    // A name wins over a complete group: the operator keeps Twilio's values and texts nobody.
    expect(loadConfig({ DATA_DIR: dataDir(), ...twilio, SMS_PROVIDER: 'simulator' }).sms.provider).toBe('simulator');
  });

  it('in production with DATABASE_URL keeps photos on local disk only when UPLOADS_SHARED=true says the folder is shared', () => {
    const production = { NODE_ENV: 'production', ...pg, SMS_PROVIDER: 'simulator', PAYMENTS_PROVIDER: 'sandbox', MAIL_PROVIDER: 'outbox' };
    expect(refusal(production)).toMatch(/UPLOADS_SHARED: with DATABASE_URL in production.*S3_ENDPOINT.*UPLOADS_SHARED=true/);
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, UPLOADS_SHARED: 'true' }).storage).toMatchObject({ provider: 'local', shared: true });
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, ...s3 }).storage).toMatchObject({ provider: 's3', bucket: 'closet' });
    // Some-but-not-all S3 is named as such, not as a missing UPLOADS_SHARED.
    const partial = refusal({ ...production, S3_ENDPOINT: 'https://s3.example.com' });
    expect(partial).toMatch(/S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: missing/);
    expect(partial).not.toMatch(/UPLOADS_SHARED/);
    // One process on its embedded database: its photos live beside it.
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...standIns }).storage.provider).toBe('local');
    expect(loadConfig({ DATA_DIR: dataDir(), ...pg, NODE_ENV: 'development' }).storage.provider).toBe('local');
  });

  it('names every provider in use, as the banner and readiness answer it', () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      ...pg,
      ...twilio,
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'sandbox',
      MAIL_PROVIDER: 'outbox',
      UPLOADS_SHARED: 'true',
      WEATHER_PROVIDER: 'typical',
    });
    expect(providersInUse(c)).toEqual({
      database: 'postgres',
      sms: 'twilio',
      mail: 'outbox',
      payments: 'sandbox',
      photos: 'local-shared',
      stylist: 'local',
      weather: 'typical',
      geocoder: 'offline',
      calendar: 'none',
      rateLimits: 'postgres',
      sessionEvictions: 'postgres-notify',
    });
    expect(providersLine(loadConfig({ DATA_DIR: dataDir() }))).toMatch(
      /^database=pglite sms=simulator mail=outbox payments=sandbox photos=local .*rateLimits=memory sessionEvictions=local$/,
    );
  });
});
