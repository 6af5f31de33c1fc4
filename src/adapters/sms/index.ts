import type { SmsConfig, SmsPort } from './port';
import { SimulatorSms } from './simulator';
import { TwilioSms } from './twilio';

export type { SmsConfig, SmsPort, SmsSendResult } from './port';

export function createSms(config: SmsConfig): SmsPort {
  if (config.provider === 'twilio') return new TwilioSms(config);
  return new SimulatorSms(config.fromNumber);
}
