import { date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One look of a day's ranked list (domain/stylist/ranked-looks.ts), as stored. */
export interface RankedLookValue {
  itemIds: number[];
  styleNote: string;
  reasons: string[];
  candidateReasons: string[];
  score: number;
}

/**
 * The day's looks, ranked once per user, local date and look (the day's own, or one calendar
 * event's), so '2'/MORE by text, Home's refresh and 'Not today' take the next look from one list,
 * in any process of the fleet (issue 40 point 5, ADR 0113). The list is made again when what it
 * was ranked from changes (`fingerprint`: the closet, events, dressing weather, preferences and
 * reactions); `served` counts the looks taken from it, the one on show being
 * looks[served mod looks.length]. Rows older than a few days are dropped as new lists are made.
 */
export const dailyRankedLooks = pgTable(
  'daily_ranked_looks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** 0 for the day's own look; else the calendar event whose look this list ranks. */
    eventId: integer('event_id').notNull().default(0),
    fingerprint: text('fingerprint').notNull(),
    looks: jsonb('looks').$type<RankedLookValue[]>().notNull(),
    /** The engine's 'the only combination…' note, set only when the list holds one look. */
    onlyNote: text('only_note'),
    served: integer('served').notNull().default(0),
    /** The engine seed the list was ranked with. */
    seed: integer('seed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate, t.eventId] })],
);

export type DailyRankedLooksRow = typeof dailyRankedLooks.$inferSelect;
