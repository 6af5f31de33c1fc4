import type { UserRow } from '../../../db/schema';
import type { TSendDailyOutfitResponse } from '../../../shared/schemas/sms';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { QUOTAS, takeQuota } from '../quota';
import { isOptedOut } from './opt-out';
import { todaysOutfitText } from './outfit-text';
import { sendText } from './send-text';

/**
 * POST /api/sms/send-daily-outfit ('Send Test Outfit'): today's outfit, now. The user asked for
 * it, so it does not count against the monthly limit; without a phone or after STOP nothing is
 * sent and the answer says why.
 */
export async function sendTestOutfit(ctx: Ctx, user: UserRow): Promise<TSendDailyOutfitResponse> {
  if (!user.phoneNumber) {
    return { sent: false, message: 'Phone Number Required: Please add your phone number in your profile to receive SMS messages.' };
  }
  if (user.smsOptedOut || (await isOptedOut(ctx, user.phoneNumber))) {
    return { sent: false, message: 'You replied STOP, so we cannot text you. Text START to opt back in, then try again.' };
  }
  // Counted per account in the database, whatever the address or process asking (issue 28).
  if (!(await takeQuota(ctx, QUOTAS.testOutfitsPerUser(user.id)))) {
    throw new AppError('RATE_LIMITED', 'You can send yourself 3 test outfits a day. Your daily outfit still arrives as scheduled.');
  }
  const body = await todaysOutfitText(ctx, user);
  const result = await sendText(ctx, { userId: user.id, to: user.phoneNumber, body, purpose: 'test' });
  if (result.ok) return { sent: true, message: "Today's outfit is on its way to your phone." };
  if (result.withheld === 'unconfirmed') {
    return { sent: false, message: 'Reply to any text from us first (for example the first consultation question), so we know this number is yours.' };
  }
  if (result.withheld) return { sent: false, message: 'This number has had all the texts we send in a day. Please try again tomorrow.' };
  if (result.optedOut) return { sent: false, message: 'Your carrier reports this number opted out of our texts. Text START to opt back in.' };
  return { sent: false, message: 'The text could not be sent right now. Please try again in a few minutes.' };
}
