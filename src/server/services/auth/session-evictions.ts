import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { listenToChannel, type ChannelListener } from '../../../db/notifications';
import type { SessionCache } from './session-cache';

/** The channel every process LISTENs on for session evictions (ADR 0070). */
export const SESSION_EVICTIONS_CHANNEL = 'wearwise_session_evictions';

/**
 * Shares this process's session cache with the fleet on PostgreSQL: evictions are NOTIFYed, and
 * every process (this one included) LISTENs and evicts, so a sign-out, a password reset or a
 * deleted account ends the session everywhere within milliseconds. On the embedded database
 * there is one process and its local eviction is the whole story: null.
 */
export function shareSessionEvictions(database: Database, cache: SessionCache, log: FastifyBaseLogger): ChannelListener | null {
  if (database.jobsTarget.kind !== 'postgres' || !cache.enabled) return null;
  // Until LISTEN is in place an eviction elsewhere could be missed: memoise nothing till then.
  cache.trust(false);
  cache.shareWith(async (message) => {
    await database.execute('select pg_notify($1, $2)', [SESSION_EVICTIONS_CHANNEL, message]);
  });
  let wasDown = false;
  return listenToChannel(database.jobsTarget.url, SESSION_EVICTIONS_CHANNEL, {
    deadlines: database.jobsTarget.deadlines,
    onMessage: (payload) => cache.receive(payload),
    onUp: () => {
      cache.trust(true);
      if (wasDown) log.info('session evictions: listening again; session cache back on');
      wasDown = false;
    },
    onDown: (error) => {
      cache.trust(false);
      if (!wasDown) log.warn({ err: error }, 'session evictions: listener lost; session cache off until it is back');
      wasDown = true;
    },
  });
}
