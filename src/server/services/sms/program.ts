import type { ProgramInfo } from '../../../domain/sms';
import { BUSINESS_ADDRESS } from '../../../shared/constants';
import type { Ctx } from '../../context';

/** Brand, assistant, frequency (SMS_MONTHLY_LIMIT), support contact and number for every program text. */
export const programInfo = (ctx: Pick<Ctx, 'config'>): ProgramInfo => ({
  brandName: ctx.config.brandName,
  assistantName: ctx.config.assistantName,
  monthlyLimit: ctx.config.smsMonthlyLimit,
  supportContact: BUSINESS_ADDRESS.email,
  programNumber: programNumber(ctx),
});

/** The number people text: Twilio's sender when configured; the simulator's is no real number, so none. */
export const programNumber = (ctx: Pick<Ctx, 'config'>): string | null => (ctx.config.sms.provider === 'twilio' ? ctx.config.sms.fromNumber : null);
