import { z } from 'zod';

/**
 * The variables of how a process starts, migrates and stops in a fleet (issues 25 and 30): kept
 * apart from config.ts so that file only spreads them in. The README's configuration table lists them.
 */
export const runtimeEnvFields = {
  /** SIGTERM: not-ready at once, in-flight requests finished, exit 0; after this long it exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /** How long a stopping worker lets running jobs finish before pg-boss fails them (to be retried) and aborts their signals. */
  JOBS_STOP_GRACE_MS: z.coerce.number().int().min(1000).max(600_000).default(8000),
  /** How long start-up retries an unreachable database (with backoff) before it exits 1. */
  DATABASE_START_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** Per migration statement: how long it may wait for a lock before the migration fails (and may be retried). */
  MIGRATION_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Per migration statement: how long it may run (0 = no limit). */
  MIGRATION_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400_000)
    .default(15 * 60 * 1000),
  /** Bearer token for GET /metrics (Prometheus); unset, /metrics is a 404. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(16, { error: 'must be at least 16 characters' }).optional())
    .optional(),
};

type RuntimeEnv = z.infer<ReturnType<typeof z.object<typeof runtimeEnvFields>>>;

export interface RuntimeConfig {
  shutdownTimeoutMs: number;
  jobsStopGraceMs: number;
  databaseStartTimeoutMs: number;
  migrations: { lockTimeoutMs: number; statementTimeoutMs: number };
  metricsToken: string | undefined;
}

/** The runtime settings, and the problem when the values contradict each other. */
export function runtimeConfig(e: RuntimeEnv): { config: RuntimeConfig; problem?: string } {
  const config: RuntimeConfig = {
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    jobsStopGraceMs: e.JOBS_STOP_GRACE_MS,
    databaseStartTimeoutMs: e.DATABASE_START_TIMEOUT_MS,
    migrations: { lockTimeoutMs: e.MIGRATION_LOCK_TIMEOUT_MS, statementTimeoutMs: e.MIGRATION_STATEMENT_TIMEOUT_MS },
    metricsToken: e.METRICS_TOKEN,
  };
  // The jobs' grace is spent inside the shutdown's: a longer one would be cut short by the forced exit.
  if (config.jobsStopGraceMs >= config.shutdownTimeoutMs) {
    return { config, problem: `JOBS_STOP_GRACE_MS (${config.jobsStopGraceMs}) must be less than SHUTDOWN_TIMEOUT_MS (${config.shutdownTimeoutMs})` };
  }
  return { config };
}
