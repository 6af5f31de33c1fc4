import pg from 'pg';
import { connectionOptions, type DatabaseDeadlines } from './deadlines';

export interface ChannelListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  onMessage(payload: string): void;
  /** LISTEN is in place: from now on nothing sent on the channel is missed. */
  onUp(): void;
  /** The connection is gone: messages may be missed until onUp again. */
  onDown(error: Error | null): void;
  /** Reconnect backoff: the first wait, doubled up to the cap. */
  retryMs?: number;
  maxRetryMs?: number;
  /** Connecting and each statement (LISTEN, the heartbeat) give up after these (ADR 0104). */
  deadlines?: DatabaseDeadlines;
  /**
   * How often the connection is asked whether it still listens. A connection whose server went
   * silent (a failover that drops packets) hears nothing and says nothing: without asking, the
   * caller would trust it while evictions go to the new server unheard.
   */
  heartbeatMs?: number;
}

const DEFAULT_LISTEN_DEADLINES: DatabaseDeadlines = { connectTimeoutMs: 5000, statementTimeoutMs: 5000 };

/**
 * LISTENs on a PostgreSQL channel over its own connection (a pool's connections come and go) and
 * keeps listening: a dropped connection is reopened with backoff, reported through onDown/onUp so
 * the caller can distrust whatever it may have missed.
 */
export function listenToChannel(url: string, channel: string, options: ListenOptions): ChannelListener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Unsafe channel name: ${channel}`);
  const first = options.retryMs ?? 250;
  const max = options.maxRetryMs ?? 5000;
  let client: pg.Client | null = null;
  let closed = false;
  let wait = first;
  let timer: NodeJS.Timeout | null = null;
  const deadlines = options.deadlines ?? DEFAULT_LISTEN_DEADLINES;
  const heartbeatMs = options.heartbeatMs ?? 5000;

  const connect = async () => {
    if (closed) return;
    // The heartbeat's answer is awaited no longer than a connection is: a silent server is found within heartbeatMs + that.
    const c = new pg.Client(connectionOptions(url, { connectTimeoutMs: deadlines.connectTimeoutMs, statementTimeoutMs: deadlines.connectTimeoutMs }));
    client = c;
    let down = false;
    let heartbeat: NodeJS.Timeout | null = null;
    const lost = (error: Error | null) => {
      if (down) return;
      down = true;
      if (heartbeat) clearInterval(heartbeat);
      if (client === c) client = null;
      c.removeAllListeners('notification');
      void c.end().catch(() => undefined);
      if (closed) return;
      options.onDown(error);
      timer = setTimeout(() => void connect(), wait);
      wait = Math.min(wait * 2, max);
    };
    c.on('error', (error) => lost(error));
    c.on('end', () => lost(null));
    c.on('notification', (n) => {
      if (n.channel === channel) options.onMessage(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (closed) return void c.end().catch(() => undefined);
      wait = first;
      let asking = false;
      heartbeat = setInterval(() => {
        // One question at a time: a slow answer is waited for (up to its deadline), not queued behind.
        if (asking) return;
        asking = true;
        c.query<{ listening: boolean }>('select $1 = any(array(select pg_listening_channels())) as listening', [channel])
          .then(
            (r) => {
              if (!r.rows[0]?.listening) lost(new Error(`the connection no longer listens on ${channel}`));
            },
            (error: Error) => lost(error),
          )
          .finally(() => (asking = false));
      }, heartbeatMs);
      heartbeat.unref();
      options.onUp();
    } catch (error) {
      lost(error as Error);
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
