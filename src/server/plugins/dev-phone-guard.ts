import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../shared/errors';
import type { Ctx } from '../context';
import { operatorFromRequest } from './admin-auth';
import { pathStartsWith } from './route-path';

/** Everything the dev phone serves, now and later: pages under the first, feeds under the second. */
export const DEV_PHONE_PREFIXES = ['/dev/phone', '/api/dev/phone'] as const;
export const DEV_PHONE_COOKIE = 'ww_dev_phone';
export const DEV_PHONE_HEADER = 'x-dev-phone-key';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Requests the guard let in on the key (not on an operator token), as it saw them: a route's
 * schema may strip `key` from the parsed query before the handler reads it.
 */
const keyHolders = new WeakSet<FastifyRequest>();

/** Whether the guard let this request in on the dev phone's key: the developer whose simulated handset this is. */
export const openedWithDevPhoneKey = (request: FastifyRequest) => keyHolders.has(request);

/**
 * Whether the request carries the dev phone's key (query, header or cookie). An operator's
 * console token also opens the phone, but is not this.
 */
function holdsDevPhoneKey(ctx: Pick<Ctx, 'config'>, request: FastifyRequest): boolean {
  const key = ctx.config.devPhoneKey;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.key;
  const header = request.headers[DEV_PHONE_HEADER];
  const candidates = [
    typeof fromQuery === 'string' ? fromQuery : undefined,
    typeof header === 'string' ? header : undefined,
    request.cookies[DEV_PHONE_COOKIE],
  ];
  return candidates.some((c) => c !== undefined && sameSecret(c, key));
}

/** The link printed at start: one click opens the phone, and the cookie it sets keeps it open. */
export const devPhoneLink = (baseUrl: string, key: string) => `${baseUrl}/dev/phone?key=${encodeURIComponent(key)}`;

function notFound(request: FastifyRequest, reply: FastifyReply) {
  // Exactly what a path that does not exist answers, so the guard does not announce the phone.
  return reply.status(404).send({ code: 'NOT_FOUND', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` } satisfies ApiErrorBody);
}

/**
 * One guard for the whole dev phone, by path prefix, so every page and feed added under it is
 * covered without a line in its route (ADR 0012). It shows every user's texts (codes masked, as
 * stored; the key holder alone sees a live code, ADR 0076): without the key printed at start
 * (or an operator token), it does not exist.
 */
export function registerDevPhoneGuard(app: FastifyInstance, ctx: Ctx) {
  app.addHook('onRequest', async (request, reply) => {
    if (!pathStartsWith(request, DEV_PHONE_PREFIXES)) return;
    if (!ctx.config.devPhoneEnabled) return notFound(request, reply);
    const key = ctx.config.devPhoneKey;
    const fromQuery = (request.query as Record<string, unknown> | undefined)?.key;
    if (holdsDevPhoneKey(ctx, request)) {
      keyHolders.add(request);
      if (typeof fromQuery === 'string' && request.cookies[DEV_PHONE_COOKIE] !== key) {
        // The page's own feed calls (and reloads without the query) ride on this cookie.
        reply.setCookie(DEV_PHONE_COOKIE, key, { path: '/', httpOnly: true, sameSite: 'strict', secure: ctx.config.env === 'production' });
      }
      return;
    }
    // An operator signed in to the console may read it too (its bearer token, as for /api/admin/*).
    if (await operatorFromRequest(ctx, request)) return;
    return notFound(request, reply);
  });
}
