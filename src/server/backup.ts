import { resolve } from 'node:path';
import { BackupError, backupEmbedded, backupPostgres, restoreEmbedded, restorePostgres } from '../db/backup';

/**
 * `npm run db:backup [-- <file>]` and `npm run db:restore -- <file>` (ADR 0109): the store
 * DATABASE_URL names (pg_dump / pg_restore), or without it the embedded PGlite in DATA_DIR with its
 * generated secrets and uploads. Reads DATA_DIR and DATABASE_URL itself rather than the whole
 * configuration: loading that would generate fresh secrets into the folder a restore needs empty.
 */
async function main() {
  const [command, fileArg] = process.argv.slice(2);
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR || './data');
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = resolve(fileArg ?? `wearwise-${url ? 'postgres' : 'embedded'}-${stamp}.${url ? 'dump' : 'zip'}`);
    if (url) {
      await backupPostgres(url, file);
      console.log(`Backed up the PostgreSQL database (DATABASE_URL) to ${file}. Photos in S3 and APP_SECRET are kept apart from it.`);
    } else {
      const manifest = await backupEmbedded(dataDir, file);
      console.log(
        `Backed up ${dataDir} to ${file}: the database, ${manifest.secrets.length} generated secrets (${manifest.secrets.join(', ') || 'none'}), ${manifest.uploads} uploads.`,
      );
    }
  } else if (command === 'restore') {
    if (!fileArg) throw new BackupError('Name the backup to restore: npm run db:restore -- <file>');
    const file = resolve(fileArg);
    if (url) {
      await restorePostgres(file, url);
      console.log(`Restored ${file} into the database at DATABASE_URL.`);
    } else {
      const manifest = await restoreEmbedded(file, dataDir);
      console.log(`Restored ${file} (taken ${manifest.createdAt}) into ${dataDir}.`);
    }
  } else {
    throw new BackupError('Usage: node dist/server/backup.js backup [file] | restore <file>');
  }
}

main().catch((error: unknown) => {
  if (error instanceof BackupError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error('Backup failed:', error);
  process.exit(1);
});
