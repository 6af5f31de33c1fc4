import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { NODE_ENV: 'test', DATABASE_URL: 'postgres://db.internal:5432/wearwise', APP_SECRET: 'x'.repeat(40) } as const;

describe('the fleet runtime settings', () => {
  it('default to a 10 s shutdown, an 8 s job grace, 30 s of database retries, a 5 s migration lock wait and no metrics', () => {
    expect(loadConfig({ ...base }).runtime).toEqual({
      shutdownTimeoutMs: 10_000,
      shutdownDrainMs: 0,
      workerHealthPort: 0,
      database: { deadlines: { connectTimeoutMs: 5000, statementTimeoutMs: 10_000 }, jobsDeadlines: { connectTimeoutMs: 5000, statementTimeoutMs: 60_000 } },
      jobsStopGraceMs: 8000,
      databaseStartTimeoutMs: 30_000,
      migrations: { lockTimeoutMs: 5000, statementTimeoutMs: 900_000 },
      metricsToken: undefined,
    });
  });

  it('refuses a job grace that the shutdown would cut short, naming both variables', () => {
    expect(() => loadConfig({ ...base, SHUTDOWN_TIMEOUT_MS: '5000', JOBS_STOP_GRACE_MS: '8000' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SHUTDOWN_TIMEOUT_MS: '5000', JOBS_STOP_GRACE_MS: '8000' })).toThrow(
      /JOBS_STOP_GRACE_MS \(8000\) must be less than SHUTDOWN_TIMEOUT_MS \(5000\)/,
    );
    expect(loadConfig({ ...base, SHUTDOWN_TIMEOUT_MS: '30000', JOBS_STOP_GRACE_MS: '25000' }).runtime.jobsStopGraceMs).toBe(25_000);
  });

  it('refuses a short metrics token and bad numbers with the variable named', () => {
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ ...base, DATABASE_START_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_START_TIMEOUT_MS/);
    expect(loadConfig({ ...base, METRICS_TOKEN: '  ' }).runtime.metricsToken).toBeUndefined();
  });
});
