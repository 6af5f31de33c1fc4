import pg from 'pg';

/** Start-up could not go on; the message is the one line an operator needs (no stack). */
export class StartupError extends Error {}

/** host:port of a PostgreSQL URL, as an operator would look for it. */
export function databaseAddress(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || '5432'}`;
  } catch {
    return 'the DATABASE_URL address';
  }
}

/** The cause in a few words: a network code (ECONNREFUSED…), or the server's own message and code. */
export function describeCause(error: unknown): string {
  const e = error as { code?: string; message?: string; errors?: unknown[] };
  // Node reports a host with several addresses (localhost: ::1 and 127.0.0.1) as an AggregateError with an empty message.
  if (e.code && /^E[A-Z]+$/.test(e.code)) return e.code;
  if (e.code && e.message) return `${e.message} (${e.code})`;
  if (e.errors?.length) return describeCause(e.errors[0]);
  return e.message || String(error);
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** Wrong credentials or a refused role do not heal by waiting. */
const hopeless = (error: unknown) => /^28/.test((error as { code?: string }).code ?? '');

export interface WaitOptions {
  timeoutMs: number;
  /** Told once, on the first failure, with the line to print. */
  onWaiting?: (line: string) => void;
  /** For tests; real time by default. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Issue 30 point 5: a database that is not answering yet (a container starting beside the app, a
 * failover) is retried with backoff for DATABASE_START_TIMEOUT_MS; then one line naming the host,
 * port and cause, instead of a stack that reads like a migration bug.
 */
export async function waitForDatabase(url: string, options: WaitOptions): Promise<void> {
  const address = databaseAddress(url);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const deadline = Date.now() + options.timeoutMs;
  let delay = 250;
  let told = false;
  for (;;) {
    // A server that accepts the connection and then says nothing (a black-holed failover) is retried like a refusal.
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, query_timeout: 5000 });
    // A connection dropped while it is being set up must not surface as an unhandled 'error' event.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      const cause = describeCause(error);
      const left = deadline - Date.now();
      if (hopeless(error) || left <= 0) {
        const waited = told ? ` after retrying for ${seconds(options.timeoutMs)}` : '';
        throw new StartupError(`Cannot reach the database at ${address}: ${cause}${waited}. Check DATABASE_URL and that PostgreSQL is running.`);
      }
      if (!told) {
        told = true;
        options.onWaiting?.(`Cannot reach the database at ${address} yet: ${cause}; retrying for up to ${seconds(options.timeoutMs)}.`);
      }
      await sleep(Math.min(delay, left));
      delay = Math.min(delay * 2, 5000);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
