import type { ProgramInfo } from '../../../domain/sms';
import { BUSINESS_ADDRESS } from '../../../shared/constants';
import type { Ctx } from '../../context';

/** Brand, assistant, frequency (SMS_MONTHLY_LIMIT) and support contact for every program text. */
export const programInfo = (ctx: Pick<Ctx, 'config'>): ProgramInfo => ({
  brandName: ctx.config.brandName,
  assistantName: ctx.config.assistantName,
  monthlyLimit: ctx.config.smsMonthlyLimit,
  supportContact: BUSINESS_ADDRESS.email,
});
