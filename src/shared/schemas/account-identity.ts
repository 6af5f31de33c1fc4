import { z } from 'zod';
import { ZCurrentPassword, ZPhoneNumber } from './auth';

/** POST /api/email/verify: the token from the link's `?token=`. */
export const ZVerifyEmailRequest = z.strictObject({
  token: z
    .string({ error: 'The link has no token' })
    .trim()
    .min(1, { error: 'The link has no token' })
    .max(200, { error: 'This verification link is not valid' }),
});
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;
export const ZVerifyEmailResult = z.object({ status: z.literal('verified'), email: z.string() });
export type TVerifyEmailResult = z.infer<typeof ZVerifyEmailResult>;

/**
 * POST /api/user/phone/code: texts a 6-digit code to the NEW number; the account keeps its number until the code comes back.
 * The current password first: a session alone does not move the account's number (ADR 0101).
 */
export const ZPhoneChangeRequest = z.strictObject({ phoneNumber: ZPhoneNumber, currentPassword: ZCurrentPassword });
export type TPhoneChangeRequest = z.infer<typeof ZPhoneChangeRequest>;
export const ZPhoneChangeStarted = z.object({ ok: z.literal(true), phoneNumber: z.string(), expiresAt: z.string() });
export type TPhoneChangeStarted = z.infer<typeof ZPhoneChangeStarted>;

/** POST /api/user/phone: the code that was texted; the account moves to the new number. */
export const ZPhoneChangeConfirm = z.strictObject({
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, { error: 'Enter the 6-digit code' }),
});
export type TPhoneChangeConfirm = z.infer<typeof ZPhoneChangeConfirm>;

/** POST /api/account/changes/undo: the token from the link in a change notice (ADR 0101). */
export const ZUndoChangeRequest = z.strictObject({
  token: z.string({ error: 'The link has no token' }).trim().min(1, { error: 'The link has no token' }).max(200, { error: 'This link is not valid' }),
});
export type TUndoChangeRequest = z.infer<typeof ZUndoChangeRequest>;
/** What was put back (masked: the page may be open on a shared screen), and that every session ended. */
export const ZUndoChangeResult = z.object({
  status: z.literal('undone'),
  kind: z.enum(['email', 'phone']),
  restored: z.string().nullable(),
  sessionsEnded: z.literal(true),
});
export type TUndoChangeResult = z.infer<typeof ZUndoChangeResult>;
