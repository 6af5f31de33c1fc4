import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Mails the local outbox adapter "sent" (no SMTP_URL): kept in the database so every process
 * writes to and /dev/mail reads from the same place. `text` has every code and link token masked
 * (ADR 0100); pruned after MAIL_OUTBOX_RETENTION_DAYS.
 */
export const outboxMails = pgTable('outbox_mails', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  from: text('from').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /**
   * The live text, sealed with a key derived from APP_SECRET, only while the dev mail viewer is
   * on: what its key holder reads. Null for mails without secrets, or with the viewer off.
   */
  sealedText: text('sealed_text'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per verification link sent. The link carries the row id and a nonce, signed with
 * APP_SECRET; only the nonce's hash is stored. A link is for one email: a later change makes it moot.
 */
export const emailVerifications = pgTable('email_verifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  nonceHash: text('nonce_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A phone change waiting for its code (texted to the new number): one per user, replaced by a new
 * request. The code is stored as an HMAC with APP_SECRET, like reset codes.
 */
export const phoneChangeCodes = pgTable('phone_change_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newPhone: text('new_phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
