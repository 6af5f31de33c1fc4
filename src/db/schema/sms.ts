import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['inbound', 'outbound'] }).notNull(),
    /** What the message is for: consultation, reset code, daily outfit, reply... */
    purpose: text('purpose').notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    /** The provider's id; unique so a redelivered webhook cannot store a message twice. */
    providerMessageId: text('provider_message_id'),
    status: text('status').notNull().default('sent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_messages_user_idx').on(t.userId, t.createdAt), uniqueIndex('sms_messages_provider_id_unique').on(t.providerMessageId)],
);

/** Where the text consultation stands for a user. */
export const smsConsultations = pgTable('sms_consultations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  step: integer('step').notNull().default(0),
  status: text('status', { enum: ['started', 'completed'] })
    .notNull()
    .default('started'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
