/**
 * A small queue in front of a costly resource: at most `concurrency` tasks run at once, at most
 * `maxWaiting` wait, and the rest are refused at once rather than piling up. Per process on
 * purpose: it shares out this process's CPU (libuv's four threads that sharp runs on).
 */
export class DecodeLane {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Runs the task in turn; null when the queue is full (nothing was started). */
  async run<T>(task: () => Promise<T>): Promise<{ value: T } | null> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return { value: await task() };
    } finally {
      // The slot passes straight to the next in line, or frees up.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }
}
