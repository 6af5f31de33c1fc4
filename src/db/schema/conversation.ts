import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The stylist conversation, one per user, shared by the web chat and texts: the last 200 turns
 * are kept (older ones are deleted as new ones arrive).
 */
export const stylistTurns = pgTable(
  'stylist_turns',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    channel: text('channel', { enum: ['web', 'sms'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stylist_turns_user_id_idx').on(t.userId, t.id)],
);

export type StylistTurnRow = typeof stylistTurns.$inferSelect;
