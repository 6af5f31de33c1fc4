import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Only a SHA-256 of the session token is stored, so a database leak yields no live sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What the sessions list names a session by: the token hash never leaves the server. */
    id: uuid('id').notNull().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser's User-Agent at sign-in (trimmed), shown as the device in the sessions list. */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), uniqueIndex('sessions_id_unique').on(t.id)],
);
