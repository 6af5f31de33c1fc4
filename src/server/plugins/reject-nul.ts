import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** True when any string (or key) inside a parsed JSON value holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): such a string fails deep inside a query as a 500.
 * No field of ours has a use for it, so every JSON body carrying one is refused up front.
 */
export function registerRejectNul(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && containsNul(request.body)) {
      throw new AppError('VALIDATION_ERROR', 'Text cannot contain NUL characters (\\u0000).');
    }
  });
}
