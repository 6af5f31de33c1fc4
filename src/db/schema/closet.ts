import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Category, Formality, ItemStatus, Material, Season, Warmth } from '../../shared/closet-constants';
import { products } from './catalog';
import { users } from './users';

export const clothingItems = pgTable(
  'clothing_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    brand: text('brand'),
    category: text('category').$type<Category>().notNull(),
    subcategory: text('subcategory'),
    /** The subcategory as the client wrote it when that was not a picker value (ADR 0108): 'Sundress' under 'Other'. */
    subcategoryAsWritten: text('subcategory_as_written'),
    color: text('color').notNull(),
    size: text('size'),
    season: text('season').$type<Season>().notNull().default('All Seasons'),
    /** A URL served by the storage adapter; never a data URL. */
    imageUrl: text('image_url'),
    /** The storage key behind imageUrl, so deleting the item deletes the file. */
    imageKey: text('image_key'),
    material: text('material').$type<Material>(),
    formality: text('formality').$type<Formality>(),
    warmth: text('warmth').$type<Warmth>(),
    /** Price paid, in cents, for cost per wear. */
    priceCents: integer('price_cents'),
    status: text('status').$type<ItemStatus>().notNull().default('active'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Shop product this piece was bought as ('I bought this', issue 44): a second tap finds it instead of adding it twice. */
    sourceProductId: integer('source_product_id').references(() => products.id, { onDelete: 'set null' }),
    /**
     * Set when the person deletes the item: the row (with its wears and photo) stays, hidden from
     * every reader, so Undo can bring it back from any process; the storage sweep purges it later.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('clothing_items_user_idx').on(t.userId, t.addedAt),
    // One file, one item: deleting an item deletes its file, so two items must never share one.
    uniqueIndex('clothing_items_image_key_unique').on(t.imageKey),
    // One closet piece per bought product: two taps at once on 'I bought this' cannot make twins (issue 44.4).
    uniqueIndex('clothing_items_user_source_product_unique')
      .on(t.userId, t.sourceProductId)
      .where(sql`${t.deletedAt} is null and ${t.sourceProductId} is not null`),
  ],
);

/** One row per item per day worn. */
export const clothingItemWears = pgTable(
  'clothing_item_wears',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => clothingItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wornOn: date('worn_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clothing_item_wears_item_day_unique').on(t.itemId, t.wornOn), index('clothing_item_wears_user_idx').on(t.userId, t.wornOn)],
);

export type ClothingItemRow = typeof clothingItems.$inferSelect;

/**
 * Photos uploaded but not yet saved on an item (the add dialog and the bulk review grid upload
 * first, so the colour can be pre-filled). Saving an item claims the row; unclaimed ones are
 * swept with their files after a day. This is also what proves an imageUrl sent on an item
 * belongs to the user sending it.
 */
export const closetUploads = pgTable(
  'closet_uploads',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('closet_uploads_user_idx').on(t.userId, t.createdAt)],
);
