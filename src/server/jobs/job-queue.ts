import { fromPglite, PgBoss, type Clock, type SendOptions } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { connectionOptions, DeadlineClient, type DatabaseDeadlines } from '../../db/deadlines';
import type { Ctx } from '../context';
import type { AnyJobDefinition } from './define';
import type { JobQueuePort, JobRef, QueueStat } from './port';

/** How often pg-boss fails expired jobs and jobs whose heartbeat stopped. */
const SUPERVISE_SECONDS = 15;

/**
 * On the embedded database a worker polls only this often (issue 45). One process holds PGlite, so
 * every job is sent here and wakes its queue's worker at once; the poll is a backstop for what no
 * send announces: cron ticks, delayed retries (5 s and more), jobs sent for later. PGlite runs one
 * statement at a time on the server's own thread, and 17 queues polling every 0.5-2 s took about
 * a quarter of a core while idle, each poll holding up the requests' queries behind it.
 */
const EMBEDDED_POLL_BACKSTOP_SECONDS = 10;

export interface JobQueueOptions {
  log: FastifyBaseLogger;
  definitions: readonly AnyJobDefinition[];
  /** pg-boss's TestClock in tests that move time. */
  clock?: Clock;
  /** Days a finished job stays in pg-boss's tables (JOB_HISTORY_RETENTION_DAYS): every queue's deleteAfterSeconds unless its definition sets one. */
  historyRetentionDays?: number;
  /** How long stop() lets running handlers finish before their jobs are failed (to be retried) and their signals aborted. */
  stopGraceMs?: number;
}

/**
 * The product's pg-boss instance, started on first use: a process that only answers web
 * requests and never sends a job (most test apps) never installs or polls anything.
 * `work()` is what turns a process into a worker (npm start in-process, npm run worker).
 */
export class JobQueue implements JobQueuePort {
  private boss: PgBoss | undefined;
  private starting: Promise<PgBoss> | undefined;
  private ctx: Ctx | undefined;
  private working = false;
  private readonly byName: Map<string, AnyJobDefinition>;
  /** Each worked queue's first worker, woken by a send on the embedded database. */
  private readonly wakers = new Map<string, string>();

  constructor(
    private readonly database: Pick<Database, 'jobsTarget' | 'execute'>,
    private readonly options: JobQueueOptions,
  ) {
    this.byName = new Map(options.definitions.map((d) => [d.name, d]));
  }

  /** Handlers run with the app's context, which is built after the queue it holds. */
  attach(ctx: Ctx) {
    this.ctx = ctx;
  }

  get names(): string[] {
    return [...this.byName.keys()];
  }

  /**
   * Starts pg-boss once. Only where jobs are worked does it keep the cron ticks (`schedule`) and
   * supervise (expire jobs, fail lost heartbeats, count the queues on a timer): a web-only process
   * only sends, and its timers' queries would compete with its requests for nothing, since every
   * worker supervises (issue 45).
   */
  private start(role: { schedule: boolean; supervise: boolean } = { schedule: false, supervise: false }): Promise<PgBoss> {
    this.starting ??= (async () => {
      // Expiry and lost heartbeats are checked every 15 s (pg-boss's default is a minute), so a dead worker's job moves within a minute (ADR 0105).
      const supervision = role.supervise ? { superviseIntervalSeconds: SUPERVISE_SECONDS, monitorIntervalSeconds: SUPERVISE_SECONDS } : {};
      const common = { ...role, migrate: true, ...supervision, ...(this.options.clock ? { clock: this.options.clock } : {}) };
      const boss =
        this.database.jobsTarget.kind === 'pglite'
          ? new PgBoss({ ...common, db: fromPglite(this.database.jobsTarget.client), backend: 'pglite' })
          : new PgBoss({
              ...common,
              // Deadlines on connecting, on every statement and on silent sockets (ADR 0104); pg-boss hands them to node-postgres.
              ...jobsConnectionOptions(this.database.jobsTarget.url, this.database.jobsTarget.deadlines),
              max: this.database.jobsTarget.poolSize,
              application_name: 'wearwise-jobs',
            });
      boss.on('error', (error) => this.options.log.error({ err: error }, 'job queue error'));
      boss.on('warning', (warning) => this.options.log.warn({ warning }, 'job queue warning'));
      await boss.start();
      const history = this.options.historyRetentionDays ? { deleteAfterSeconds: this.options.historyRetentionDays * 86_400 } : {};
      for (const definition of this.options.definitions) {
        const queue = { ...history, ...definition.queue };
        await boss.createQueue(definition.name, queue);
        // createQueue leaves an existing queue as it was: options changed since (a heartbeat, a retry rule) are applied here.
        const { policy: _policy, partition: _partition, ...changeable } = queue;
        if (Object.keys(changeable).length) await boss.updateQueue(definition.name, changeable);
      }
      this.boss = boss;
      return boss;
    })();
    return this.starting;
  }

  /** Puts a job on its queue; the id, or null when a singleton rule kept it out. */
  async send<T extends object>(definition: JobRef<T>, data: T, options: SendOptions = {}): Promise<string | null> {
    if (!this.byName.has(definition.name)) throw new Error(`Unknown job queue: ${definition.name}`);
    const boss = await this.start();
    const id = await boss.send(definition.name, data, options);
    if (id && !options.startAfter) this.wake(definition.name);
    return id;
  }

  /** Fetch now rather than at the next poll: only on the embedded database, where this process works every job. */
  private wake(queue: string) {
    const worker = this.database.jobsTarget.kind === 'pglite' ? this.wakers.get(queue) : undefined;
    if (worker) this.boss?.notifyWorker(worker);
  }

  /**
   * Works every queue in this process and keeps the cron schedules. Idempotent. `only` works
   * just the named queues and keeps no schedules: a process (or a test) dedicated to some work.
   */
  async work(options: { only?: readonly string[] } = {}): Promise<void> {
    if (this.working) return;
    this.working = true;
    const definitions = options.only ? this.options.definitions.filter((d) => options.only!.includes(d.name)) : this.options.definitions;
    const schedule = !options.only;
    // Started web-only (a send came first): restart pg-boss as a worker, supervising and, for all queues, scheduling.
    if (this.starting) await this.stop();
    const boss = await this.start({ schedule, supervise: true });
    for (const definition of definitions) {
      const { batchSize = 1, localConcurrency = 1, burstWhenBatchFull = false, ...work } = definition.work ?? {};
      const embedded = this.database.jobsTarget.kind === 'pglite';
      const pollingIntervalSeconds = embedded ? EMBEDDED_POLL_BACKSTOP_SECONDS : (work.pollingIntervalSeconds ?? 2);
      const options = { batchSize, localConcurrency, pollingIntervalSeconds, burstWhenBatchFull, perJobResults: true } as const;
      const workerId = await boss.work(definition.name, options, async (jobs) => {
        const results = [];
        for (const job of jobs) {
          try {
            await definition.handle(this.jobCtx(job.signal), job.data, { id: job.id, retryCount: job.retryCount, signal: job.signal });
            results.push({ id: job.id, status: 'completed' as const });
          } catch (error) {
            this.options.log.warn({ err: error, queue: definition.name, job: job.id }, 'job failed');
            results.push({ id: job.id, status: 'failed' as const, output: { message: error instanceof Error ? error.message : String(error) } });
          }
        }
        // A worker that found jobs looks again at once (the queue may hold more, or a retry due now), not after the backstop.
        this.wake(definition.name);
        return results;
      });
      this.wakers.set(definition.name, workerId);
      if (definition.schedule && schedule) await boss.schedule(definition.name, definition.schedule.cron, definition.schedule.data ?? null);
    }
  }

  /** The app's context, its outbound fetches stopping when the job must stop (issue 30 point 6). */
  private jobCtx(signal: AbortSignal): Ctx {
    if (!this.ctx) throw new Error('JobQueue.attach(ctx) was not called');
    const { outbound } = this.ctx;
    return {
      ...this.ctx,
      outbound: {
        fetch: (url, options = {}) => outbound.fetch(url, { ...options, signal: options.signal ? AbortSignal.any([signal, options.signal]) : signal }),
      },
    };
  }

  /**
   * Depth and failures per queue, for the operator console, counted live from pg-boss's job table
   * (its own queue counters are refreshed by a monitor pass, up to a minute late). An install
   * that never started reads as empty queues.
   */
  async stats(): Promise<QueueStat[]> {
    const installed = await this.database.execute(`select to_regclass('pgboss.job') is not null as present`);
    const counts = new Map<string, QueueStat>(this.names.map((name) => [name, { name, queued: 0, active: 0, failed: 0, total: 0 }]));
    if (installed.rows[0]?.present) {
      const rows = await this.database.execute(`select name, state, count(*)::int as n from pgboss.job where name = any($1) group by name, state`, [
        this.names,
      ]);
      for (const row of rows.rows as { name: string; state: string; n: number }[]) {
        const stat = counts.get(row.name)!;
        stat.total += row.n;
        if (row.state === 'created' || row.state === 'retry') stat.queued += row.n;
        else if (row.state === 'active') stat.active += row.n;
        else if (row.state === 'failed') stat.failed += row.n;
      }
    }
    return [...counts.values()];
  }

  /**
   * Stops polling and waits up to the stop grace (JOBS_STOP_GRACE_MS) for running handlers; then
   * pg-boss fails their jobs (retried by another worker) and aborts their signals. Safe to call
   * when never started.
   */
  async stop(): Promise<void> {
    const starting = this.starting;
    this.starting = undefined;
    this.boss = undefined;
    this.wakers.clear();
    if (!starting) return;
    const boss = await starting.catch(() => undefined);
    await boss?.stop({ graceful: true, timeout: this.options.stopGraceMs ?? 10_000, close: this.database.jobsTarget.kind === 'postgres' });
  }
}

/** pg-boss's types list only some of node-postgres' options; it passes them all to its pool. */
function jobsConnectionOptions(url: string, deadlines: DatabaseDeadlines): { connectionString: string } {
  return { ...connectionOptions(url, deadlines), Client: DeadlineClient } as { connectionString: string };
}
