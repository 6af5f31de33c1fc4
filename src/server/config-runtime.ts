import { z } from 'zod';
import type { DatabaseDeadlines } from '../db/deadlines';

/**
 * The variables of how a process starts, migrates and stops in a fleet (issues 25 and 30): kept
 * apart from config.ts so that file only spreads them in. The README's configuration table lists them.
 */
export const runtimeEnvFields = {
  /** SIGTERM: not-ready at once, in-flight requests finished, exit 0; after this long it exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /** How long a stopping worker lets running jobs finish before pg-boss fails them (to be retried) and aborts their signals. */
  JOBS_STOP_GRACE_MS: z.coerce.number().int().min(1000).max(600_000).default(8000),
  /**
   * SIGTERM: how long a web process goes on answering (readiness 503, every answer `Connection: close`)
   * before it closes its listener, so a balancer stops sending to it first. Unset: 5 s in production
   * with DATABASE_URL (at most half of SHUTDOWN_TIMEOUT_MS), else 0 (Ctrl-C on npm start stays instant).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** The worker's liveness (/api/health) and readiness (/api/ready) port; unset or 0: none. */
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Opening a PostgreSQL connection, or waiting for a free one in a pool, gives up after this (ADR 0104). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  /** A web request's statements: the server cancels one after this, and the client stops waiting shortly after. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  /** The job queue's statements and everything a worker process runs. */
  JOBS_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(86_400_000).default(60_000),
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

type RuntimeEnv = z.infer<ReturnType<typeof z.object<typeof runtimeEnvFields>>> & { NODE_ENV: string; DATABASE_URL?: string | undefined };

export interface RuntimeConfig {
  shutdownTimeoutMs: number;
  /** SIGTERM: how long a web process keeps answering, not ready, before it closes its listener. */
  shutdownDrainMs: number;
  /** 0: the worker serves no health port. */
  workerHealthPort: number;
  /** The web app pool's deadlines, and those of the job queue and of worker processes (ADR 0104). */
  database: { deadlines: DatabaseDeadlines; jobsDeadlines: DatabaseDeadlines };
  jobsStopGraceMs: number;
  databaseStartTimeoutMs: number;
  migrations: { lockTimeoutMs: number; statementTimeoutMs: number };
  metricsToken: string | undefined;
}

/** Longer than a balancer's or Kubernetes' few seconds to notice a process is not ready, well inside SHUTDOWN_TIMEOUT_MS's default. */
const DEFAULT_PRODUCTION_DRAIN_MS = 5000;

/** The runtime settings, and the problem when the values contradict each other. */
export function runtimeConfig(e: RuntimeEnv): { config: RuntimeConfig; problem?: string } {
  const config: RuntimeConfig = {
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    // Unset, it never makes a shorter SHUTDOWN_TIMEOUT_MS an error the operator did not write.
    shutdownDrainMs:
      e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' && e.DATABASE_URL ? Math.min(DEFAULT_PRODUCTION_DRAIN_MS, Math.floor(e.SHUTDOWN_TIMEOUT_MS / 2)) : 0),
    workerHealthPort: e.WORKER_HEALTH_PORT,
    database: {
      deadlines: { connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS, statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS },
      jobsDeadlines: { connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS, statementTimeoutMs: e.JOBS_STATEMENT_TIMEOUT_MS },
    },
    jobsStopGraceMs: e.JOBS_STOP_GRACE_MS,
    databaseStartTimeoutMs: e.DATABASE_START_TIMEOUT_MS,
    migrations: { lockTimeoutMs: e.MIGRATION_LOCK_TIMEOUT_MS, statementTimeoutMs: e.MIGRATION_STATEMENT_TIMEOUT_MS },
    metricsToken: e.METRICS_TOKEN,
  };
  // The jobs' grace is spent inside the shutdown's: a longer one would be cut short by the forced exit.
  if (config.jobsStopGraceMs >= config.shutdownTimeoutMs) {
    return { config, problem: `JOBS_STOP_GRACE_MS (${config.jobsStopGraceMs}) must be less than SHUTDOWN_TIMEOUT_MS (${config.shutdownTimeoutMs})` };
  }
  // The drain is spent inside the shutdown's time too, before in-flight requests are waited for.
  if (config.shutdownDrainMs >= config.shutdownTimeoutMs) {
    return { config, problem: `SHUTDOWN_DRAIN_MS (${config.shutdownDrainMs}) must be less than SHUTDOWN_TIMEOUT_MS (${config.shutdownTimeoutMs})` };
  }
  return { config };
}
