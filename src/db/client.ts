import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir, type DataDirLockOptions } from './data-dir-lock';
import { answerTimeoutMs, connectionOptions, DeadlineClient, type DatabaseDeadlines } from './deadlines';
import { DEFAULT_MIGRATE_OPTIONS, migrate, readMigrations, schemaStatus, type MigrateOptions, type MigrationSession, type SchemaStatus } from './migrator';
import * as schema from './schema';

/** Both drivers share this type, so services never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL; used by test helpers and operator statistics. */
  execute(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;
  /** What the job queue (pg-boss) connects through: the one PGlite instance, or its own pool on the same server. */
  jobsTarget: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string; poolSize: number; deadlines: DatabaseDeadlines };
  /** Whether the database has every migration this code knows (readiness asks it). */
  schemaStatus(): Promise<SchemaStatus>;
  close(): Promise<void>;
}

/** `migrate: false` opens without migrating (readiness then says whether the schema is current). */
type OpenOptions = { migrate?: false | Partial<MigrateOptions>; migrationsFolder?: string };

/**
 * `deadlines` bound the app pool's connections, `jobsDeadlines` the job queue's and the LISTEN
 * connection's (ADR 0104); unset, the defaults below (tests that open a database by hand).
 */
export type DatabaseTarget = (
  | { kind: 'postgres'; url: string; poolSize?: number; jobsPoolSize?: number; deadlines?: DatabaseDeadlines; jobsDeadlines?: DatabaseDeadlines }
  | {
      kind: 'pglite';
      dir: string | null;
      lock?: DataDirLockOptions;
      /** An in-memory database starts from this dump of a data folder instead of an empty cluster (tests: ADR 0120). */
      startFrom?: Blob;
    }
) &
  OpenOptions;

/** The configuration's defaults (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS, JOBS_STATEMENT_TIMEOUT_MS). */
export const DEFAULT_DEADLINES: DatabaseDeadlines = { connectTimeoutMs: 5000, statementTimeoutMs: 10_000 };
export const DEFAULT_JOBS_DEADLINES: DatabaseDeadlines = { connectTimeoutMs: 5000, statementTimeoutMs: 60_000 };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the pending migrations on one session (ADR 0066): once, whatever the number of processes starting together. */
async function migrateOn(session: MigrationSession, target: OpenOptions) {
  if (target.migrate === false) return;
  await migrate(session, readMigrations(target.migrationsFolder ?? MIGRATIONS_FOLDER), { ...DEFAULT_MIGRATE_OPTIONS, ...target.migrate });
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const deadlines = target.deadlines ?? DEFAULT_DEADLINES;
    const pool = new pg.Pool({ ...connectionOptions(target.url, deadlines), max: target.poolSize ?? 10, Client: DeadlineClient });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // A migration statement may run MIGRATION_STATEMENT_TIMEOUT_MS: the client waits that long, not the app's deadline.
    const migrationAnswerMs = answerTimeoutMs(
      target.migrate === false ? 0 : (target.migrate?.statementTimeoutMs ?? DEFAULT_MIGRATE_OPTIONS.statementTimeoutMs),
    );
    try {
      // One connection for the whole run: the advisory lock belongs to it.
      const client = await pool.connect();
      try {
        await migrateOn(
          { query: (text, params) => client.query({ text, values: params as unknown[] | undefined, query_timeout: migrationAnswerMs } as pg.QueryConfig) },
          target,
        );
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    const migrations = readMigrations(target.migrationsFolder ?? MIGRATIONS_FOLDER);
    return {
      db,
      kind: 'postgres',
      jobsTarget: { kind: 'postgres', url: target.url, poolSize: target.jobsPoolSize ?? 4, deadlines: target.jobsDeadlines ?? DEFAULT_JOBS_DEADLINES },
      schemaStatus: () => schemaStatus({ query: (text, params) => pool.query(text, params as unknown[] | undefined) }, migrations),
      async execute(sql, params) {
        const r = await pool.query(sql, params as unknown[]);
        return { rows: r.rows, rowCount: r.rowCount ?? 0 };
      },
      close: () => pool.end(),
    };
  }
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  // One process per folder, decided before PGlite opens it, let alone migrates it (issue 8).
  const unlock = target.dir ? await lockDataDir(target.dir, target.lock) : async () => {};
  let client: PGlite;
  try {
    // pg_trgm: the catalog search's typo fallback (issue 13); PostgreSQL servers ship it as contrib.
    const options = { extensions: { pg_trgm }, ...(target.startFrom && !target.dir ? { loadDataDir: target.startFrom } : {}) };
    client = target.dir ? new PGlite(target.dir, options) : new PGlite(options);
    await client.waitReady;
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // PGlite's query() takes one statement with parameters; exec() several without (a custom migration may hold several).
  const session: MigrationSession = {
    async query(text, params) {
      if (params && params.length) return client.query<Record<string, unknown>>(text, params);
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
  try {
    await migrateOn(session, target);
  } catch (error) {
    await client.close();
    await unlock();
    throw error;
  }
  const migrations = readMigrations(target.migrationsFolder ?? MIGRATIONS_FOLDER);
  return {
    db,
    kind: 'pglite',
    jobsTarget: { kind: 'pglite', client },
    schemaStatus: () => schemaStatus(session, migrations),
    async execute(sql, params) {
      // PGlite's query() takes one statement; exec() takes several but no parameters.
      if (!params || params.length === 0) {
        const results = await client.exec(sql);
        const last = results.at(-1);
        return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.affectedRows ?? 0 };
      }
      const r = await client.query<Record<string, unknown>>(sql, params as unknown[]);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}
