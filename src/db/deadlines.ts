import pg from 'pg';

/**
 * How long a PostgreSQL connection may take to do anything (ADR 0104). Without these a failover
 * whose old primary drops packets instead of refusing them holds every pool slot until the kernel
 * gives up on the sockets, about 15 minutes.
 */
export interface DatabaseDeadlines {
  /** Opening a connection, and waiting for a free pool slot (node-postgres connectionTimeoutMillis). */
  connectTimeoutMs: number;
  /** The server's statement_timeout; the client stops waiting for an answer a little after it. */
  statementTimeoutMs: number;
}

/** An idle connection is probed after this long (TCP keepalive), so a peer that vanished is found without a statement to time out. */
export const KEEPALIVE_INITIAL_DELAY_MS = 10_000;

/**
 * The client waits this much longer than the server's statement_timeout: a slow statement is then
 * cancelled by the server (a clean error, the connection kept), and only a connection that does
 * not answer at all is given up by the client.
 */
export const ANSWER_MARGIN_MS = 2000;

/** setTimeout's largest delay: a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The client-side wait for an answer to a statement the server may run for `statementTimeoutMs` (0: no server limit). */
export function answerTimeoutMs(statementTimeoutMs: number): number {
  return statementTimeoutMs > 0 ? Math.min(statementTimeoutMs + ANSWER_MARGIN_MS, MAX_TIMER_MS) : MAX_TIMER_MS;
}

const READ_TIMEOUT = 'Query read timeout';

/** How long a broken client's user has to give it back to its pool before the client gives itself back. */
const GIVE_BACK_AFTER_MS = 1000;

/**
 * A node-postgres client that hangs up once a statement has gone unanswered past its query_timeout,
 * and never leaves a broken connection holding a pool slot. node-postgres only fails such a
 * statement: the connection stays in the pool with the statement in flight, and everything queued
 * on it after waits on an answer that may never come (a transaction's ROLLBACK, the next request's
 * query). Ended, the pool drops it and opens another. Checked out of a pool, a client has no
 * 'error' listener (the pool listens only while it is idle), so a connection lost mid-transaction
 * would end the process; and drizzle never releases a client whose BEGIN failed, so a failover
 * would leak a slot per transaction until none is left. A broken client is therefore released
 * with its error unless its user has done so within a second (releasing twice throws, harmlessly here).
 */
export class DeadlineClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', (error: Error) => this.giveBack(error));
  }

  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result && typeof (result as Promise<unknown>).catch === 'function') {
      (result as Promise<unknown>).catch((error: unknown) => {
        if ((error as Error | undefined)?.message !== READ_TIMEOUT) return;
        void this.end().catch(() => undefined);
        this.giveBack(error as Error);
      });
    }
    return result as never;
  }

  private giveBack(error: Error): void {
    setTimeout(() => {
      try {
        (this as unknown as { release?: (error: Error) => void }).release?.(error);
      } catch {
        // Already given back by its user.
      }
    }, GIVE_BACK_AFTER_MS).unref();
  }
}

/** node-postgres options (pool or client) that put a deadline on every step of a connection's life. */
export function connectionOptions(url: string, deadlines: DatabaseDeadlines) {
  return {
    connectionString: url,
    connectionTimeoutMillis: deadlines.connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
    // A startup parameter: PgBouncer refuses it unless told to ignore it (README, Deploy); the client-side deadline holds either way.
    statement_timeout: deadlines.statementTimeoutMs,
    query_timeout: answerTimeoutMs(deadlines.statementTimeoutMs),
  } satisfies pg.ClientConfig;
}

/**
 * Whether an error means the database could not be reached or did not answer in time (and a
 * request may be retried later), rather than a fault in the statement itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { message?: unknown; code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const message = typeof e.message === 'string' ? e.message : '';
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) return true;
    if (NETWORK_CODES.has(code)) return true;
    // 08: connection exception; 57: operator intervention (57014 statement timeout, 57P01 shutdown, 57P03 starting up);
    // 53300 too many connections; 25006 a write on a server that has become a read-only standby.
    if (/^(08...|57...|53300|25006)$/.test(code)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

const UNAVAILABLE_MESSAGES = [
  READ_TIMEOUT,
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
