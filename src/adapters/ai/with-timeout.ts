/** A model call that ran past its time; its message is the reason logged. */
export class TimeoutError extends Error {}

/** Races the call against a timer and aborts it, since a provider may ignore the abort signal. */
export async function withTimeout<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimeoutError(`timed out after ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why a model call failed, short enough for a log line. */
export function reasonOf(error: unknown): string {
  if (error instanceof TimeoutError) return error.message;
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
  return 'unknown error';
}
