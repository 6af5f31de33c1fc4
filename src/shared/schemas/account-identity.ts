import { z } from 'zod';
import { ZPhoneNumber } from './auth';

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

/** POST /api/user/phone/code: texts a 6-digit code to the NEW number; the account keeps its number until the code comes back. */
export const ZPhoneChangeRequest = z.strictObject({ phoneNumber: ZPhoneNumber });
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
