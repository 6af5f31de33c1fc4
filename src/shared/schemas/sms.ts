import { z } from 'zod';
import { ZDbId } from './common';

export const ZSmsConversationMessage = z.object({
  id: z.number().int(),
  messageType: z.enum(['inbound', 'outbound']),
  messageBody: z.string(),
  createdAt: z.string(),
});
export type TSmsConversationMessage = z.infer<typeof ZSmsConversationMessage>;

/** POST /api/sms/start-onboarding: the spec sends userId (and phoneNumber at registration); the server uses the session's user and stored phone. */
export const ZStartOnboardingRequest = z.strictObject({
  userId: ZDbId.optional(),
  phoneNumber: z.string().max(32).optional(),
});
export type TStartOnboardingRequest = z.infer<typeof ZStartOnboardingRequest>;

/** GET /api/sms/consultation: where the text consultation stands, for /sms-onboarding. */
export const ZConsultationStatus = z.object({
  status: z.enum(['pending', 'started', 'completed']),
  /** 'Start Text Consultation' may send again: not started yet, or no answer for 24 hours. */
  canResend: z.boolean(),
  answered: z.number().int(),
  questions: z.number().int(),
  /** The answers texted so far, in question order ('Skip' for a skipped one): the web wizard carries on from them. */
  answers: z.array(z.string()).optional(),
});
export type TConsultationStatus = z.infer<typeof ZConsultationStatus>;

/** POST /api/sms/start-onboarding answers ok, and whether a text went out now. */
export const ZStartOnboardingResponse = z.object({ ok: z.literal(true), sent: z.boolean() });

/** POST /api/sms/send-daily-outfit: the spec sends userId; the session decides. */
export const ZSendDailyOutfitRequest = z.strictObject({ userId: ZDbId.optional() });
export const ZSendDailyOutfitResponse = z.object({ sent: z.boolean(), message: z.string() });
export type TSendDailyOutfitResponse = z.infer<typeof ZSendDailyOutfitResponse>;
