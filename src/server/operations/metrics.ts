import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ApiErrorBody } from '../../shared/errors';
import type { App } from '../routes/types';
import type { Ctx } from '../context';
import { INTERRUPTED_REASON } from '../services/sms/daily/settle-interrupted';
import { holdsMetricsToken } from './metrics-token';

/**
 * Fleet-wide counts read from the database at each scrape (ADR 0068): texts are sent and jobs run
 * by worker processes, which serve no HTTP, so any web process answers for the whole fleet.
 */
function registerDatabaseGauges(registry: Registry, ctx: Pick<Ctx, 'database' | 'jobs'>) {
  new Gauge({
    name: 'wearwise_job_queue_jobs',
    help: 'Jobs per queue and state (queued = waiting to run, active, failed = failed after every retry and still retained), fleet-wide.',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of await ctx.jobs.stats()) {
        this.set({ queue: q.name, state: 'queued' }, q.queued);
        this.set({ queue: q.name, state: 'active' }, q.active);
        this.set({ queue: q.name, state: 'failed' }, q.failed);
      }
    },
  });
  new Gauge({
    name: 'wearwise_texts_sent',
    help: 'Outbound texts the SMS provider accepted, by purpose, fleet-wide (all time).',
    labelNames: ['purpose'],
    registers: [registry],
    async collect() {
      this.reset();
      const r = await ctx.database.execute(
        `select purpose, count(*)::int as n from sms_messages where direction = 'outbound' and provider_message_id is not null group by purpose`,
      );
      for (const row of r.rows as { purpose: string; n: number }[]) this.set({ purpose: row.purpose }, Number(row.n));
    },
  });
  new Gauge({
    name: 'wearwise_daily_texts_interrupted',
    help: 'Daily texts whose worker died during the provider call and were settled as failed (never sent again), fleet-wide.',
    registers: [registry],
    async collect() {
      const r = await ctx.database.execute(`select count(*)::int as n from sms_daily_sends where status = 'failed' and reason = $1`, [INTERRUPTED_REASON]);
      this.set(Number(r.rows[0]?.n ?? 0));
    },
  });
  new Gauge({
    name: 'wearwise_texts_unknown',
    help: "Outbound texts whose outcome the provider did not tell (a timeout, a 5xx) and its message list did not show: recorded 'unknown', never sent again (ADR 0105), fleet-wide.",
    registers: [registry],
    async collect() {
      const r = await ctx.database.execute(`select count(*)::int as n from sms_messages where direction = 'outbound' and status = 'unknown'`);
      this.set(Number(r.rows[0]?.n ?? 0));
    },
  });
}

/**
 * GET /metrics for Prometheus (issue 25 point 7), to a bearer METRICS_TOKEN. Without the
 * variable nothing is measured and /metrics is a 404 like any unknown address.
 */
export function registerMetrics(app: App, ctx: Pick<Ctx, 'database' | 'jobs' | 'config'>) {
  const token = ctx.config.runtime.metricsToken;
  if (!token) {
    // Registered all the same: otherwise the web app's fallback would answer the page with a 200.
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
      reply.status(404).send({ code: 'NOT_FOUND', message: 'No such endpoint: GET /metrics' } satisfies ApiErrorBody),
    );
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route (its pattern, not the address) and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  registerDatabaseGauges(registry, ctx);

  app.addHook('onResponse', async (request, reply) => {
    // The pattern (/api/closet/:id), never the raw address: unknown paths share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!holdsMetricsToken(request, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: 'UNAUTHENTICATED', message: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.' } satisfies ApiErrorBody);
    }
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}
