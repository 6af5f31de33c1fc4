import { openDatabase, type Database } from '../../db/client';
import { DataDirLockedError } from '../../db/data-dir-lock';
import { MigrationFailedError, MigrationLockTimeoutError } from '../../db/migrator';
import type { Config } from '../config';
import { StartupError, waitForDatabase } from './wait-for-database';

/**
 * What every entry point (web, worker, `npm run db:migrate`) does first: wait for PostgreSQL to
 * answer, then open it and apply the pending migrations under the advisory lock (ADR 0066). Every
 * expected failure becomes a StartupError whose message is the whole story.
 */
export async function openDatabaseAtStart(
  config: Config,
  options: { migrate?: boolean; say?: (line: string) => void; onApplied?: (tag: string) => void } = {},
): Promise<Database> {
  const say = options.say ?? ((line: string) => console.error(line));
  if (config.database.kind === 'postgres') {
    await waitForDatabase(config.database.url, { timeoutMs: config.runtime.databaseStartTimeoutMs, onWaiting: say });
  }
  try {
    const onApplied = options.onApplied;
    const migrate =
      options.migrate === false ? false : { ...config.runtime.migrations, ...(onApplied ? { onApplied: (m: { tag: string }) => onApplied(m.tag) } : {}) };
    return await openDatabase({ ...config.database, migrate });
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof MigrationLockTimeoutError || error instanceof MigrationFailedError) {
      throw new StartupError(error.message, { cause: error });
    }
    throw error;
  }
}

/** Prints a start-up failure the way an operator reads it: one line for the expected ones, the stack otherwise. */
export function exitOnStartupFailure(error: unknown, what = 'Start-up'): never {
  if (error instanceof StartupError) console.error(error.message);
  else console.error(`${what} failed:`, error);
  process.exit(1);
}
