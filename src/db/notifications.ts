import pg from 'pg';

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
}

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

  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    let down = false;
    const lost = (error: Error | null) => {
      if (down) return;
      down = true;
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
