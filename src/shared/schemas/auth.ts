import { z } from 'zod';
import { BODY_TYPES, DEPARTMENTS, GENDERS, HAIR_COLORS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SKIN_TONES } from '../constants';
import { ZTimeZone } from '../time-zone';
import { requiredText } from './common';

export const ZPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

export const ZPhoneNumber = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, { error: 'Phone number is required' })
  .max(32, { error: 'Phone number is too long' });

/** POST /api/login */
export const ZLoginRequest = z.strictObject({
  username: requiredText('Username is required', 100),
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(PASSWORD_MAX_LENGTH),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/**
 * POST /api/users. The spec's client also sends `username` (derived client-side) and
 * `isAdmin`; both are accepted and ignored (decisions.md): the server derives the username
 * itself and decides admin from `adminPassword` alone.
 */
export const ZRegisterRequest = z.strictObject({
  fullName: requiredText('Registration failed: Please provide both your full name and phone number.', 100),
  phoneNumber: ZPhoneNumber,
  password: ZPassword,
  smsConsent: z.literal(true, {
    error: 'SMS Consent Required: Please agree to receive text messages to continue.',
  }),
  adminPassword: z.string().max(200).optional(),
  username: z.string().max(100).optional(),
  isAdmin: z.boolean().optional(),
  /**
   * The browser's zone (Intl.DateTimeFormat().resolvedOptions().timeZone), so an account starts
   * on its owner's clock. Optional for other clients: without it the account starts on the
   * default and takes its home city's zone when one is given.
   */
  timeZone: ZTimeZone.optional(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** The form's view of sign-up: the same rules, with consent as a checkbox (the zone is read from the browser, not asked). */
export const ZSignUpForm = ZRegisterRequest.pick({ fullName: true, phoneNumber: true, password: true }).extend({
  smsConsent: z.boolean(),
});

export const ZUser = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  isAdmin: z.boolean(),
  smsConsent: z.boolean(),
  onboardingCompleted: z.boolean(),
  smsEnabled: z.boolean(),
  smsOptedOut: z.boolean(),
  dailyOutfitTime: z.string(),
  timezone: z.string(),
  googleCalendarEnabled: z.boolean(),
  gender: z.enum(GENDERS).nullable(),
  /** 'Departments I shop' as chosen; null: read from gender (male: menswear, female: womenswear, else both). */
  departments: z.enum(DEPARTMENTS).nullable(),
  age: z.number().int().nullable(),
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  bodyType: z.string().nullable(),
  skinTone: z.string().nullable(),
  hairColor: z.string().nullable(),
  homeLocation: z.string().nullable(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZRegisterResponse = ZUser.extend({
  /** Shown once after sign-up: the username is derived, so the user has to be told it. */
  username: z.string(),
});

/** The words people and other clients also send for a gender, read as the stored value (ADR 0087). */
const GENDER_ALIASES: Record<string, (typeof GENDERS)[number]> = { man: 'male', woman: 'female', 'non-binary': 'non_binary', nonbinary: 'non_binary' };
export const ZGender = z.preprocess(
  (v) => (typeof v === 'string' ? (GENDER_ALIASES[v.trim().toLowerCase()] ?? v) : v),
  z.enum(GENDERS, { error: 'Please select your gender' }),
);

/** PATCH /api/users/{id}/update-profile */
export const ZUpdateProfileRequest = z.strictObject({
  fullName: requiredText('Please provide your full name', 100).optional(),
  gender: ZGender.nullable().optional(),
  departments: z.enum(DEPARTMENTS, { error: 'Choose womenswear, menswear or both' }).nullable().optional(),
  age: z
    .number({ error: 'Age must be a whole number' })
    .int({ error: 'Age must be a whole number' })
    .min(13, { error: 'Age must be at least 13' })
    .max(120, { error: 'Age must be at most 120' })
    .nullable()
    .optional(),
  height: z
    .number({ error: 'Height must be a whole number of inches' })
    .int({ error: 'Height must be a whole number of inches' })
    .min(36)
    .max(108)
    .nullable()
    .optional(),
  weight: z.number({ error: 'Weight must be a whole number' }).int({ error: 'Weight must be a whole number' }).min(50).max(700).nullable().optional(),
  bodyType: z.enum(BODY_TYPES).nullable().optional(),
  skinTone: z.enum(SKIN_TONES).nullable().optional(),
  hairColor: z.enum(HAIR_COLORS).nullable().optional(),
  homeLocation: z.string().trim().max(100).nullable().optional(),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/** PATCH /api/users/{userId}/sms-settings */
export const ZSmsSettingsRequest = z.strictObject({
  smsEnabled: z.boolean({ error: 'smsEnabled must be true or false' }),
  dailyOutfitTime: z.string({ error: 'Time must be HH:MM' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Time must be HH:MM (24-hour)' }),
  /**
   * The account's one zone (the same field Settings edits); optional, as the SMS page no longer
   * sends it. Kept so clients that sent it still work.
   */
  timezone: ZTimeZone.optional(),
});
export type TSmsSettingsRequest = z.infer<typeof ZSmsSettingsRequest>;

/** POST /api/password-reset/request */
export const ZPasswordResetRequest = z.strictObject({ phoneNumber: ZPhoneNumber });
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

/** POST /api/password-reset/confirm */
export const ZPasswordResetConfirm = z.strictObject({
  phoneNumber: ZPhoneNumber,
  code: z.string({ error: 'Enter the 6-digit code' }).regex(/^\d{6}$/, { error: 'Enter the 6-digit code' }),
  newPassword: ZPassword,
});
export type TPasswordResetConfirm = z.infer<typeof ZPasswordResetConfirm>;

export const ZPublicConfig = z.object({
  brandName: z.string(),
  assistantName: z.string(),
  tagline: z.string(),
  smsMonthlyLimit: z.number().int(),
  smsProvider: z.enum(['simulator', 'twilio']),
  devPhoneEnabled: z.boolean(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

const ZHomeLocationText = z
  .string({ error: 'Enter a city or a ZIP code' })
  .trim()
  .min(2, { error: 'Enter a city or a ZIP code' })
  .max(100, { error: 'Home city or ZIP is too long (100 characters at most)' });

/** PUT /api/users/{id}/home-location: the 'Home city or ZIP' the weather comes from. */
export const ZHomeLocationRequest = z.strictObject({ homeLocation: ZHomeLocationText });
export type THomeLocationRequest = z.infer<typeof ZHomeLocationRequest>;
export const ZHomeLocation = z.object({
  homeLocation: z.string(),
  /** The place it was found to be ('San Francisco, California'). */
  place: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  countryCode: z.string().nullable(),
  /** The account's zone after the move: the zone at the place, unless no zone is known there. */
  timeZone: z.string(),
});
export type THomeLocation = z.infer<typeof ZHomeLocation>;

/**
 * PATCH /api/users/{id}/settings/profile: the Settings page's Profile section. A changed home city
 * re-derives the zone; a zone that differs from the stored one is the person's choice and wins.
 */
export const ZProfileSettingsRequest = z
  .strictObject({ homeLocation: ZHomeLocationText.optional(), timeZone: ZTimeZone.optional() })
  .refine((v) => v.homeLocation !== undefined || v.timeZone !== undefined, { error: 'Nothing to save: send a home city or a time zone' });
export type TProfileSettingsRequest = z.infer<typeof ZProfileSettingsRequest>;
