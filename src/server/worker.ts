import { buildApp } from './app';
import { redactPaths } from './logger';
import { loadConfigOrExit } from './start/load-config-or-exit';
import { exitOnStartupFailure, openDatabaseAtStart } from './start/open-at-start';
import { exitCleanlyOnSignals } from './start/shutdown';
import { workJobsUnlessStopping } from './start/work-jobs-unless-stopping';
import { providersInUse } from './providers';
import type { Config } from './config';
import { serveWorkerHealth } from './operations/health';

/**
 * `npm run worker`: works the job queues with no web server, for deployments that scale web and
 * workers apart. Any number may run against one PostgreSQL database; pg-boss hands each job to one.
 */
async function main() {
  const config = loadConfigOrExit();
  if (config.embedded) {
    console.error('\nnpm run worker needs DATABASE_URL: the embedded database belongs to the one `npm start` process, which already works its jobs.\n');
    process.exit(1);
  }
  // Everything a worker runs is job work: its app pool gets the jobs' statement deadline too (ADR 0104).
  const database = await openDatabaseAtStart(jobsDeadlinesEverywhere(config)).catch((e: unknown) => exitOnStartupFailure(e, 'Worker start-up'));
  // The app is built (not listened on) so handlers get exactly the context the web process gives services.
  const app = await buildApp({ config, database, logger: { level: config.logLevel, redact: redactPaths } });
  await app.ready();
  // Liveness and readiness for the orchestrator, when asked for (WORKER_HEALTH_PORT).
  const port = config.runtime.workerHealthPort;
  const health = port ? await serveWorkerHealth(app, app.lifecycle, { port, host: config.host }) : null;
  exitCleanlyOnSignals(app, database, config.runtime.shutdownTimeoutMs, { alsoClose: health });
  await workJobsUnlessStopping(app);
  app.log.info({ queues: app.ctx.jobs.names, providers: providersInUse(config), ...(port ? { healthPort: port } : {}) }, 'worker started');
}

function jobsDeadlinesEverywhere(config: Config): Config {
  if (config.database.kind !== 'postgres') return config;
  return { ...config, database: { ...config.database, deadlines: config.database.jobsDeadlines } };
}

main().catch((error) => {
  console.error('Worker start-up failed:', error);
  process.exit(1);
});
