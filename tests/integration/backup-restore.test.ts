import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupError, backupEmbedded, backupPostgres, restoreEmbedded, restorePostgres } from '../../src/db/backup';
import { openDatabase } from '../../src/db/client';
import { emptyPostgresDatabase } from '../helpers/fleet-processes';
import { createTestApp, sessionCookie } from '../helpers/test-app';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ww-backup-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const password = 'a long test passphrase';

/** Signs a new user up on the app over `database`, keeps a note, and closes it. */
async function signUpOn(kind: 'pglite' | 'postgres', database: Awaited<ReturnType<typeof openDatabase>>) {
  const t = await createTestApp(kind, { database });
  try {
    const { user, cookie } = await t.signUp({ password });
    const me = await t.request({ method: 'GET', url: '/api/user', cookie });
    expect(me.statusCode).toBe(200);
    return user.username;
  } finally {
    await t.close();
  }
}

async function signsIn(kind: 'pglite' | 'postgres', database: Awaited<ReturnType<typeof openDatabase>>, username: string) {
  const t = await createTestApp(kind, { database });
  try {
    const wrong = await t.request({ method: 'POST', url: '/api/login', payload: { username, password: 'not the passphrase' } });
    expect(wrong.statusCode).toBe(401);
    const res = await t.request({ method: 'POST', url: '/api/login', payload: { username, password } });
    expect(res.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/user', cookie: sessionCookie(res) });
    expect(me.statusCode).toBe(200);
    expect((me.json() as { username: string }).username).toBe(username);
  } finally {
    await t.close();
  }
}

describe('db:backup and db:restore on embedded PGlite', () => {
  it('restores the database, the generated secrets and the uploads into a fresh data folder, and the user signs in', async () => {
    const source = tempDir();
    const username = await signUpOn('pglite', await openDatabase({ kind: 'pglite', dir: join(source, 'db') }));
    writeFileSync(join(source, 'app-secret'), 'the-generated-app-secret-0123456789abcdef\n');
    writeFileSync(join(source, 'dev-phone-key'), 'phone-key\n');
    mkdirSync(join(source, 'uploads', 'items', '7'), { recursive: true });
    writeFileSync(join(source, 'uploads', 'items', '7', 'photo.webp'), Buffer.from([1, 2, 3, 4]));

    const file = join(tempDir(), 'backup.zip');
    const manifest = await backupEmbedded(source, file);
    expect(manifest.secrets).toEqual(['app-secret', 'dev-phone-key']);
    expect(manifest.uploads).toBe(1);
    // Never over another backup.
    await expect(backupEmbedded(source, file)).rejects.toThrow();

    const target = tempDir();
    await restoreEmbedded(file, target);
    expect(readFileSync(join(target, 'app-secret'), 'utf8')).toBe('the-generated-app-secret-0123456789abcdef\n');
    expect(readFileSync(join(target, 'dev-phone-key'), 'utf8')).toBe('phone-key\n');
    expect([...readFileSync(join(target, 'uploads', 'items', '7', 'photo.webp'))]).toEqual([1, 2, 3, 4]);
    expect(existsSync(join(target, 'dev-mail-key'))).toBe(false);
    await signsIn('pglite', await openDatabase({ kind: 'pglite', dir: join(target, 'db') }), username);

    // A folder that already holds a database or a secret is never restored over.
    await expect(restoreEmbedded(file, target)).rejects.toThrow(/not a fresh data folder/);
    const notABackup = join(tempDir(), 'x.zip');
    writeFileSync(notABackup, 'hello');
    await expect(restoreEmbedded(notABackup, tempDir())).rejects.toThrow(BackupError);
  }, 120_000);

  it('refuses to back up a folder a running server holds', async () => {
    const source = tempDir();
    const database = await openDatabase({ kind: 'pglite', dir: join(source, 'db') });
    cleanups.push(() => database.close());
    await expect(backupEmbedded(source, join(tempDir(), 'b.zip'))).rejects.toThrow(/already in use/);
  }, 60_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('db:backup and db:restore on PostgreSQL', () => {
  it('restores a pg_dump into an empty database, and the user signs in', async () => {
    const source = await emptyPostgresDatabase();
    cleanups.push(() => source.drop());
    const username = await signUpOn('postgres', await openDatabase({ kind: 'postgres', url: source.url, poolSize: 2 }));
    const file = join(tempDir(), 'wearwise.dump');
    await backupPostgres(source.url, file);

    const target = await emptyPostgresDatabase();
    cleanups.push(() => target.drop());
    await restorePostgres(file, target.url);
    await signsIn('postgres', await openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 }), username);
    // The restored database holds tables now: a second restore into it is refused before pg_restore runs.
    await expect(restorePostgres(file, target.url)).rejects.toThrow(/restore into an empty database/);
  }, 120_000);
});
