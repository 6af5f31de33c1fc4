import { DEPARTMENTS, GENDERS } from '../../shared/constants';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Chosen by the person, optional (issue 27): sign-in also takes the phone number or the email. Lowercase. */
    username: text('username'),
    fullName: text('full_name').notNull(),
    /** E.164; unique so a reset code by text reaches exactly one account. */
    phoneNumber: text('phone_number'),
    /** Lowercased. Unique among verified emails only; receipts, sign-in and recovery use it only once verified. */
    email: text('email'),
    /** When the current email was proven by its link; null again whenever the email changes. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    smsConsent: boolean('sms_consent').notNull().default(false),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    smsEnabled: boolean('sms_enabled').notNull().default(false),
    /** Set by STOP and friends; cleared by START. Distinct from the settings switch. */
    smsOptedOut: boolean('sms_opted_out').notNull().default(false),
    dailyOutfitTime: text('daily_outfit_time').notNull().default('08:00'),
    timezone: text('timezone').notNull().default('America/New_York'),
    /**
     * Where the zone came from (ADR 0083): 'default' (never set: the fix-up job may derive it from
     * the home city), 'browser' (sign-up), 'home' (derived from the home city), 'chosen' (the person).
     */
    timeZoneSource: text('time_zone_source', { enum: ['default', 'browser', 'home', 'chosen'] })
      .notNull()
      .default('default'),
    googleCalendarEnabled: boolean('google_calendar_enabled').notNull().default(false),
    /** ADR 0094: 'male' and 'female' kept as stored (labelled Man and Woman), plus two more. */
    gender: text('gender', { enum: GENDERS }),
    /** 'Departments I shop'; null: read from the gender (departmentsOf). */
    departments: text('departments', { enum: DEPARTMENTS }),
    age: integer('age'),
    /** Total inches. */
    height: integer('height'),
    /** Pounds. */
    weight: integer('weight'),
    bodyType: text('body_type'),
    skinTone: text('skin_tone'),
    hairColor: text('hair_color'),
    /** 'Home city or ZIP' for the weather forecast. */
    homeLocation: text('home_location'),
    /** Where the home location was geocoded to (once, when it was set): the forecast's and the climate region's point. */
    homeLatitude: doublePrecision('home_latitude'),
    homeLongitude: doublePrecision('home_longitude'),
    /** The geocoded place's name ('San Francisco, California') and ISO country code ('US'). */
    homePlace: text('home_place'),
    homeCountry: text('home_country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(t.username),
    uniqueIndex('users_phone_unique').on(t.phoneNumber),
    // Only a verified email is the account's (ADR 0101): an unverified claim never blocks the address's owner.
    uniqueIndex('users_verified_email_unique')
      .on(t.email)
      .where(sql`${t.emailVerifiedAt} is not null`),
    index('users_email_idx').on(t.email),
    // The daily tick's zone scan (once a minute): only the users who get texts, by zone and time (ADR 0105).
    index('users_sms_zone_idx')
      .on(t.timezone, t.dailyOutfitTime)
      .where(sql`${t.smsEnabled} and not ${t.smsOptedOut} and ${t.phoneNumber} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
