import { createHmac } from 'node:crypto';
import type { SmsConfig, SmsPort } from './port';
import { SimulatorSms } from './simulator';
import { TwilioSms } from './twilio';

export { PROVIDER_OPTED_OUT_CODES, type MediaResult, type SmsConfig, type SmsLookupResult, type SmsPort, type SmsSendResult } from './port';
export { SIMULATOR_MEDIA_PATH, SimulatorSms } from './simulator';
export { twilioSignature } from './signature';

/** The simulator's webhook secret, derived from APP_SECRET so it survives restarts and is never the same as anything else. */
export const simulatorSecret = (appSecret: string) => createHmac('sha256', appSecret).update('wearwise sms simulator webhook').digest('base64url');

export function createSms(config: SmsConfig, options: { appSecret: string }): SmsPort {
  if (config.provider === 'twilio') return new TwilioSms(config);
  return new SimulatorSms(config.fromNumber, simulatorSecret(options.appSecret));
}
