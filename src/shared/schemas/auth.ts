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

/**
 * A chosen username (issue 27): 3 to 30 letters, digits, dots, dashes and underscores, starting with
 * a letter, stored lowercase. The letter keeps it apart from a phone number in the sign-in field,
 * and no @ keeps it apart from an email.
 */
export const ZUsername = z
  .string({ error: 'Username must be text' })
  .trim()
  .toLowerCase()
  .min(3, { error: 'Username must be at least 3 characters' })
  .max(30, { error: 'Username must be at most 30 characters' })
  .regex(/^[a-z]/, { error: 'Username must start with a letter' })
  .regex(/^[a-z0-9._-]+$/, { error: 'Username can use only letters, digits, dots, dashes and underscores' });

/** An email address, stored lowercase. */
export const ZEmail = z
  .string({ error: 'Email must be text' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'Email is too long' })
  .pipe(z.email({ error: 'Enter an email address such as maya@example.com' }));

/** An optional form field: empty means not given. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** POST /api/login: `username` takes a phone number (any common format), an email or a username. */
export const ZLoginRequest = z.strictObject({
  username: requiredText('Enter your phone number, email or username', 254),
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(PASSWORD_MAX_LENGTH),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/**
 * POST /api/users. `username` is optional and chosen (issue 27: no more derived usernames);
 * `email` is optional, stored unverified and sent a link. The spec's client also sends `isAdmin`:
 * accepted and ignored, admin is decided from `adminPassword` alone.
 */
/** The password already on the account, asked again before something that could lock its owner out. */
export const ZCurrentPassword = z
  .string({ error: 'Enter your current password' })
  .min(1, { error: 'Enter your current password' })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });
export const PASSWORD_FOR_IDENTITY = 'Enter your current password to change your email, phone number or username.';

export const ZRegisterRequest = z.strictObject({
  fullName: requiredText('Registration failed: Please provide both your full name and phone number.', 100),
  phoneNumber: ZPhoneNumber,
  password: ZPassword,
  smsConsent: z.literal(true, {
    error: 'SMS Consent Required: Please agree to receive text messages to continue.',
  }),
  adminPassword: z.string().max(200).optional(),
  username: z.preprocess(blankToUndefined, ZUsername.optional()),
  email: z.preprocess(blankToUndefined, ZEmail.optional()),
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
export const ZSignUpForm = ZRegisterRequest.pick({ fullName: true, phoneNumber: true, password: true, username: true, email: true }).extend({
  smsConsent: z.boolean(),
});

export const ZUser = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  /** ISO time the current email was verified; null while unverified or without email. */
  emailVerifiedAt: z.string().nullable(),
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

const ZAge = z
  .number({ error: 'Age must be a whole number' })
  .int({ error: 'Age must be a whole number' })
  .min(13, { error: 'Age must be at least 13' })
  .max(120, { error: 'Age must be at most 120' });
const ZHeightInches = z
  .number({ error: 'Height must be a whole number of inches' })
  .int({ error: 'Height must be a whole number of inches' })
  .min(36, { error: 'Height must be at least 3 ft (36 in)' })
  .max(108, { error: 'Height must be at most 9 ft (108 in)' });

/** The words people and other clients also send for a gender, read as the stored value (ADR 0094). */
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
  age: ZAge.nullable().optional(),
  height: ZHeightInches.nullable().optional(),
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

const oneAccountField = (v: { phoneNumber?: string | undefined; email?: string | undefined }) => (v.phoneNumber === undefined) !== (v.email === undefined);
const ONE_ACCOUNT_FIELD = { error: 'Enter your phone number or your email', path: ['phoneNumber'] };

/**
 * POST /api/password-reset/request: `phoneNumber` (the code is texted) or, since issue 27,
 * `email` (the code is mailed, to a verified email only): for when the phone is lost or changed.
 */
export const ZPasswordResetRequest = z
  .strictObject({ phoneNumber: ZPhoneNumber.optional(), email: ZEmail.optional() })
  .refine(oneAccountField, ONE_ACCOUNT_FIELD);
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

/** The reset form's first step: one field, a phone number or an email. */
export const ZPasswordResetForm = z.strictObject({ account: requiredText('Enter your phone number or email', 254) });

export const ZResetCode = z.string({ error: 'Enter the 6-digit code' }).regex(/^\d{6}$/, { error: 'Enter the 6-digit code' });

/** POST /api/password-reset/confirm: the same `phoneNumber` or `email` the code was asked for. */
export const ZPasswordResetConfirm = z
  .strictObject({ phoneNumber: ZPhoneNumber.optional(), email: ZEmail.optional(), code: ZResetCode, newPassword: ZPassword })
  .refine(oneAccountField, ONE_ACCOUNT_FIELD);
export type TPasswordResetConfirm = z.infer<typeof ZPasswordResetConfirm>;

export const ZPublicConfig = z.object({
  brandName: z.string(),
  assistantName: z.string(),
  tagline: z.string(),
  smsMonthlyLimit: z.number().int(),
  /** The number to text (HELP, STOP, questions) when one is configured; null with the simulator. */
  smsNumber: z.string().nullable(),
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
 * PATCH /api/users/{id}/settings/profile: the Settings page's Profile section, every field
 * optional (only what is sent changes; null clears email, username, age or height). A changed home
 * city re-derives the zone; a zone that differs from the stored one is the person's choice and
 * wins. A new email is stored unverified and sent a link. The phone changes through its code
 * (POST /api/user/phone/code, then POST /api/user/phone), never here.
 */
export const ZProfileSettingsRequest = z
  .strictObject({
    fullName: requiredText('Please enter your name', 100).optional(),
    username: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), ZUsername.nullable().optional()),
    email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), ZEmail.nullable().optional()),
    age: ZAge.nullable().optional(),
    height: ZHeightInches.nullable().optional(),
    homeLocation: ZHomeLocationText.optional(),
    timeZone: ZTimeZone.optional(),
    // Issue 27.2: who the person is and which departments the stylist and shop dress them from.
    gender: ZGender.nullable().optional(),
    departments: z.enum(DEPARTMENTS, { error: 'Choose womenswear, menswear or both' }).nullable().optional(),
    /** Needed with a new username or email: a session alone does not move the account's way in (ADR 0101). */
    currentPassword: ZCurrentPassword.optional(),
  })
  .refine((v) => Object.entries(v).some(([k, x]) => k !== 'currentPassword' && x !== undefined), { error: 'Nothing to save: send at least one field' })
  .refine((v) => (v.username === undefined && v.email === undefined) || v.currentPassword !== undefined, {
    error: PASSWORD_FOR_IDENTITY,
    path: ['currentPassword'],
  });
export type TProfileSettingsRequest = z.infer<typeof ZProfileSettingsRequest>;
