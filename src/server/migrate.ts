import { loadConfigOrExit } from './start/load-config-or-exit';
import { exitOnStartupFailure, openDatabaseAtStart } from './start/open-at-start';

/**
 * `npm run db:migrate`: the release phase of a deploy (ADR 0066). It applies the pending
 * migrations once and exits: 0 when the schema is current, 1 (with one line saying why) when a
 * migration failed or met a lock for longer than MIGRATION_LOCK_TIMEOUT_MS; running it again is safe.
 * Web and worker processes migrate at start the same way, so skipping it only moves the work.
 */
async function main() {
  const config = loadConfigOrExit();
  const database = await openDatabaseAtStart(config, {
    onApplied: (tag) => console.log(`applied ${tag}`),
  }).catch((e: unknown) => exitOnStartupFailure(e, 'Migration'));
  const status = await database.schemaStatus();
  await database.close();
  console.log(`Schema current (${status.pending.length === 0 ? 'nothing pending' : 'pending: ' + status.pending.join(', ')}).`);
}

main().catch((error) => exitOnStartupFailure(error, 'Migration'));
