import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clothingItems } from './closet';
import { users } from './users';

/**
 * 'Keep, store or let go' for a piece not worn in 90 days (issue 44 point 3): the latest choice per
 * piece. Keep hides it from the idle list until `keepUntil`; store and let go archive the piece
 * (status 'archived'), let go with the resale or donation route the person picked and the note.
 */
export const itemReviews = pgTable(
  'item_reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => clothingItems.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['keep', 'store', 'let-go'] }).notNull(),
    /** Let go only: how. */
    route: text('route', { enum: ['resale', 'donation'] }),
    /** Let go only: the note shown for the route, as it was given. */
    note: text('note'),
    /** The person's date of the choice. */
    decidedOn: date('decided_on', { mode: 'string' }).notNull(),
    /** Keep only: the piece is not offered again before this date. */
    keepUntil: date('keep_until', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('item_reviews_item_unique').on(t.itemId), index('item_reviews_user_idx').on(t.userId)],
);

export type ItemReviewRow = typeof itemReviews.$inferSelect;
