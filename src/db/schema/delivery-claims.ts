import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per message a job is asked to send once (a reset text or mail, ADR 0105), keyed by the
 * job's purpose and pg-boss id, which a retry keeps. Claimed ('sending') before the provider is
 * called: a retry after a worker died mid-send finds it taken and sends nothing; only a definite
 * failure ('failed': refused, or never reached) is claimed again. Pruned by the hourly sweep.
 */
export const deliveryClaims = pgTable(
  'delivery_claims',
  {
    key: text('key').primaryKey(),
    status: text('status', { enum: ['sending', 'done', 'failed'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('delivery_claims_updated_idx').on(t.updatedAt)],
);
