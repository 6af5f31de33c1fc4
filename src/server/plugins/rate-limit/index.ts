import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import { rateLimitKey } from './key';
import { postgresRateLimitStore } from './postgres-store';

export { clientAddressKey, rateLimitKey } from './key';
export { pruneRateLimitHits } from './postgres-store';

/**
 * Every route's `config.rateLimit` counts across the fleet on PostgreSQL, and in this process on the
 * embedded database, which only one process can open anyway (ADR 0069). Routes that need a user key
 * on the user, the others on the address.
 */
export async function registerRateLimits(app: FastifyInstance, database: Database) {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: rateLimitKey,
    ...(database.kind === 'postgres' ? { store: postgresRateLimitStore(database) } : {}),
  });
}
