import type { SendOptions } from 'pg-boss';

/**
 * A queue as a sender names it: the job's definition, whose data type rides along. It knows
 * nothing of handlers, so the context (and every service) can send without importing any.
 */
export interface JobRef<T extends object> {
  readonly name: string;
  /** Never set: carries the data type from a definition to `send`. */
  readonly __data?: T;
}

/** One queue's depth as the operator sees it. */
export interface QueueStat {
  name: string;
  /** Waiting to run now or later (created or retry). */
  queued: number;
  active: number;
  /** Failed after every retry, still retained. */
  failed: number;
  total: number;
}

/**
 * The job queue as the context holds it (ADR 0065): the list of queues is assembled where the app
 * is composed (src/server/job-list.ts), so the context never imports a handler and no import
 * circle runs context → queue → handlers → services → context.
 */
export interface JobQueuePort {
  readonly names: string[];
  /** Puts a job on its queue; the id, or null when a singleton rule kept it out. */
  send<T extends object>(job: JobRef<T>, data: T, options?: SendOptions): Promise<string | null>;
  /** Works every queue in this process and keeps the cron schedules. Idempotent. */
  /** `only` limits the queues worked (a test draining the queues a request hands off). */
  work(options?: { only?: readonly string[] }): Promise<void>;
  stats(): Promise<QueueStat[]>;
  /** Stops polling and waits (briefly) for running handlers; safe to call when never started. */
  stop(): Promise<void>;
}
