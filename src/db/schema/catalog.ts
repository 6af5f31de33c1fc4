import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CATALOG_CATEGORIES, type CatalogCategory } from '../../shared/catalog-categories';
import { productSources, retailers } from './retail';
import { users } from './users';

/** PostgreSQL's full-text document type; read back as its text form (never needed by services). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The catalog's categories (src/shared/catalog-categories.ts); products that map onto none are not stored. */
export const PRODUCT_CATEGORIES = CATALOG_CATEGORIES;
export type ProductCategory = CatalogCategory;

/** Who a product is cut for; unisex products are shown to both. */
export const PRODUCT_GENDERS = ['men', 'women', 'unisex'] as const;
export type ProductGender = (typeof PRODUCT_GENDERS)[number];

/**
 * The catalog: one row per retailer product, filled by source syncs (issue 13) or the bundled
 * demo catalog. `productUrl` is the retailer's plain product page; users only ever see
 * `/go/{id}`, which records the click and redirects through the affiliate template.
 * `search_vector` and `search_text` are computed by PostgreSQL (stored generated columns).
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    /** The source whose last sync saw it; null for the demo catalog's rows loaded at start. */
    sourceId: integer('source_id').references(() => productSources.id, { onDelete: 'set null' }),
    /** The retailer's own product id (Shopify: the product's id, not a variant's). */
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    /** ISO 4217, upper case. */
    currency: text('currency').notNull().default('USD'),
    imageUrl: text('image_url'),
    /** The retailer's plain product page (http or https only). */
    productUrl: text('product_url').notNull(),
    description: text('description').notNull().default(''),
    /** Colour names, lower case, e.g. ["navy", "white"]. */
    colors: jsonb('colors').$type<string[]>().notNull().default([]),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
    gender: text('gender', { enum: PRODUCT_GENDERS }).notNull().default('unisex'),
    inStock: boolean('in_stock').notNull().default(true),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a sync last found it in its feed; those not seen by a sync are marked out of stock. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "brand" || ' ' || "category"), 'B') || setweight(jsonb_to_tsvector('english'::regconfig, "colors", '["string"]'::jsonb), 'B') || setweight(to_tsvector('english'::regconfig, left("description", 2000)), 'D')`,
      ),
    /** Lower-cased name and brand: where the typo fallback's words (catalog_words) come from. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower("name" || ' ' || "brand")`),
  },
  (t) => [
    uniqueIndex('products_retailer_external_unique').on(t.retailerId, t.externalId),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_category_idx').on(t.category, t.gender, t.inStock),
    index('products_price_idx').on(t.priceCents, t.id),
    index('products_first_seen_idx').on(t.firstSeenAt, t.id),
    index('products_source_idx').on(t.sourceId, t.lastSeenAt),
  ],
);

/**
 * The catalog's words (from product names, brands and categories), for the search's typo
 * fallback: a misspelled query word is corrected to its nearest word here (pg_trgm similarity,
 * trigram index where pg_trgm exists), then searched with full-text search. Filled by syncs.
 */
export const catalogWords = pgTable('catalog_words', {
  word: text('word').primaryKey(),
});

/** One visit through `/go/{productId}`: who (when signed in), what, at which retailer, when. */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the product is deleted (the click still counts for its retailer). */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('affiliate_clicks_retailer_time_idx').on(t.retailerId, t.clickedAt)],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type AffiliateClickRow = typeof affiliateClicks.$inferSelect;
