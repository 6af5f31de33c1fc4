import type { UserRow } from '../../../db/schema';
import { composeForText, fitSegments } from '../../../domain/sms';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { refundFreeUse, smsChatLimitText, spendFreeUse, type FreeUse } from '../billing/entitlement';
import { chatWithStylist } from '../stylist/chat';
import { appendTurns, recentTurns } from './conversation-seam';

/** The text door's length: two GSM-7 segments, rounded down to what a reply may use. */
export const SMS_REPLY_CHARS = 320;

/**
 * Any other text goes to the stylist with the recent SMS history as context. The reply is composed
 * to fit two GSM-7 segments (306 characters) from the answer's own sentences (composeForText).
 */
export async function chatByText(ctx: Ctx, user: UserRow, message: string): Promise<string> {
  // Chat by text counts against the same free daily messages as the web chat (decisions.md 7).
  let use: FreeUse | null;
  try {
    use = await spendFreeUse(ctx, user, 'chat');
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYMENT_REQUIRED') return fitSegments(smsChatLimitText(ctx));
    throw error;
  }
  // The shared conversation holds only earlier turns: this message is appended with its reply below.
  let reply: Awaited<ReturnType<typeof chatWithStylist>>;
  try {
    const history = await recentTurns(ctx, user.id);
    reply = await chatWithStylist(ctx, user, { message, conversationHistory: [] }, { history, store: false, maxChars: SMS_REPLY_CHARS });
  } catch (error) {
    // Only answers count (issue 43): a text that failed gives its free message back.
    await refundFreeUse(ctx, use);
    throw error;
  }
  if (reply.modelFailed) await refundFreeUse(ctx, use);
  // Composed for the text door from the answer's own sentences (GSM-7, two segments), never cut mid-sentence when a shorter form fits.
  const text = composeForText(reply.message);
  await appendTurns(ctx, user.id, [
    { role: 'user', content: message },
    { role: 'assistant', content: text },
  ]);
  return text;
}
