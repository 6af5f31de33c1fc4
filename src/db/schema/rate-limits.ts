import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit windows shared by every web process on one PostgreSQL (ADR 0069): one row per
 * (route, key), counted by one upsert on the database's clock; rows past their window are pruned.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_ends_at_idx').on(t.windowEndsAt)],
);
