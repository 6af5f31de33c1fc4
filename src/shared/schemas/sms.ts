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
