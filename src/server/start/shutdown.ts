import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

/**
 * SIGTERM and SIGINT (issue 25 point 3): readiness turns 503 at once, the listener closes, requests
 * in flight finish, job handlers get JOBS_STOP_GRACE_MS to finish before pg-boss fails their jobs
 * (to be retried elsewhere) and aborts their signals, the pools close, and the process exits 0.
 * Whatever still runs after SHUTDOWN_TIMEOUT_MS is cut short: the process exits 1.
 */
export function exitCleanlyOnSignals(app: FastifyInstance, database: Database, timeoutMs: number) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.lifecycle.beginShutdown();
    app.log.info({ signal, timeoutMs }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown did not finish within SHUTDOWN_TIMEOUT_MS; exiting anyway');
      process.exit(1);
    }, timeoutMs);
    force.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
}
