import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

/** Thrown when another live process holds the embedded database folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner ? `process ${owner.pid} on ${owner.host}, started ${owner.startedAt}` : 'another process';
    super(
      `The embedded database folder ${dir} is already in use by ${who}. ` +
        `Two servers on one folder corrupt it: stop the other one first, or give this one its own DATA_DIR.`,
    );
  }
}

export interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

// Beside the folder, not in it: PGlite rewrites its folder's entries as it opens it, and a lock
// inside would look stale to the next process at once.
const lockPath = (dir: string) => `${dir}.lock`;
const ownerPath = (dir: string) => `${dir}.lock-owner`;

function readOwner(dir: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(ownerPath(dir), 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/** A process on this machine that no longer exists: its lock can be taken at once. */
function isDeadHere(owner: LockOwner | null): boolean {
  if (!owner || owner.host !== hostname()) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export interface DataDirLockOptions {
  /** A lock whose holder stopped refreshing it this long ago is stale (proper-lockfile's minimum is 5 s). */
  staleMs?: number;
  /** The lock can no longer be kept (its folder vanished, the clock jumped): stop before writing anything more. */
  onCompromised?: (error: Error) => void;
}

/**
 * Takes the embedded database folder for this process (ADR 0013), before anything migrates or
 * seeds. proper-lockfile keeps the lock's mtime fresh; a lock left by a process killed with -9
 * is taken over at once when its pid is gone from this machine, otherwise once it is stale.
 * Resolves to the release function.
 */
export async function lockDataDir(dir: string, options: DataDirLockOptions = {}): Promise<() => Promise<void>> {
  const lockOptions = {
    realpath: false,
    lockfilePath: lockPath(dir),
    // Generous: opening PGlite compiles WebAssembly on the main thread, and on a loaded machine that
    // can hold off the lock's refresh for many seconds; a dead holder on this machine is taken over at once anyway.
    stale: options.staleMs ?? 60_000,
    onCompromised:
      options.onCompromised ??
      ((error: Error) => {
        // Writing on without the lock is how the folder gets corrupted: stop now.
        process.stderr.write(`\nLost the lock on ${dir} (${error.message}); stopping so two processes never write to it.\n`);
        process.exit(1);
      }),
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, lockOptions);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const owner = readOwner(dir);
    if (!isDeadHere(owner)) throw new DataDirLockedError(dir, owner);
    rmSync(lockPath(dir), { recursive: true, force: true });
    try {
      release = await lockfile.lock(dir, lockOptions);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dir, readOwner(dir));
      throw again;
    }
  }
  const owner: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  writeFileSync(ownerPath(dir), JSON.stringify(owner) + '\n');
  return async () => {
    rmSync(ownerPath(dir), { force: true });
    await release();
  };
}
