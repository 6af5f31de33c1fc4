import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { TLive, TNotReady } from '../../shared/schemas/operations';
import type { Ctx } from '../context';
import { sessionLookupWorks } from '../services/auth/sessions';
import type { Lifecycle } from './lifecycle';

/** A database that takes longer than this to answer is as good as away, for a balancer. */
export const DATABASE_CHECK_MS = 2000;

/** GET /api/health: the process runs and its event loop turns. Never the database (ADR 0104). */
export const liveness = (database: Database['kind']): TLive => ({ status: 'ok', database });

export type DatabaseReadiness = { ready: true } | { ready: false; reason: Exclude<TNotReady['reason'], 'shutting_down'>; message: string };

/**
 * What readiness asks of the database, all within DATABASE_CHECK_MS: it answers, it has every
 * migration this code knows, and a signed-in request's own statement (the session lookup,
 * prepared and parameterised) runs, so a pooler that breaks prepared statements is not ready.
 */
export async function databaseReadiness(ctx: Pick<Ctx, 'database' | 'db' | 'now'>): Promise<DatabaseReadiness> {
  let step: 'schema' | 'lookup' = 'schema';
  const check = async (): Promise<DatabaseReadiness> => {
    const status = await ctx.database.schemaStatus();
    if (!status.current) {
      return { ready: false, reason: 'schema_behind', message: `The database lacks migrations: ${status.pending.join(', ')}. Run npm run db:migrate.` };
    }
    step = 'lookup';
    await sessionLookupWorks(ctx);
    return { ready: true };
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), DATABASE_CHECK_MS)));
  const outcome = await Promise.race([check(), timeout])
    .catch((error: unknown) => ({ error }))
    .finally(() => clearTimeout(timer));
  if (outcome === 'timeout') return { ready: false, reason: 'database_unreachable', message: 'The database is not answering.' };
  if ('error' in outcome) {
    if (step === 'schema') return { ready: false, reason: 'database_unreachable', message: 'The database is not answering.' };
    return { ready: false, reason: 'queries_failing', message: `The database answers, but the signed-in requests' query fails: ${describe(outcome.error)}` };
  }
  return outcome;
}

const describe = (error: unknown) => {
  const e = error as { message?: string; code?: string; cause?: { message?: string; code?: string } };
  const inner = e.cause?.message ? e.cause : e;
  return `${inner.message ?? String(error)}${inner.code ? ` (${inner.code})` : ''}`;
};

/**
 * The worker's health port (WORKER_HEALTH_PORT): a worker serves no web requests, but an
 * orchestrator still needs to know it lives (/api/health, no database) and is fit to work jobs
 * (/api/ready: not stopping, the database answers and is current). Anything else is a 404.
 */
export async function serveWorkerHealth(app: FastifyInstance, lifecycle: Lifecycle, options: { port: number; host: string }): Promise<Server> {
  const server = createServer((request, response) => {
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
      response.end(JSON.stringify(body));
    };
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, { code: 'BAD_REQUEST', message: 'Only GET is answered here.' });
    if (path === '/api/health') return send(200, liveness(app.ctx.database.kind));
    if (path !== '/api/ready') return send(404, { code: 'NOT_FOUND', message: 'This port answers /api/health and /api/ready.' });
    if (lifecycle.stopping) return send(503, notReady('shutting_down', 'This worker is shutting down.'));
    void databaseReadiness(app.ctx).then(
      (r) => (r.ready ? send(200, { status: 'ready', database: app.ctx.database.kind, schema: 'current' }) : send(503, notReady(r.reason, r.message))),
      () => send(503, notReady('database_unreachable', 'The database is not answering.')),
    );
  });
  // A probe never holds the port open: a stopping worker's server closes at once.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}

const notReady = (reason: TNotReady['reason'], message: string): TNotReady => ({ status: 'not_ready', code: 'NOT_READY', reason, message });
