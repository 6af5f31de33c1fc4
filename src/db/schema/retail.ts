import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Shops the product recommends from. The API key, secret and token are stored sealed
 * (AES-256-GCM, `createSecretBox(appSecret, 'retailer-secrets')`), never in clear.
 */
export const retailers = pgTable(
  'retailers',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    baseUrl: text('base_url').notNull(),
    apiKeySealed: text('api_key_sealed'),
    apiSecretSealed: text('api_secret_sealed'),
    authTokenSealed: text('auth_token_sealed'),
    enabled: boolean('enabled').notNull().default(true),
    logoUrl: text('logo_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('retailers_key_unique').on(t.key)],
);

/** How product links to a retailer are turned into affiliate links (template placeholders in braces). */
export const affiliateConfigs = pgTable(
  'affiliate_configs',
  {
    id: serial('id').primaryKey(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    template: text('template').notNull(),
    programId: text('program_id'),
    trackingId: text('tracking_id'),
    subId: text('sub_id'),
    partnerTag: text('partner_tag'),
    /** Free text: a percentage or a flat amount. */
    commission: text('commission'),
    /** Days. */
    cookieDuration: integer('cookie_duration').notNull().default(30),
    notes: text('notes'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('affiliate_configs_retailer_idx').on(t.retailerId)],
);

/** What one source sync did: products read from the feed, added, updated, skipped as invalid, marked out of stock. */
export interface ProductSyncCounts {
  fetched: number;
  created: number;
  updated: number;
  skipped: number;
  outOfStock: number;
  /** The first reasons entries were skipped (issue 26), each naming the entry; absent when none were. */
  skipReasons?: string[];
  /** What the feed had that was read leniently (issue 41: a bare '&', an unknown entity); absent when nothing was. */
  warnings?: string[];
}

/** Where recommendations come from at a retailer; higher priority is shown first. */
export const productSources = pgTable(
  'product_sources',
  {
    id: serial('id').primaryKey(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** collection, search, category or custom. */
    type: text('type').notNull().default('collection'),
    priority: integer('priority').notNull().default(10),
    enabled: boolean('enabled').notNull().default(true),
    queryParams: jsonb('query_params').$type<Record<string, string>>().notNull().default({}),
    /**
     * The last sync (issue 13): when it finished, 'ok', 'warning' (issue 26: a non-empty feed that
     * stored nothing), 'error' or 'running', its counts, and the error's or the warning's message.
     */
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastSyncResult: text('last_sync_result', { enum: ['ok', 'warning', 'error', 'running'] }),
    lastSyncCounts: jsonb('last_sync_counts').$type<ProductSyncCounts>(),
    lastSyncError: text('last_sync_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_sources_retailer_idx').on(t.retailerId, t.priority)],
);

export type RetailerRow = typeof retailers.$inferSelect;
export type AffiliateConfigRow = typeof affiliateConfigs.$inferSelect;
export type ProductSourceRow = typeof productSources.$inferSelect;
