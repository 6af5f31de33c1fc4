// The twilio library's webhook module alone (a few kB), not its REST client: the simulator signs and checks with it too (ADR 0064).
import { getExpectedTwilioSignature, validateRequest } from 'twilio/lib/webhooks/webhooks.js';

/** The twilio library's own check of `X-Twilio-Signature` (its Express middleware does not fit Fastify). */
export const validTwilioSignature = (secret: string, signature: string, url: string, params: Record<string, string>): boolean =>
  signature.length > 0 && validateRequest(secret, signature, url, params);

/** What Twilio would send as `X-Twilio-Signature` for these parameters at this URL. */
export const twilioSignature = (secret: string, url: string, params: Record<string, string>): string => getExpectedTwilioSignature(secret, url, params);
