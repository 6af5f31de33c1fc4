import type { Queue, WorkOptions } from 'pg-boss';
import type { Ctx } from '../context';
import type { JobRef } from './port';

/** What a handler knows about the job it runs: retries see a higher `retryCount`. */
export interface JobMeta {
  id: string;
  retryCount: number;
  /**
   * Aborted when the job must stop (the worker is stopping and its grace ran out, or the job
   * expired). The `ctx.outbound` a handler gets already stops on it; pass it to anything else slow.
   */
  signal: AbortSignal;
}

/**
 * One kind of background work: a pg-boss queue, the handler that runs each of its jobs with the
 * app's context, and optionally a cron schedule that puts one job on the queue per tick.
 * A handler that throws fails that job alone; pg-boss retries it up to the queue's `retryLimit`.
 */
export interface JobDefinition<T extends object = object> extends JobRef<T> {
  /** Queue name: letters, digits, dashes (pg-boss rules). */
  name: string;
  queue?: Omit<Queue, 'name'>;
  /** Cron expression (UTC) for a recurring job; each worker process may run it, pg-boss sends one per tick. */
  schedule?: { cron: string; data?: T };
  /** How this process works the queue: batch size, concurrency, polling. */
  work?: Pick<WorkOptions, 'batchSize' | 'localConcurrency' | 'pollingIntervalSeconds' | 'burstWhenBatchFull'>;
  handle(ctx: Ctx, data: T, meta: JobMeta): Promise<void>;
}

/** A definition of any data type, as lists of them hold it (a handler's data type is checked where it is defined and sent). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any>;

/** Keeps the data type of a definition, so `ctx.jobs.send(definition, data)` is checked. */
export const defineJob = <T extends object>(definition: JobDefinition<T>): JobDefinition<T> => definition;
