import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /**
     * The provider's id; unique so a redelivered webhook cannot store a message twice. An inbound
     * row is inserted first of all (the claim): a duplicate delivery finds it taken and stops.
     */
    providerMessageId: text('provider_message_id'),
    status: text('status').notNull().default('sent'),
    /** Inbound MMS: how many media the provider announced (the photos themselves go to the closet). */
    mediaCount: integer('media_count').notNull().default(0),
    /** The provider's error code from a delivery callback (e.g. 21610: recipient opted out). */
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_messages_user_idx').on(t.userId, t.createdAt), uniqueIndex('sms_messages_provider_id_unique').on(t.providerMessageId)],
);

/** The five answers of the text consultation, in question order. */
/** One per question asked, in order; '' for a skipped question (SKIPPED_ANSWER). */
export type ConsultationAnswers = string[];

/** Where the text consultation stands for a user. */
export const smsConsultations = pgTable('sms_consultations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The question (1-based) the user is answering; answers.length + 1 while started. */
  step: integer('step').notNull().default(0),
  /**
   * 'confirming': all answered, waiting for a yes before they replace a finished profile;
   * 'closed': ended unfinished because the web wizard finished the profile (issue 24).
   */
  status: text('status', { enum: ['started', 'confirming', 'completed', 'closed'] })
    .notNull()
    .default('started'),
  answers: jsonb('answers').$type<ConsultationAnswers>().notNull().default([]),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** The last answer received; a resend is allowed only 24 hours after it (or the start, if none). */
  lastAnswerAt: timestamp('last_answer_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Opt-outs by phone number, so a number that belongs to no account is honoured too. The user's
 * `smsOptedOut` mirrors the row for their number; START clears both.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phoneNumber: text('phone_number').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  optedOut: boolean('opted_out').notNull().default(true),
  /** The words that opted out ('STOP', 'please stop texting me') or 'provider:21610'. */
  words: text('words').notNull(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull(),
  optedInAt: timestamp('opted_in_at', { withTimezone: true }),
});

/** Consent evidence (TCPA): when, from where, and exactly which disclosure the user agreed to. */
export const smsConsents = pgTable(
  'sms_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    disclosureText: text('disclosure_text').notNull(),
    disclosureVersion: text('disclosure_version').notNull(),
  },
  (t) => [index('sms_consents_user_idx').on(t.userId)],
);

/** A texted photo waiting for its category (asked as a numbered question when no AI can tell). */
export const smsPendingPhotos = pgTable('sms_pending_photos', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  imageUrl: text('image_url').notNull(),
  detectedColor: text('detected_color'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The daily outfit text, one row per user and local date: the row is the claim. The tick inserts
 * it ('queued') and enqueues a job only when the insert won; the job moves it to 'sending' with a
 * conditional update right before calling the provider, so no second worker, retry or restart
 * can send again. 'failed' (the provider refused) and a stale 'queued' are retried; 'unknown' (the
 * provider may have it, and its list did not say: ADR 0105) never is.
 */
export const smsDailySends = pgTable(
  'sms_daily_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed', 'skipped', 'unknown'] }).notNull(),
    /** Why a row was skipped (budget, opted out, quiet hours...), for the operator. */
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    providerMessageId: text('provider_message_id'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] }), index('sms_daily_sends_status_idx').on(t.status, t.updatedAt)],
);

export type SmsMessageRow = typeof smsMessages.$inferSelect;
export type SmsConsultationRow = typeof smsConsultations.$inferSelect;
export type SmsDailySendRow = typeof smsDailySends.$inferSelect;

/**
 * Numbers whose holder has shown they read our texts (CTIA's confirmed opt-in): they replied
 * once, or used a code we texted. Until then a number gets only the first consultation text and
 * reset codes (issue 28). By number, not user: a new number starts unconfirmed.
 */
export const smsConfirmedNumbers = pgTable('sms_confirmed_numbers', {
  phoneNumber: text('phone_number').primaryKey(),
  /** 'reply' (a text came from it) or 'code' (a code sent to it was used). */
  how: text('how').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
});
