import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'ww-config-'));

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
    expect(loadConfig(env).database).toEqual({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 10, jobsPoolSize: 4 });
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

  it('serves the web app from dist/web, or from WEB_DIST_DIR resolved against the working folder', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).webDistDir).toBe(resolve('dist/web'));
    expect(loadConfig({ DATA_DIR: dataDir(), WEB_DIST_DIR: 'build/web' }).webDistDir).toBe(resolve('build/web'));
    expect(loadConfig({ DATA_DIR: dataDir(), WEB_DIST_DIR: '/srv/web' }).webDistDir).toBe('/srv/web');
  });

  it('uses Twilio only when all three values are set', () => {
    const partial = loadConfig({ DATA_DIR: dataDir(), TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' });
    expect(partial.sms.provider).toBe('simulator');
    const full = loadConfig({ DATA_DIR: dataDir(), TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM_NUMBER: '+15005550006' });
    expect(full.sms.provider).toBe('twilio');
    expect(full.devPhoneEnabled).toBe(false);
  });

  it('hides the simulated phone page in production unless DEV_PHONE=true', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).devPhoneEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', DEV_PHONE: 'true' }).devPhoneEnabled).toBe(true);
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
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('trusts proxy headers from nobody unless TRUST_PROXY names a hop count or proxy addresses', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).trustProxy).toBe(false);
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
