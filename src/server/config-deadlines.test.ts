import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://u@localhost/db', WEATHER_PROVIDER: 'typical' } as const;

// Production refuses an unnamed stand-in (ADR 0071): these name them.
const PRODUCTION_STAND_INS = { SMS_PROVIDER: 'simulator', PAYMENTS_PROVIDER: 'sandbox', MAIL_PROVIDER: 'outbox', UPLOADS_SHARED: 'true' };

describe('deadlines, drain and the worker health port (ADR 0104)', () => {
  it('bounds the web pool, the job queue and the worker apart', () => {
    const config = loadConfig(base);
    expect(config.database).toMatchObject({
      deadlines: { connectTimeoutMs: 5000, statementTimeoutMs: 10_000 },
      jobsDeadlines: { connectTimeoutMs: 5000, statementTimeoutMs: 60_000 },
    });
    const tuned = loadConfig({ ...base, DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_STATEMENT_TIMEOUT_MS: '3000', JOBS_STATEMENT_TIMEOUT_MS: '120000' });
    expect(tuned.database).toMatchObject({
      deadlines: { connectTimeoutMs: 2000, statementTimeoutMs: 3000 },
      jobsDeadlines: { connectTimeoutMs: 2000, statementTimeoutMs: 120_000 },
    });
    expect(() => loadConfig({ ...base, DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
    expect(() => loadConfig({ ...base, DATABASE_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
  });

  it('drains for a few seconds in production with PostgreSQL, not on the embedded database or in development', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production', ...PRODUCTION_STAND_INS }).runtime.shutdownDrainMs).toBe(5000);
    expect(loadConfig(base).runtime.shutdownDrainMs).toBe(0);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', ...PRODUCTION_STAND_INS, SHUTDOWN_TIMEOUT_MS: '4000', JOBS_STOP_GRACE_MS: '3000' }).runtime.shutdownDrainMs,
    ).toBe(2000);
    expect(loadConfig({ ...base, SHUTDOWN_DRAIN_MS: '2500' }).runtime.shutdownDrainMs).toBe(2500);
    const { DATABASE_URL: _url, ...embedded } = base;
    expect(
      loadConfig({ ...embedded, ...PRODUCTION_STAND_INS, DATA_DIR: mkdtempSync(join(tmpdir(), 'ww-drain-config-')), NODE_ENV: 'production' }).runtime
        .shutdownDrainMs,
    ).toBe(0);
  });

  it('refuses a drain as long as the whole shutdown', () => {
    expect(() => loadConfig({ ...base, SHUTDOWN_DRAIN_MS: '10000' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SHUTDOWN_DRAIN_MS: '10000' })).toThrow(/SHUTDOWN_DRAIN_MS \(10000\) must be less than SHUTDOWN_TIMEOUT_MS \(10000\)/);
  });

  it('serves the worker health port only when given one', () => {
    expect(loadConfig(base).runtime.workerHealthPort).toBe(0);
    expect(loadConfig({ ...base, WORKER_HEALTH_PORT: '9091' }).runtime.workerHealthPort).toBe(9091);
    expect(() => loadConfig({ ...base, WORKER_HEALTH_PORT: '70000' })).toThrow(/WORKER_HEALTH_PORT/);
  });
});
