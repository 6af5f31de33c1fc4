import { z } from 'zod';

/**
 * GET /api/ready 200: this process takes traffic (the database answers and has every migration it
 * needs). In production the rest comes only with METRICS_TOKEN as a Bearer (ADR 0100).
 */
export const ZReady = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']).optional(),
  schema: z.literal('current').optional(),
  /** Every provider in use, by port (the start banner's list): a stand-in in production is seen here. */
  providers: z.record(z.string(), z.string()).optional(),
});

/** GET /api/health 200: liveness, answered without the database (ADR 0104); `database` names the kind in use. */
export const ZLive = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type TLive = z.infer<typeof ZLive>;

/** GET /api/ready 503: why a balancer should send this process nothing for now. */
export const ZNotReady = z.object({
  status: z.literal('not_ready'),
  code: z.literal('NOT_READY'),
  /** queries_failing: the database answers but a signed-in request's own query fails (a pooler breaking prepared statements). */
  reason: z.enum(['shutting_down', 'database_unreachable', 'schema_behind', 'queries_failing']),
  message: z.string(),
});
export type TNotReady = z.infer<typeof ZNotReady>;
