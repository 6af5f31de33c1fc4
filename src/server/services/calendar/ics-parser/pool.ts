import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { IcsParseResult, IcsWindow } from '../../../../domain/calendar';
import type { WorkerAnswer } from './messages';

/**
 * A parse that works longer is stopped: the expansion budget makes this a backstop, not the
 * plan. Measured in the thread's CPU time, so a busy machine (other processes on the same cores)
 * does not refuse a file that needs little work; wall time only stops a thread that is stuck.
 */
export const ICS_PARSE_TIME_LIMIT_MS = 2000;
const WALL_LIMIT_FACTOR = 15;

/** The file was refused: damaged, over the budget, or over the time limit. The message is for the user. */
export class IcsRefused extends Error {}

interface Job {
  id: number;
  text: string;
  window: IcsWindow;
  resolve: (result: IcsParseResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const cpuMs = (u: { user: number; system: number }) => (u.user + u.system) / 1000;

// From the sources (tsx: tests, npm run dev) the thread is worker.ts and needs the same loader; from
// the build (dist/, plain node) it is the compiled entry dist/server/ics-parser-thread.js (ADR 0063).
const COMPILED = import.meta.url.endsWith('.js');
export const ICS_PARSER_THREAD = COMPILED ? new URL('../../../ics-parser-thread.js', import.meta.url) : new URL('./worker.ts', import.meta.url);
// A thread refuses the process's own V8 flags when they are handed to it (`node --max-old-space-size=…`
// would make every parse fail with ERR_WORKER_INVALID_EXEC_ARGV) but inherits them quietly: it is handed
// only the loader it lacks, and otherwise inherits.
const EXEC_ARGV = COMPILED || process.execArgv.some((a) => a.includes('tsx')) ? undefined : ['--import', 'tsx'];

/**
 * A small pool of parser threads, so no calendar file holds the event loop that answers other
 * requests (issue 26). Threads start when first needed and are unref'd when idle, so they never
 * keep a process alive; a thread that runs past the time limit is terminated and replaced.
 * Nothing is kept between parses: every process of the fleet has its own pool.
 */
export class IcsParserPool {
  private slots: Slot[] = [];
  private queue: Job[] = [];
  private nextId = 1;

  constructor(
    private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1)),
    private readonly timeLimitMs = ICS_PARSE_TIME_LIMIT_MS,
    /** The thread's script; a test gives one that never answers, to see the limit enforced. */
    private readonly workerUrl: URL = ICS_PARSER_THREAD,
  ) {}

  /** Parses being worked on by a thread right now (not those waiting for one). */
  get active(): number {
    return this.slots.filter((s) => s.job).length;
  }

  parse(text: string, window: IcsWindow): Promise<IcsParseResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, text, window, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every thread (tests, shutdown); queued parses are refused. */
  async close(): Promise<void> {
    const slots = this.slots;
    this.slots = [];
    for (const job of this.queue.splice(0)) job.reject(new Error('The calendar parser was stopped.'));
    await Promise.all(slots.map((s) => this.retire(s, new Error('The calendar parser was stopped.'))));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => s.ready && !s.job);
      if (!slot) {
        if (this.slots.length < this.size) this.spawn();
        return;
      }
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      void this.start(slot, job);
    }
  }

  /** Sends the job once the thread's CPU time so far is known, then watches the time it spends on it. */
  private async start(slot: Slot, job: Job): Promise<void> {
    const base = await slot.worker.cpuUsage().catch(() => ({ user: 0, system: 0 }));
    if (slot.job !== job) return;
    slot.worker.postMessage({ id: job.id, text: job.text, window: job.window });
    const started = Date.now();
    const limit = this.timeLimitMs;
    slot.timer = setInterval(
      () => {
        void slot.worker
          .cpuUsage()
          .catch(() => null)
          .then((now) => {
            if (slot.job !== job) return;
            const worked = now ? cpuMs(now) - cpuMs(base) : 0;
            if (worked <= limit && Date.now() - started <= limit * WALL_LIMIT_FACTOR) return;
            void this.retire(
              slot,
              new IcsRefused(`Reading the calendar took more than ${limit / 1000} seconds of work; it was stopped. Share a smaller calendar.`),
            );
            this.dispatch();
          });
      },
      Math.max(10, Math.min(100, limit / 4)),
    );
  }

  private spawn(): void {
    const worker = new Worker(this.workerUrl, { execArgv: EXEC_ARGV });
    const slot: Slot = { worker, ready: false, job: null, timer: null };
    this.slots.push(slot);
    worker.on('message', (message: WorkerAnswer | { ready: true }) => {
      if ('ready' in message) {
        slot.ready = true;
        worker.unref();
        this.dispatch();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      if (slot.timer) clearInterval(slot.timer);
      slot.job = null;
      slot.timer = null;
      worker.unref();
      if (message.ok) job.resolve(message.result);
      else job.reject(message.refused ? new IcsRefused(message.message) : new Error(message.message));
      this.dispatch();
    });
    worker.on('error', (error) => {
      const starting = !slot.ready;
      void this.retire(slot, error);
      // A thread that cannot even start will not start next time either: refuse what waits instead of looping.
      if (starting) for (const job of this.queue.splice(0)) job.reject(error);
      else this.dispatch();
    });
    worker.on('exit', () => {
      if (this.slots.includes(slot)) {
        void this.retire(slot, new Error('The calendar parser stopped unexpectedly.'));
        this.dispatch();
      }
    });
  }

  private async retire(slot: Slot, error: Error): Promise<void> {
    this.slots = this.slots.filter((s) => s !== slot);
    if (slot.timer) clearInterval(slot.timer);
    const job = slot.job;
    slot.job = null;
    if (job) job.reject(error);
    await slot.worker.terminate();
  }
}

let shared: IcsParserPool | null = null;

/** The process's pool, made on first use. */
export function icsParserPool(): IcsParserPool {
  shared ??= new IcsParserPool();
  return shared;
}
