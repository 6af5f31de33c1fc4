import twilio from 'twilio';

/** The twilio library's own check of `X-Twilio-Signature` (its Express middleware does not fit Fastify). */
export const validTwilioSignature = (secret: string, signature: string, url: string, params: Record<string, string>): boolean =>
  signature.length > 0 && twilio.validateRequest(secret, signature, url, params);

/** What Twilio would send as `X-Twilio-Signature` for these parameters at this URL. */
export const twilioSignature = (secret: string, url: string, params: Record<string, string>): string => twilio.getExpectedTwilioSignature(secret, url, params);
