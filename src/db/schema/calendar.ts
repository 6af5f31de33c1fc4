import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DressCode, DressCodeSource, EventSource, TFeedResult } from '../../shared/schemas/calendar';
import { users } from './users';

/** ICS subscriptions: the address is a secret (read access to someone's calendar), so it is kept sealed. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'sample': the bundled demo feed, read from the app's own files instead of fetched. */
    kind: text('kind', { enum: ['url', 'sample'] })
      .notNull()
      .default('url'),
    /** Secret-box sealed https address (webcal:// already turned into https://); null for the sample. */
    urlSealed: text('url_sealed'),
    /** SHA-256 of the address, so the same feed is not subscribed twice. */
    urlHash: text('url_hash').notNull(),
    host: text('host').notNull(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The last successful refresh's counts, with the reasons entries were skipped (issue 26). */
    lastResult: jsonb('last_result').$type<TFeedResult>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_user_url_unique').on(t.userId, t.urlHash)],
);

/** Calendar events from any source (manual, ICS, Google); the stylist and the SMS scheduler read them. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** HH:MM local time (the user's timezone); both null for all-day events. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    location: text('location'),
    description: text('description'),
    dressCode: text('dress_code').$type<DressCode>(),
    dressCodeSource: text('dress_code_source').$type<DressCodeSource>().notNull().default('inferred'),
    source: text('source').$type<EventSource>().notNull().default('manual'),
    /** The source's own id: ICS `UID` (+ `|RECURRENCE-ID`), Google's event id. */
    sourceId: text('source_id'),
    /** Where an imported event belongs: 'feed:<id>', 'upload', 'google'. With source_id, the upsert key. */
    sourceScope: text('source_scope'),
    feedId: integer('feed_id').references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    /** Hash of the imported fields: a refresh with unchanged data updates nothing. */
    sourceHash: text('source_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_events_user_date_idx').on(t.userId, t.date),
    // Manual events have null source ids, which never collide in a unique index.
    uniqueIndex('calendar_events_source_unique').on(t.userId, t.sourceScope, t.sourceId),
  ],
);

/** One Google connection per user; tokens sealed with the secret box. */
export const googleCalendarConnections = pgTable('google_calendar_connections', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  refreshTokenSealed: text('refresh_token_sealed'),
  accessTokenSealed: text('access_token_sealed'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  /** Google's incremental sync token for the primary calendar, with the window it was taken for. */
  syncToken: text('sync_token'),
  syncWindowEnd: date('sync_window_end', { mode: 'string' }),
  /** 'revoked': Google refused the refresh token (access withdrawn); the user must connect again. */
  state: text('state', { enum: ['connected', 'revoked'] })
    .notNull()
    .default('connected'),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** OAuth `state` values in flight: one use, short-lived, tied to the user who started the connect. */
export const googleOauthStates = pgTable('google_oauth_states', {
  state: text('state').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  used: boolean('used').notNull().default(false),
});

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
export type GoogleCalendarConnectionRow = typeof googleCalendarConnections.$inferSelect;
