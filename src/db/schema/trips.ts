import { date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TripOccasion } from '../../shared/schemas/trips';
import { users } from './users';

/** One day's weather at the destination as the list was built for it. */
export interface StoredTripWeather {
  date: string;
  minTempC: number;
  maxTempC: number;
  precipitationProbability: number;
  summary: string;
  source: 'forecast' | 'typical';
}

/** The built list (domain/packing planTrip) with the weather it was built for. */
export interface StoredPackingPlan {
  looks: { date: string; kind: 'day' | 'evening' | 'swim'; label: string; itemIds: number[] }[];
  pieces: number[];
  transit: number[];
  missing: { need: string; lookFor: string; shopQuery: string }[];
  weather: StoredTripWeather[];
}

/**
 * A trip and its packing list (issue 44 point 2, ADR 0118): made by hand or from a multi-day
 * calendar event with a place. The list is stored as built, so ticks and the shared link read the
 * same pieces until the person rebuilds it.
 */
export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Where, as the person or the event wrote it. */
    destination: text('destination').notNull(),
    /** Where the geocoder placed it; null when only the climate region was guessed. */
    place: text('place'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    occasions: jsonb('occasions').$type<TripOccasion[]>().notNull().default([]),
    /** A trip made from calendar events: their title, place and first day, so packing it twice opens the same trip. */
    eventKey: text('event_key'),
    plan: jsonb('plan').$type<StoredPackingPlan>().notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
    /** The read-only link's secret (32 url-safe characters); null when not shared. Never exported. */
    shareToken: text('share_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trips_user_start_idx').on(t.userId, t.startDate),
    uniqueIndex('trips_share_token_unique').on(t.shareToken),
    uniqueIndex('trips_user_event_key_unique').on(t.userId, t.eventKey),
  ],
);

/** A piece ticked off a trip's list: one row per trip and piece, so two devices ticking never lose one. */
export const tripChecks = pgTable(
  'trip_checks',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.itemId] }), index('trip_checks_user_idx').on(t.userId)],
);

export type TripRow = typeof trips.$inferSelect;
