import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Priority } from '../../shared/schemas/stylist';
import type { NotTodayReason } from '../../shared/stylist-constants';
import { calendarEvents } from './calendar';
import { users } from './users';

export interface EssentialItemValue {
  name: string;
  category: string;
  description: string;
  priority: Priority;
}

/** One row per user; absent means the defaults (Smart Casual, empty lists). */
export const stylePreferences = pgTable('style_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  styleGoals: jsonb('style_goals').$type<string[]>().notNull().default([]),
  preferredStyle: text('preferred_style').notNull().default('Smart Casual'),
  /** Every style direction the person picked (ADR 0094); the first is preferredStyle. Empty: only preferredStyle. */
  styles: jsonb('styles').$type<string[]>().notNull().default([]),
  /** The palette: the photo analysis' colours (or the colours a person listed in Settings). */
  colorPalette: jsonb('color_palette').$type<string[]>().notNull().default([]),
  /** Colours the person said they love (onboarding, texts, Settings), kept apart from the photo palette (ADR 0113). */
  lovedColours: jsonb('loved_colours').$type<string[]>().notNull().default([]),
  /** Colours the person said they avoid: never in an outfit, a gap or a recommendation (ADR 0113). */
  avoidColours: jsonb('avoid_colours').$type<string[]>().notNull().default([]),
  essentialItems: jsonb('essential_items').$type<EssentialItemValue[]>().notNull().default([]),
  /** What the person spends on a key piece (a jacket, good shoes), in whole dollars; null when never stated. */
  budgetMin: integer('budget_min'),
  budgetMax: integer('budget_max'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The weather an outfit was chosen for, kept so a stored outfit shows the same numbers again. */
export interface StoredWeather {
  source: 'forecast' | 'typical';
  label: string;
  summary: string;
  minTempC: number;
  maxTempC: number;
  precipitationProbability: number;
  precipitationMm?: number;
  windKph: number;
  place: string | null;
}

/** The day's outfit, one per user and local date, so every screen (and the SMS) shows the same one. */
export const dailyOutfits = pgTable(
  'daily_outfits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    itemIds: jsonb('item_ids').$type<number[]>().notNull(),
    styleNote: text('style_note').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    weather: jsonb('weather').$type<StoredWeather | null>(),
    /** 'hand': composed by the person on the outfit calendar (issue 44). */
    source: text('source', { enum: ['engine', 'llm', 'hand'] }).notNull(),
    /**
     * Set when the person planned this day's look ahead on the outfit calendar (issue 44): a planned
     * look is kept when the forecast moves, and the day's screens and texts say why it may not suit.
     */
    plannedAt: timestamp('planned_at', { withTimezone: true }),
    /** The engine seed: a refresh moves it on so the next outfit differs. */
    seed: integer('seed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By date alone for the hourly retention prune (ADR 0105), which the (user, date) key cannot serve.
  (t) => [primaryKey({ columns: [t.userId, t.localDate] }), index('daily_outfits_local_date_idx').on(t.localDate)],
);

/**
 * A look for one calendar event (issue 40 point 3, issue 44 point 1): the same columns as the
 * day's look (daily_outfits), keyed by the event, so a day with two events holds a look for each.
 * Opened from the calendar it is stored unplanned (swaps rewrite it); saved, planned_at is set
 * and it is a planned look: Home, the morning text and chat use the day's main event's plan when
 * the day has no plan of its own (ADR 0119). It goes with its event (cascade).
 */
export const eventOutfits = pgTable(
  'event_outfits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calendarEventId: integer('calendar_event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    /** The event's date when the look was built: a moved event's look is built again. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    itemIds: jsonb('item_ids').$type<number[]>().notNull(),
    styleNote: text('style_note').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    weather: jsonb('weather').$type<StoredWeather | null>(),
    source: text('source', { enum: ['engine', 'llm', 'hand'] }).notNull(),
    plannedAt: timestamp('planned_at', { withTimezone: true }),
    seed: integer('seed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_outfits_user_event_unique').on(t.userId, t.calendarEventId),
    uniqueIndex('event_outfits_event_unique').on(t.calendarEventId),
    index('event_outfits_user_date_idx').on(t.userId, t.localDate),
  ],
);
export type EventOutfitRow = typeof eventOutfits.$inferSelect;

export interface ChecklistEntry {
  label: string;
  done: boolean;
}

/** Monthly purchase suggestions, generated once per month on first request. */
export const purchaseRecommendations = pgTable(
  'purchase_recommendations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    priority: text('priority').$type<Priority>().notNull(),
    priceRange: text('price_range').notNull(),
    imageUrl: text('image_url'),
    /** Full month name, as the spec's filter uses it. */
    month: text('month').notNull(),
    year: integer('year').notNull(),
    /** Position within the month, in the gap model's order. */
    slot: integer('slot').notNull(),
    /** The gap this row answers (issue 24); unique per month so two processes reconciling at once store it once. Null: an older row. */
    gapKey: text('gap_key'),
    saved: boolean('saved').notNull().default(false),
    checklist: jsonb('checklist').$type<ChecklistEntry[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('purchase_recommendations_month_gap_unique').on(t.userId, t.year, t.month, t.gapKey)],
);

export type StylePreferencesRow = typeof stylePreferences.$inferSelect;
export type DailyOutfitRow = typeof dailyOutfits.$inferSelect;
export type PurchaseRecommendationRow = typeof purchaseRecommendations.$inferSelect;

/**
 * What the person said about an outfit of the day: a swap of one piece, or 'not today' with a
 * reason. The engine reads the recent ones as scoring adjustments (domain/stylist/reactions.ts).
 */
export const outfitReactions = pgTable(
  'outfit_reactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The outfit's local date: a reaction counts from that day on. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['swap', 'not-today'] }).notNull(),
    /** 'not-today' only: one of NOT_TODAY_REASONS. */
    reason: text('reason').$type<NotTodayReason>(),
    /** The outfit as it was when the person reacted (for a swap: before the swap). */
    itemIds: jsonb('item_ids').$type<number[]>().notNull(),
    fromItemId: integer('from_item_id'),
    toItemId: integer('to_item_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outfit_reactions_user_date_idx').on(t.userId, t.localDate)],
);

/** Looks the person kept ('Save look'); the same set of pieces is saved once. */
export const savedLooks = pgTable(
  'saved_looks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemIds: jsonb('item_ids').$type<number[]>().notNull(),
    /** The item ids sorted and joined: what makes two saves the same look. */
    itemKey: text('item_key').notNull(),
    /** The day the look was the outfit of, when it was saved from one. */
    sourceDate: date('source_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_looks_user_items_unique').on(t.userId, t.itemKey)],
);

export type OutfitReactionRow = typeof outfitReactions.$inferSelect;
export type SavedLookRow = typeof savedLooks.$inferSelect;
