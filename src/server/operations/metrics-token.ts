import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Both sides hashed first: equal lengths for timingSafeEqual, and no early exit on length. */
const sameToken = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/**
 * Whether the request carries METRICS_TOKEN as `Authorization: Bearer …`: what opens /metrics and
 * the detailed /api/ready in production. No token configured opens nothing.
 */
export function holdsMetricsToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
  return !!given && sameToken(given, token);
}
