import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../../db/client';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
/** What the plugin passes besides its documented options (the merged global and route settings). */
type StoreOptions = FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean };

/**
 * One upsert per limited request, on the database's clock (processes' clocks may disagree): a window
 * that has ended starts again at 1, otherwise the count goes up. With continueExceeding a request
 * past the limit pushes the window's end out again. Answers the count and the milliseconds left.
 */
const INCREMENT = `
insert into rate_limit_hits as h (key, hits, window_ends_at)
values ($1, 1, now() + $2::bigint * interval '1 millisecond')
on conflict (key) do update set
  hits = case when h.window_ends_at <= now() then 1 else h.hits + 1 end,
  window_ends_at = case
    when h.window_ends_at <= now() then now() + $2::bigint * interval '1 millisecond'
    when $3::boolean and h.hits + 1 > $4::int then now() + $2::bigint * interval '1 millisecond'
    else h.window_ends_at
  end
returning hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::float8 as ttl`;

const READ = `
select hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::float8 as ttl
from rate_limit_hits where key = $1 and window_ends_at > now()`;

/** Rows of ended windows decide nothing: the hourly prune job deletes them. */
export async function pruneRateLimitHits(database: Pick<Database, 'execute'>): Promise<number> {
  const r = await database.execute(`delete from rate_limit_hits where window_ends_at < now() - interval '1 minute'`);
  return r.rowCount;
}

/**
 * A `@fastify/rate-limit` store whose counts every process on the same PostgreSQL shares (ADR 0069).
 * The plugin constructs stores itself, so the database comes in through a class made per app, never a
 * module-level one: two apps in one process (as the tests run them) count on their own databases.
 */
export function postgresRateLimitStore(database: Pick<Database, 'execute'>): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly continueExceeding: boolean;

    constructor(
      options: StoreOptions,
      /** The route's method and URL: every route counts on its own, as the plugin's in-memory store does. */
      private readonly prefix = '',
    ) {
      // Not used by any route, and silently ignoring it would under-limit: say so at registration.
      if (options.exponentialBackoff) throw new Error('The PostgreSQL rate-limit store does not implement exponentialBackoff');
      this.continueExceeding = options.continueExceeding === true;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      database.execute(INCREMENT, [this.prefix + key, Math.max(1, Math.trunc(timeWindow)), this.continueExceeding, Math.trunc(max)]).then(
        (r) => callback(null, counted(r.rows[0])),
        (error: Error) => callback(error),
      );
    }

    /** The plugin's `{ increment: false }` peek: the count as it stands, nothing changed. */
    read(key: string, callback: Callback): void {
      database.execute(READ, [this.prefix + key]).then(
        (r) => callback(null, r.rows[0] ? counted(r.rows[0]) : { current: 0, ttl: 0 }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: StoreOptions & { routeInfo?: { method?: string | string[]; url?: string } }): FastifyRateLimitStore {
      const method = [routeOptions.routeInfo?.method ?? ''].flat().join(',');
      return new PostgresRateLimitStore(routeOptions, `${method} ${routeOptions.routeInfo?.url ?? ''}|`);
    }
  }
  return PostgresRateLimitStore;
}

function counted(row: Record<string, unknown> | undefined): Counted {
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}
