import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as drizzleMigratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as drizzleMigratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_FOLDER, openDatabase } from '../../src/db/client';
import { newMigrationViolations } from '../../src/db/migration-check';
import { DEFAULT_MIGRATE_OPTIONS, migrate, MigrationLockTimeoutError, readMigrations, schemaStatus, type MigrationSession } from '../../src/db/migrator';
import { testConfig, databaseKinds } from '../helpers/test-app';
import { emptyPostgresDatabase } from '../helpers/fleet-processes';

/** A copy of the real migrations plus new ones, as a later release would ship them. */
function migrationsWith(extra: { tag: string; sql: string }[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'ww-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  for (const m of extra) {
    const last = journal.entries.at(-1)!;
    journal.entries.push({ idx: last.idx + 1, version: last.version, when: last.when + 1000, tag: m.tag, breakpoints: true });
    writeFileSync(join(dir, `${m.tag}.sql`), m.sql);
  }
  writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  folders.push(dir);
  return dir;
}
/**
 * The real migrations up to the first one drizzle's own migrator cannot run (it runs everything in
 * one transaction, and CREATE INDEX CONCURRENTLY refuses one): what a database migrated by drizzle
 * before this runner took over can hold (ADR 0067).
 */
function migrationsDrizzleCanRun(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ww-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const first = readMigrations(MIGRATIONS_FOLDER).findIndex((m) => m.concurrent);
  if (first >= 0) journal.entries = journal.entries.slice(0, first);
  writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  folders.push(dir);
  return dir;
}

const folders: string[] = [];
afterAll(() => folders.forEach((d) => rmSync(d, { recursive: true, force: true })));

const INDEX_MIGRATION = {
  tag: '0012_test_users_name_index',
  sql: 'CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_full_name_test_idx" ON "users" USING btree ("full_name");',
};
const COLUMN_MIGRATION = { tag: '0013_test_users_note', sql: 'ALTER TABLE "users" ADD COLUMN "fleet_note" text;' };

/** An unmigrated database and a session on it that keeps one connection (the runner needs one). */
async function emptyDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dir: null, migrate: false });
    const client = (database.jobsTarget as { client: PGlite }).client;
    return {
      database,
      session: { query: (text: string, params?: unknown[]) => database.execute(text, params) } satisfies MigrationSession,
      drizzleMigrate: () => drizzleMigratePglite(drizzlePglite(client), { migrationsFolder: migrationsDrizzleCanRun() }),
      close: () => database.close(),
    };
  }
  const created = await emptyPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2, migrate: false });
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  return {
    database,
    url: created.url,
    session: { query: (text: string, params?: unknown[]) => client.query(text, params) } satisfies MigrationSession,
    drizzleMigrate: () => drizzleMigratePg(drizzlePg(client), { migrationsFolder: migrationsDrizzleCanRun() }),
    close: async () => {
      await client.end();
      await database.close();
      await created.drop();
    },
  };
}

const recorded = async (session: MigrationSession) => Number((await session.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]!.n);

describe.each(databaseKinds)('migrations on %s', { timeout: 240_000 }, (kind) => {
  let open: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
  afterEach(async () => {
    await open?.close();
    open = undefined;
  });

  it("keeps a database migrated by drizzle's own migrator: current, and only later migrations applied", async () => {
    open = await emptyDatabase(kind);
    await open.drizzleMigrate();
    const real = readMigrations(MIGRATIONS_FOLDER);
    const byDrizzle = readMigrations(migrationsDrizzleCanRun());
    const notYet = real.slice(byDrizzle.length).map((m) => m.tag);
    expect(await schemaStatus(open.session, byDrizzle)).toMatchObject({ current: true, pending: [] });
    expect(await schemaStatus(open.session, real)).toMatchObject({ pending: notYet });

    const later = readMigrations(migrationsWith([COLUMN_MIGRATION]));
    expect(await schemaStatus(open.session, later)).toMatchObject({ current: false, pending: [...notYet, COLUMN_MIGRATION.tag] });
    expect(await migrate(open.session, later)).toEqual([...notYet, COLUMN_MIGRATION.tag]);
    expect(await open.database.schemaStatus()).toMatchObject({ current: true });
    expect(await migrate(open.session, later)).toEqual([]);
    expect(await recorded(open.session)).toBe(real.length + 1);
    // The hash is drizzle's own (sha256 of the file), so drizzle-kit and this runner agree on history.
    const last = await open.session.query('select hash from drizzle.__drizzle_migrations order by created_at desc limit 1');
    expect(last.rows[0]!.hash).toBe(later.at(-1)!.hash);
  });

  it('builds an index CONCURRENTLY outside a transaction, in a migration of its own', async () => {
    open = await emptyDatabase(kind);
    const migrations = readMigrations(migrationsWith([INDEX_MIGRATION]));
    expect(migrations.at(-1)).toMatchObject({ tag: INDEX_MIGRATION.tag, concurrent: true });
    const applied = await migrate(open.session, migrations);
    expect(applied).toHaveLength(migrations.length);
    const index = await open.session.query(`select indexname from pg_indexes where indexname = 'users_full_name_test_idx'`);
    expect(index.rows).toHaveLength(1);
    // The session is left as it was: no lock_timeout lingers for whatever uses it next.
    expect((await open.session.query('show lock_timeout')).rows[0]!.lock_timeout).toBe('0');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on postgres, several processes and live traffic', () => {
  let open: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
  afterEach(async () => {
    await open?.close();
    open = undefined;
  });

  it('applies each pending migration once when five processes migrate the same empty database at the same moment', async () => {
    open = await emptyDatabase('postgres');
    const migrations = readMigrations(MIGRATIONS_FOLDER);
    const clients = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const c = new pg.Client({ connectionString: open!.url });
        await c.connect();
        return c;
      }),
    );
    try {
      const results = await Promise.all(clients.map((c) => migrate({ query: (text, params) => c.query(text, params) }, migrations)));
      // One of them did the work, in order; the others waited and found nothing to do.
      expect(results.flat().sort()).toEqual(migrations.map((m) => m.tag).sort());
      expect(results.filter((r) => r.length > 0)).toHaveLength(1);
      expect(await recorded(open.session)).toBe(migrations.length);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  });

  it('fails fast and clearly when a migration meets a lock held by live traffic, applies nothing of it, and succeeds when retried', async () => {
    open = await emptyDatabase('postgres');
    const migrations = readMigrations(migrationsWith([COLUMN_MIGRATION]));
    await migrate(open.session, migrations.slice(0, -1));
    // Live traffic: a transaction that read users and has not finished (ALTER TABLE needs it gone).
    const traffic = new pg.Client({ connectionString: open.url });
    await traffic.connect();
    try {
      await traffic.query('begin');
      await traffic.query('select count(*) from users');
      const error = await migrate(open.session, migrations, { ...DEFAULT_MIGRATE_OPTIONS, lockTimeoutMs: 300 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationLockTimeoutError);
      expect(error).toMatchObject({ tag: COLUMN_MIGRATION.tag, retryable: true });
      expect((error as Error).message).toMatch(/waited more than 300 ms for a lock .*lock_timeout.* rolled back/);
      // It gave up while the lock was still held: the traffic's transaction is still open and working.
      expect((await traffic.query('select count(*)::int as n from users')).rows[0].n).toBe(0);
      const column = `select 1 from information_schema.columns where table_name = 'users' and column_name = 'fleet_note'`;
      expect((await open.session.query(column)).rows).toHaveLength(0);
      expect(await recorded(open.session)).toBe(migrations.length - 1);
      await traffic.query('commit');

      expect(await migrate(open.session, migrations)).toEqual([COLUMN_MIGRATION.tag]);
      expect((await open.session.query(column)).rows).toHaveLength(1);
    } finally {
      await traffic.end();
    }
  });
});

describe('the expand/contract check (ADR 0067)', () => {
  it('passes every migration written after the baseline', () => {
    expect(newMigrationViolations(MIGRATIONS_FOLDER)).toEqual([]);
  });

  it('refuses a new migration that drops a column, renames one or adds a NOT NULL column without a default', () => {
    const folder = migrationsWith([
      { tag: '0012_test_drop', sql: 'ALTER TABLE "users" DROP COLUMN "timezone";' },
      { tag: '0013_test_rename', sql: 'ALTER TABLE "users" RENAME COLUMN "full_name" TO "name";' },
      { tag: '0014_test_required', sql: 'ALTER TABLE "users" ADD COLUMN "plan" text NOT NULL;' },
      { tag: '0015_test_fine', sql: 'ALTER TABLE "users" ADD COLUMN "plan" text DEFAULT \'free\' NOT NULL;' },
    ]);
    const refused = newMigrationViolations(folder);
    expect(refused.map((r) => [r.tag, r.violations.map((v) => v.rule)])).toEqual([
      ['0012_test_drop', ['drop']],
      ['0013_test_rename', ['rename']],
      ['0014_test_required', ['not-null-without-default']],
    ]);
  });

  it('gives migrations a 5 s lock_timeout by default, configurable', () => {
    expect(DEFAULT_MIGRATE_OPTIONS.lockTimeoutMs).toBe(5000);
    expect(testConfig().runtime.migrations.lockTimeoutMs).toBe(5000);
    expect(testConfig({}, { MIGRATION_LOCK_TIMEOUT_MS: '2000' }).runtime.migrations.lockTimeoutMs).toBe(2000);
  });
});
