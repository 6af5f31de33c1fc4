import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

export type UnstorableText = 'nul' | 'lone-surrogate';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (what String#isWellFormed finds). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why some string (or key) inside a parsed JSON value cannot be stored, or null when all can. */
export function findUnstorableText(value: unknown, depth = 0): UnstorableText | null {
  if (typeof value === 'string') return value.includes('\u0000') ? 'nul' : LONE_SURROGATE.test(value) ? 'lone-surrogate' : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  const entries: [string | null, unknown][] = Array.isArray(value) ? value.map((v) => [null, v]) : Object.entries(value);
  for (const [key, v] of entries) {
    const found = (key === null ? null : findUnstorableText(key)) ?? findUnstorableText(v, depth + 1);
    if (found) return found;
  }
  return null;
}

const MESSAGES: Record<UnstorableText, string> = {
  nul: 'Text cannot contain NUL characters (\\u0000).',
  'lone-surrogate': 'Text must be valid Unicode: it contains half of a surrogate pair (such as \\ud800).',
};

/**
 * PostgreSQL can store neither NUL (U+0000) in text nor a lone UTF-16 surrogate in jsonb: such a
 * string fails deep inside a query as a 500. No field of ours has a use for either, so every
 * JSON body carrying one is refused up front, before any route sees it.
 */
export function registerRejectNul(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found = request.body === undefined ? null : findUnstorableText(request.body);
    if (found) throw new AppError('VALIDATION_ERROR', MESSAGES[found]);
  });
}
