import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per (username, address) (ADR 0011). Counted by one conditional upsert before
 * the password is checked, so concurrent guesses cannot slip past the count; a success deletes
 * the row. Rows for unknown usernames are kept too: the answer must not depend on existence.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    username: text('username').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.username, t.address] })],
);

/**
 * Quotas over a sliding window (reset texts per phone per hour, consultation starts per user per
 * day): one row per unit taken. Taking one counts and inserts under a transaction-scoped advisory
 * lock on the key, so every web process and every concurrent request shares one exact count.
 */
export const quotaEvents = pgTable(
  'quota_events',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('quota_events_key_idx').on(t.key, t.takenAt)],
);
