import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A "Download my data" request (ADR 0088): the row is the record every process reads, the job
 * writes the zip to storage under `storageKey`, and the maintenance sweep deletes both once
 * `expiresAt` has passed. One row per request; the newest is the one the settings page shows.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    /** 0 to 100, written by the job as it goes, for the page's progress bar. */
    progress: integer('progress').notNull().default(0),
    /** The zip's storage key, once written. */
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    photoCount: integer('photo_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_expires_idx').on(t.expiresAt),
    // Asking twice while one is being made (a double click, two tabs) yields one job, not two.
    uniqueIndex('data_exports_one_open')
      .on(t.userId)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
