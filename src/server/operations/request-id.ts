import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a caller's own id may look like to be kept: short, and nothing a log or header could be confused by. */
const SAFE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Fastify's genReqId: the caller's (or the balancer's) id when it is safe, else a new one. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  return value && SAFE_ID.test(value) ? value : randomUUID();
}

/** The shared error shape `{ message, code }` (src/shared/errors.ts), as a route or the error handler sends it. */
const isErrorBody = (payload: unknown): payload is Record<string, unknown> =>
  typeof payload === 'object' &&
  payload !== null &&
  !Array.isArray(payload) &&
  typeof (payload as { message?: unknown }).message === 'string' &&
  typeof (payload as { code?: unknown }).code === 'string';

const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/**
 * pino's mixin: a line logged while a request is handled, through `ctx.log` (the services' logger)
 * as well as `request.log`, carries that request's id. request.log already binds it, so it is
 * added only where missing (a key twice makes the JSON ambiguous).
 */
export function requestIdMixin(_merge: object, _level: number, logger: object): object {
  const scope = requestScope.getStore();
  if (!scope || bindsRequestId(logger)) return {};
  return { reqId: scope.reqId };
}

/**
 * Whether a logger's own bindings already hold reqId. pino keeps a child's bindings as the JSON
 * text it writes; `bindings()` parses that text again on every call, once per line logged (issue
 * 45's profile), where looking for the key in the text answers the same.
 */
function bindsRequestId(logger: object): boolean {
  const chindings = (logger as Record<symbol, unknown>)[pino.symbols.chindingsSym];
  return typeof chindings === 'string' ? chindings.includes('"reqId":') : 'reqId' in (logger as { bindings(): object }).bindings();
}

/** Every answer carries x-request-id, and everything the request runs knows it (issue 25 point 7). */
export function registerRequestId(app: FastifyInstance) {
  // run() around the rest of the request's hooks and handler, as @fastify/request-context does.
  app.addHook('onRequest', (request, _reply, done) => requestScope.run({ reqId: request.id }, done));
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // A 5xx error body says which request failed, so a person can quote it and the operator find its log lines (ADR 0105).
  app.addHook('preSerialization', async (request, reply, payload: unknown) =>
    reply.statusCode >= 500 && isErrorBody(payload) ? { ...payload, requestId: request.id } : payload,
  );
}
