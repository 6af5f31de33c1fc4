import { z } from 'zod';
import { ZCurrentPassword, ZPassword } from './auth';

/** The typed word that confirms "Delete my account". */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
/** How long a "Download my data" zip stays downloadable before the maintenance job deletes it. */
export const DATA_EXPORT_TTL_DAYS = 7;

/** POST /api/user/password */
export const ZChangePasswordRequest = z.strictObject({
  currentPassword: ZCurrentPassword,
  newPassword: ZPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** The settings form adds a confirmation field the API does not take. */
export const ZChangePasswordForm = ZChangePasswordRequest.extend({ confirmPassword: z.string() }).refine((v) => v.newPassword === v.confirmPassword, {
  error: 'The passwords do not match',
  path: ['confirmPassword'],
});
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

export const ZChangePasswordResponse = z.object({ ok: z.literal(true), otherSessionsEnded: z.number().int() });

/** GET /api/user/sessions */
export const ZSessionSummary = z.object({
  id: z.string(),
  /** 'Chrome on macOS', 'Safari on iPhone', or 'Unknown device'. */
  device: z.string(),
  kind: z.enum(['phone', 'tablet', 'desktop', 'unknown']),
  signedInAt: z.string(),
  /** Updated at most hourly, so approximate. */
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type TSessionSummary = z.infer<typeof ZSessionSummary>;
export const ZSessionList = z.object({ sessions: z.array(ZSessionSummary) });
export type TSessionList = z.infer<typeof ZSessionList>;
export const ZSessionIdParam = z.object({ sessionId: z.uuid({ error: 'Unknown session' }) });
export const ZSessionsEnded = z.object({ ok: z.literal(true), ended: z.number().int() });

/** DELETE /api/user */
export const ZDeleteAccountRequest = z.strictObject({ password: ZCurrentPassword });
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
/** The settings dialog: the password and the typed word (checked here only; the API needs the password). */
export const ZDeleteAccountForm = ZDeleteAccountRequest.extend({
  confirmation: z.string().refine((v) => v.trim() === DELETE_CONFIRMATION_WORD, { error: `Type ${DELETE_CONFIRMATION_WORD} to confirm` }),
});
export type TDeleteAccountForm = z.infer<typeof ZDeleteAccountForm>;

/** POST/GET /api/user/export status. */
export const ZDataExportStatus = z.object({
  /** 'none': never asked, or the last one expired. */
  status: z.enum(['none', 'queued', 'running', 'ready', 'failed']),
  progress: z.number().int().min(0).max(100),
  requestedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  photoCount: z.number().int().nullable(),
  /** Where the zip is fetched from, once ready. */
  downloadUrl: z.string().nullable(),
});
export type TDataExportStatus = z.infer<typeof ZDataExportStatus>;

/** GET /api/user/subscription: what the settings page shows about the plan. */
export const ZAccountSubscription = z.object({
  plan: z.enum(['free', 'premium', 'lifetime']),
  planName: z.string(),
  priceLabel: z.string().nullable(),
  status: z.string().nullable(),
  /** The next charge (renewing) or the last day of access (cancelled, ending). */
  renewsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  canCancel: z.boolean(),
  /** A Cancel at period end that can still be undone: the period has not ended (issue 43.3). */
  canResume: z.boolean(),
  portal: z.object({ available: z.boolean(), reason: z.string().nullable() }),
  notice: z.string().nullable(),
});
export type TAccountSubscription = z.infer<typeof ZAccountSubscription>;
export const ZBillingPortalResponse = z.object({ url: z.string() });
