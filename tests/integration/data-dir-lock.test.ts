import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { DataDirLockedError } from '../../src/db/data-dir-lock';

const lockModule = fileURLToPath(new URL('../../src/db/data-dir-lock.ts', import.meta.url));

/** Another server process: takes the lock on `dir`, says so, then idles until killed. */
function otherProcess(dir: string): Promise<ChildProcess> {
  mkdirSync(dir, { recursive: true });
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)};
await lockDataDir(${JSON.stringify(dir)});
process.stdout.write('locked\\n');
setInterval(() => {}, 1000);`;
  const file = join(dirname(dir), 'holder.mts');
  writeFileSync(file, script);
  const child = spawn(process.execPath, ['--import', 'tsx', file], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('locked') && resolve(child));
    child.on('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
}

const tablesIn = async (dir: string) => {
  // What a refused start must not have done: PGlite creates its files on open, migrations create tables.
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('one server per embedded data folder', () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  afterEach(() => {
    for (const c of children.splice(0)) c.kill('SIGKILL');
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const freshDir = () => {
    const d = join(mkdtempSync(join(tmpdir(), 'ww-lock-')), 'db');
    dirs.push(d);
    return d;
  };

  it('refuses a second start with a message naming the folder and the other process, before opening or migrating anything', async () => {
    const dir = freshDir();
    const holder = await otherProcess(dir);
    children.push(holder);
    const error = await openDatabase({ kind: 'pglite', dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(dir);
    expect((error as Error).message).toContain(`process ${holder.pid}`);
    expect(await tablesIn(dir)).toEqual([]);
  });

  it('takes over the lock of a process killed with -9 at once', async () => {
    const dir = freshDir();
    const holder = await otherProcess(dir);
    holder.kill('SIGKILL');
    await new Promise((r) => holder.once('exit', r));
    const database = await openDatabase({ kind: 'pglite', dir });
    try {
      const r = await database.execute('select count(*)::int as n from users');
      expect(r.rows[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('refuses a second open in the same process too, and lets the folder go on close', async () => {
    const dir = freshDir();
    const first = await openDatabase({ kind: 'pglite', dir });
    await expect(openDatabase({ kind: 'pglite', dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dir });
    await again.close();
  });
});
