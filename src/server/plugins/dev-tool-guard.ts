import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../shared/errors';
import type { Config } from '../config';
import type { Ctx } from '../context';
import { operatorFromRequest } from './admin-auth';
import { pathStartsWith } from './route-path';

/**
 * A developer's window on a stand-in vendor: the dev phone (every text, ADR 0012) and the dev
 * mail viewer (every outbox mail, ADR 0100). Both show what would let a stranger take an account
 * over, so both open only with their own key (printed at start inside their link) or an
 * operator's console token, and are a plain 404 otherwise.
 */
export interface DevTool {
  /** Everything it serves, now and later: pages under the first, feeds under the second. */
  prefixes: readonly string[];
  /** The page the printed link opens. */
  page: string;
  cookie: string;
  header: string;
  enabled(config: Config): boolean;
  key(config: Config): string;
}

export const DEV_PHONE: DevTool = {
  prefixes: ['/dev/phone', '/api/dev/phone'],
  page: '/dev/phone',
  cookie: 'ww_dev_phone',
  header: 'x-dev-phone-key',
  enabled: (config) => config.devPhoneEnabled,
  key: (config) => config.devPhoneKey,
};

export const DEV_MAIL: DevTool = {
  prefixes: ['/dev/mail', '/api/dev/mail'],
  page: '/dev/mail',
  cookie: 'ww_dev_mail',
  header: 'x-dev-mail-key',
  // Checked here too, not only in the config: no override or later switch opens it in production.
  enabled: (config) => config.devMailEnabled && config.env !== 'production',
  key: (config) => config.devMailKey,
};

const DEV_TOOLS = [DEV_PHONE, DEV_MAIL] as const;

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Requests the guard let in on a tool's key (not on an operator token), as it saw them: a route's
 * schema may strip `key` from the parsed query before the handler reads it.
 */
const keyHolders = new WeakMap<FastifyRequest, DevTool>();

/** Whether the guard let this request in on the tool's own key: the developer who opened its printed link. */
export const openedWithDevKey = (request: FastifyRequest, tool: DevTool) => keyHolders.get(request) === tool;

/** Whether the request carries the tool's key (query, header or cookie). An operator's console token also opens it, but is not this. */
function holdsKey(tool: DevTool, key: string, request: FastifyRequest): boolean {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.key;
  const header = request.headers[tool.header];
  const candidates = [typeof fromQuery === 'string' ? fromQuery : undefined, typeof header === 'string' ? header : undefined, request.cookies[tool.cookie]];
  return candidates.some((c) => c !== undefined && sameSecret(c, key));
}

/** The link printed at start: one click opens the tool, and the cookie it sets keeps it open. */
export const devToolLink = (baseUrl: string, tool: DevTool, key: string) => `${baseUrl}${tool.page}?key=${encodeURIComponent(key)}`;

function notFound(request: FastifyRequest, reply: FastifyReply) {
  // Exactly what a path that does not exist answers, so the guard does not announce the tool.
  return reply.status(404).send({ code: 'NOT_FOUND', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` } satisfies ApiErrorBody);
}

/**
 * One guard for every dev tool, by path prefix, so every page and feed added under one is covered
 * without a line in its route (ADR 0012). What it stores is masked; the key holder alone sees a
 * live code (ADR 0076, ADR 0100).
 */
export function registerDevToolGuard(app: FastifyInstance, ctx: Ctx) {
  app.addHook('onRequest', async (request, reply) => {
    const tool = DEV_TOOLS.find((t) => pathStartsWith(request, t.prefixes));
    if (!tool) return;
    if (!tool.enabled(ctx.config)) return notFound(request, reply);
    const key = tool.key(ctx.config);
    const fromQuery = (request.query as Record<string, unknown> | undefined)?.key;
    if (holdsKey(tool, key, request)) {
      keyHolders.set(request, tool);
      if (typeof fromQuery === 'string' && request.cookies[tool.cookie] !== key) {
        // The page's own feed calls (and reloads without the query) ride on this cookie.
        reply.setCookie(tool.cookie, key, { path: '/', httpOnly: true, sameSite: 'strict', secure: ctx.config.env === 'production' });
      }
      return;
    }
    // An operator signed in to the console may read it too (its bearer token, as for /api/admin/*).
    if (await operatorFromRequest(ctx, request)) return;
    return notFound(request, reply);
  });
}
