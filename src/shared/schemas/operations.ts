import { z } from 'zod';

/** GET /api/ready 200: this process takes traffic (the database answers and has every migration it needs). */
export const ZReady = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  schema: z.literal('current'),
  /** Every provider in use, by port (the start banner's list): a stand-in in production is seen here. */
  providers: z.record(z.string(), z.string()),
});

/** GET /api/ready 503: why a balancer should send this process nothing for now. */
export const ZNotReady = z.object({
  status: z.literal('not_ready'),
  code: z.literal('NOT_READY'),
  reason: z.enum(['shutting_down', 'database_unreachable', 'schema_behind']),
  message: z.string(),
});
export type TNotReady = z.infer<typeof ZNotReady>;
