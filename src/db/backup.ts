import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';

/**
 * Backups of both stores (issue 39, item 7; ADR 0109).
 *
 * Embedded PGlite: one zip holding PGlite's own dump of its folder (dumpDataDir, a tar.gz), the
 * secrets the server generated in DATA_DIR and the uploads folder. It takes the DATA_DIR lock
 * first, so it never copies a folder a running server is writing to (a copy taken during writes
 * came back with half its rows): stop the server, back up, start it again.
 *
 * PostgreSQL: pg_dump's custom format of DATABASE_URL, restored with pg_restore into an empty
 * database. Photos in S3 and APP_SECRET (an environment variable there) are the operator's to keep.
 */

/** The files the server generates in DATA_DIR when their variables are unset (config.ts, persistentSecret). */
export const DATA_DIR_SECRETS = ['app-secret', 'dev-phone-key', 'dev-mail-key', 'admin-password'] as const;

const MANIFEST = 'wearwise-backup.json';
const DATABASE_TAR = 'db.tar.gz';

interface Manifest {
  format: 'wearwise-backup';
  version: 1;
  kind: 'pglite';
  createdAt: string;
  secrets: string[];
  uploads: number;
}

/** A backup or restore that cannot go ahead: one line for the operator, exit code 1. */
export class BackupError extends Error {}

export async function backupEmbedded(dataDir: string, file: string): Promise<Manifest> {
  const dbDir = join(dataDir, 'db');
  if (!existsSync(join(dbDir, 'PG_VERSION'))) throw new BackupError(`No embedded database in ${dbDir}: nothing to back up.`);
  const unlock = await lockDataDir(dbDir).catch((error: unknown) => {
    throw new BackupError(`${(error as Error).message} A backup reads the folder only while no server holds it.`);
  });
  try {
    const client = new PGlite(dbDir, { extensions: { pg_trgm } });
    let tar: Blob;
    try {
      await client.waitReady;
      tar = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    const entries: Zippable = { [DATABASE_TAR]: [new Uint8Array(await tar.arrayBuffer()), { level: 0 }] };
    const secrets = DATA_DIR_SECRETS.filter((name) => existsSync(join(dataDir, name)));
    for (const name of secrets) entries[`secrets/${name}`] = readFileSync(join(dataDir, name));
    const uploads = filesUnder(join(dataDir, 'uploads'));
    for (const path of uploads) entries[`uploads/${path}`] = [readFileSync(join(dataDir, 'uploads', path)), { level: 0 }];
    const manifest: Manifest = { format: 'wearwise-backup', version: 1, kind: 'pglite', createdAt: new Date().toISOString(), secrets, uploads: uploads.length };
    entries[MANIFEST] = new TextEncoder().encode(JSON.stringify(manifest, null, 2));
    mkdirSync(dirname(file), { recursive: true });
    // 'wx': a backup never overwrites another one.
    writeFileSync(file, zipSync(entries), { mode: 0o600, flag: 'wx' });
    return manifest;
  } finally {
    await unlock();
  }
}

/** Restores an embedded backup into a data folder that holds no database, secrets or uploads yet. */
export async function restoreEmbedded(file: string, dataDir: string): Promise<Manifest> {
  const entries = readArchive(file);
  const manifest = JSON.parse(new TextDecoder().decode(entries[MANIFEST])) as Manifest;
  const tar = entries[DATABASE_TAR];
  if (!tar) throw new BackupError(`${file} holds no ${DATABASE_TAR}.`);
  const dbDir = join(dataDir, 'db');
  const taken = [...DATA_DIR_SECRETS, 'uploads'].filter((name) => existsSync(join(dataDir, name)));
  if ((existsSync(dbDir) && readdirSync(dbDir).length > 0) || taken.length > 0) {
    throw new BackupError(
      `${dataDir} is not a fresh data folder (it holds ${[...(existsSync(dbDir) ? ['db'] : []), ...taken].join(', ')}): restore into an empty one.`,
    );
  }
  mkdirSync(dbDir, { recursive: true });
  const unlock = await lockDataDir(dbDir);
  try {
    const client = new PGlite(dbDir, { extensions: { pg_trgm }, loadDataDir: new Blob([new Uint8Array(tar)]) });
    await client.waitReady;
    await client.close();
    for (const [name, bytes] of Object.entries(entries)) {
      if (name.startsWith('secrets/')) {
        const secret = name.slice('secrets/'.length);
        if (!(DATA_DIR_SECRETS as readonly string[]).includes(secret)) continue;
        writeFileSync(join(dataDir, secret), bytes, { mode: 0o600, flag: 'wx' });
      } else if (name.startsWith('uploads/') && !name.endsWith('/')) {
        const target = join(dataDir, 'uploads', name.slice('uploads/'.length));
        // A crafted archive must not write outside the uploads folder.
        if (relative(join(dataDir, 'uploads'), target).startsWith('..')) throw new BackupError(`${file} names a file outside uploads/: ${name}`);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, bytes, { flag: 'wx' });
      }
    }
  } finally {
    await unlock();
  }
  return manifest;
}

function readArchive(file: string): Record<string, Uint8Array> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(readFileSync(file));
  } catch {
    throw new BackupError(`${file} is not a Wearwise embedded backup (not a zip archive).`);
  }
  const manifest = entries[MANIFEST];
  let parsed: Partial<Manifest> | null;
  try {
    parsed = manifest ? (JSON.parse(new TextDecoder().decode(manifest)) as Partial<Manifest>) : null;
  } catch {
    parsed = null;
  }
  if (parsed?.format !== 'wearwise-backup' || parsed.version !== 1 || parsed.kind !== 'pglite') {
    throw new BackupError(`${file} is not a Wearwise embedded backup (no ${MANIFEST} of version 1).`);
  }
  return entries;
}

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(root);
  return out;
}

/** pg_dump's custom format (compressed, restorable table by table) of the whole database, pg-boss's schema too. */
export async function backupPostgres(url: string, file: string): Promise<void> {
  if (existsSync(file)) throw new BackupError(`${file} exists: a backup never overwrites another one.`);
  mkdirSync(dirname(file), { recursive: true });
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
}

/** pg_restore into an empty database (created by the operator), all or nothing. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`);
    if (rows[0]!.n > 0) throw new BackupError(`The database at DATABASE_URL already holds ${rows[0]!.n} tables: restore into an empty database.`);
  } finally {
    await client.end();
  }
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file]);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT' ? `${command} is not installed (PostgreSQL's client tools, the server's major version or newer).` : error.message,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`)),
    );
  });
}
