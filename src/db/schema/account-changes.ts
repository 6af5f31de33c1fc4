import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A change of an account's email or phone number (ADR 0101), kept for the undo window: the value
 * before (and when that email was verified), the value after, and who was told. The notice carries
 * a link `<id>.<nonce>.<signature>`; only the nonce's hash is stored. Undoing puts the old value
 * back and ends every session; a later change of the same kind is voided by it. While a change is
 * younger than the reset wait, its new email or number cannot reset the password.
 */
export const accountChanges = pgTable(
  'account_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['email', 'phone'] }).notNull(),
    oldValue: text('old_value'),
    /** The old email's verification time, restored with it (null for a phone, or an unverified email). */
    oldVerifiedAt: timestamp('old_verified_at', { withTimezone: true }),
    newValue: text('new_value'),
    /** Where the notice went (the old verified email, else the phone on file), and how. */
    noticeTo: text('notice_to'),
    noticeChannel: text('notice_channel', { enum: ['mail', 'text'] }),
    /** Set when the notice is sent: the link exists only from then on. */
    nonceHash: text('nonce_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /** An earlier change of the same kind was undone after this one: this one's link does nothing. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [index('account_changes_user_idx').on(t.userId, t.kind)],
);
