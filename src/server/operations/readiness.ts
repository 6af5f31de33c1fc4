import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZNotReady, ZReady, type TNotReady } from '../../shared/schemas/operations';
import type { App } from '../routes/types';
import type { Ctx } from '../context';
import { providersInUse } from '../providers';
import { holdsMetricsToken } from './metrics-token';
import { databaseReadiness } from './health';
import type { Lifecycle } from './lifecycle';

const notReady = (reply: FastifyReply, reason: TNotReady['reason'], message: string) =>
  reply
    .status(503)
    .header('cache-control', 'no-store')
    .send({ status: 'not_ready', code: 'NOT_READY', reason, message } satisfies TNotReady);

/**
 * GET /api/ready (issue 25 point 3): what a load balancer or an orchestrator's readiness probe
 * asks. /api/health is the liveness answer (the process runs, database or not); this one says whether to send
 * it traffic: not while it is shutting down, the database is away, the schema is behind, or signed-in queries fail.
 * In production a 200 says `{"status":"ready"}` alone unless METRICS_TOKEN comes as a Bearer:
 * which vendors run, and whether on stand-ins, is for the operator, not for anyone (ADR 0100).
 */
export function registerReadiness(app: App, ctx: Pick<Ctx, 'database' | 'config' | 'db' | 'now'>, lifecycle: Lifecycle) {
  // Named once: the providers are fixed at start, and an operator reads here whether production runs on a stand-in (issue 30.1).
  const providers = { ...providersInUse(ctx.config), database: ctx.database.kind };
  const detailFor = (request: FastifyRequest) => ctx.config.env !== 'production' || holdsMetricsToken(request, ctx.config.runtime.metricsToken);
  app.get('/api/ready', { schema: { tags: ['system'], response: { 200: ZReady, 503: ZNotReady } } }, async (request, reply) => {
    if (lifecycle.stopping) return notReady(reply, 'shutting_down', 'This process is shutting down.');
    // Answers, current, and a signed-in request's own prepared query runs (ADR 0104).
    const database = await databaseReadiness(ctx);
    if (!database.ready) return notReady(reply, database.reason, database.message);
    reply.header('cache-control', 'no-store');
    if (!detailFor(request)) return { status: 'ready' as const };
    return { status: 'ready' as const, database: ctx.database.kind, schema: 'current' as const, providers };
  });
}
