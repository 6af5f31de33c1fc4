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
});
