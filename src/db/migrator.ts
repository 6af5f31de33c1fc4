import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The product's migration runner (ADR 0066). It reads drizzle-kit's journal and SQL files and
 * records into drizzle's own `drizzle.__drizzle_migrations` table (same hash, same created_at), so
 * databases migrated before it keep working, but unlike drizzle's migrator it
 * - holds a PostgreSQL advisory lock for the whole run, so any number of processes may migrate at
 *   once: one applies what is pending, the others wait and then find nothing to do;
 * - applies each migration in its own transaction with `lock_timeout` and `statement_timeout`, so
 *   a migration that meets a lock held by live traffic fails within seconds instead of stalling
 *   every query queued behind it, and what was applied before it stays applied;
 * - runs a migration that builds an index `CONCURRENTLY` outside any transaction (PostgreSQL
 *   refuses it inside one), statement by statement.
 */

/** What the runner needs from a connection: one session, kept for the whole run (the lock is the session's). */
export interface MigrationSession {
  /** One statement, optionally with parameters. */
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface Migration {
  tag: string;
  /** drizzle-kit's journal time: the order, and what `created_at` records. */
  when: number;
  hash: string;
  statements: string[];
  /** Built outside a transaction (CREATE/DROP INDEX CONCURRENTLY). */
  concurrent: boolean;
}

export interface MigrateOptions {
  /** How long one statement may wait for a lock before the migration fails (PostgreSQL lock_timeout). */
  lockTimeoutMs: number;
  /** How long one statement may run (PostgreSQL statement_timeout); 0 = no limit. */
  statementTimeoutMs: number;
  /** Told once per migration applied. */
  onApplied?: (migration: Migration) => void;
}

export const DEFAULT_MIGRATE_OPTIONS: MigrateOptions = { lockTimeoutMs: 5000, statementTimeoutMs: 15 * 60 * 1000 };

/** One constant key for every process of this product on a database ('wear' in ASCII). */
export const MIGRATION_LOCK_KEY = 0x77656172;

const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';
const CONCURRENTLY = /\b(create|drop)\s+(unique\s+)?index\s+concurrently\b/i;

/** A migration that met a lock held by someone else: nothing of it was applied, and running again may succeed. */
export class MigrationLockTimeoutError extends Error {
  readonly retryable = true;
  constructor(
    readonly tag: string,
    readonly lockTimeoutMs: number,
    options: { cause: unknown },
  ) {
    super(
      `Migration ${tag} waited more than ${lockTimeoutMs} ms for a lock held by another session (lock_timeout) and was rolled back; ` +
        'the migrations before it are applied. Run the migration again when the table is less busy (or find the long transaction holding it).',
      options,
    );
    this.name = 'MigrationLockTimeoutError';
  }
}

/** A migration statement that failed for another reason, named with its migration. */
export class MigrationFailedError extends Error {
  constructor(
    readonly tag: string,
    options: { cause: unknown },
  ) {
    const cause = options.cause instanceof Error ? options.cause.message : String(options.cause);
    super(`Migration ${tag} failed and was rolled back: ${cause}`, options);
    this.name = 'MigrationFailedError';
  }
}

/** The migrations drizzle-kit generated, in journal order, hashed exactly as drizzle's migrator hashes them. */
export function readMigrations(folder: string): Migration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  return journal.entries.map((entry) => {
    const text = readFileSync(join(folder, `${entry.tag}.sql`), 'utf8');
    const statements = text
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => stripComments(s) !== '');
    return {
      tag: entry.tag,
      when: entry.when,
      hash: createHash('sha256').update(text).digest('hex'),
      statements,
      concurrent: statements.some((s) => CONCURRENTLY.test(stripComments(s))),
    };
  });
}

const stripComments = (sql: string) =>
  sql
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/--[^\n]*/g, ' ')
    .trim();

/** Where the database stands against the code's migrations. */
export interface SchemaStatus {
  /** Journal time of the newest migration the database has (0 when none). */
  applied: number;
  /** Journal time of the newest migration this code knows. */
  expected: number;
  /** The database has every migration this code knows (it may have newer ones: expand/contract, ADR 0067). */
  current: boolean;
  pending: string[];
}

export async function schemaStatus(session: MigrationSession, migrations: readonly Migration[]): Promise<SchemaStatus> {
  const present = await session.query(`select to_regclass('${MIGRATIONS_TABLE}') is not null as present`);
  let applied = 0;
  if (present.rows[0]?.present) {
    const last = await session.query(`select coalesce(max(created_at), 0)::text as last from ${MIGRATIONS_TABLE}`);
    applied = Number(last.rows[0]?.last ?? 0);
  }
  // drizzle's rule, kept so both runners agree: a migration is applied when its time is not after the last one recorded.
  const pending = migrations.filter((m) => m.when > applied).map((m) => m.tag);
  const expected = migrations.at(-1)?.when ?? 0;
  return { applied, expected, current: pending.length === 0, pending };
}

const LOCK_POLL_MS = 100;

/**
 * Session-level, held as long as this process migrates. Polled with pg_try_advisory_lock rather than
 * waited for with pg_advisory_lock: a waiting pg_advisory_lock is a transaction that stays open, and
 * CREATE INDEX CONCURRENTLY run by the lock's holder waits for every open transaction to end, so the
 * two would wait for each other and a fleet starting together would fail its migration.
 */
async function takeMigrationLock(session: MigrationSession): Promise<void> {
  for (;;) {
    const { rows } = await session.query('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK_KEY]);
    if (rows[0]?.locked === true) return;
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

/**
 * Applies the pending migrations once, whatever the number of processes doing the same at the
 * same moment. Returns the tags this call applied (empty when another process had done it).
 */
export async function migrate(
  session: MigrationSession,
  migrations: readonly Migration[],
  options: MigrateOptions = DEFAULT_MIGRATE_OPTIONS,
): Promise<string[]> {
  await takeMigrationLock(session);
  try {
    await session.query('create schema if not exists drizzle');
    await session.query(`create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint)`);
    // Read under the lock: whatever another process applied while this one waited is not pending any more.
    const status = await schemaStatus(session, migrations);
    const applied: string[] = [];
    for (const migration of migrations) {
      if (!status.pending.includes(migration.tag)) continue;
      await (migration.concurrent ? applyOutsideTransaction : applyInTransaction)(session, migration, options);
      applied.push(migration.tag);
      options.onApplied?.(migration);
    }
    return applied;
  } finally {
    await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
  }
}

const timeouts = (options: MigrateOptions, scope: 'local' | 'session') => {
  const set = scope === 'local' ? 'set local' : 'set';
  return [
    `${set} lock_timeout = ${Math.max(0, Math.round(options.lockTimeoutMs))}`,
    `${set} statement_timeout = ${Math.max(0, Math.round(options.statementTimeoutMs))}`,
  ];
};

const record = (session: MigrationSession, migration: Migration) =>
  session.query(`insert into ${MIGRATIONS_TABLE} (hash, created_at) values ($1, $2)`, [migration.hash, migration.when]);

async function applyInTransaction(session: MigrationSession, migration: Migration, options: MigrateOptions) {
  await session.query('begin');
  try {
    for (const statement of timeouts(options, 'local')) await session.query(statement);
    for (const statement of migration.statements) await session.query(statement);
    await record(session, migration);
    await session.query('commit');
  } catch (error) {
    await session.query('rollback').catch(() => undefined);
    throw asMigrationError(migration, options, error);
  }
}

/**
 * CREATE INDEX CONCURRENTLY cannot run in a transaction. Its statements run one by one with the
 * same timeouts; a failure leaves the migration unrecorded, so it must be written to be rerun
 * (`if not exists`, and PostgreSQL leaves an INVALID index behind a failed concurrent build that
 * a rerun has to drop first: ADR 0067).
 */
async function applyOutsideTransaction(session: MigrationSession, migration: Migration, options: MigrateOptions) {
  try {
    for (const statement of timeouts(options, 'session')) await session.query(statement);
    for (const statement of migration.statements) await session.query(statement);
    await record(session, migration);
  } catch (error) {
    throw asMigrationError(migration, options, error);
  } finally {
    await session.query('reset lock_timeout').catch(() => undefined);
    await session.query('reset statement_timeout').catch(() => undefined);
  }
}

function asMigrationError(migration: Migration, options: MigrateOptions, error: unknown): Error {
  // 55P03 lock_not_available: what lock_timeout raises.
  if ((error as { code?: string }).code === '55P03') return new MigrationLockTimeoutError(migration.tag, options.lockTimeoutMs, { cause: error });
  return new MigrationFailedError(migration.tag, { cause: error });
}
