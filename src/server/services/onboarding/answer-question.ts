import type { UserRow } from '../../../db/schema';
import { isClothingQuestion } from '../../../domain/stylist/question';
import type { TOnboardingQuestionAnswer } from '../../../shared/schemas/onboarding';
import type { Ctx } from '../../context';
import { chatWithStylist } from '../stylist/chat';
import { userToday } from '../stylist/dates';

/**
 * A line typed in the onboarding style chat: a clothing question ('what goes with my navy
 * blazer?') is answered by the same stylist as the chat and texts, so the scripted question is
 * asked again; anything else is the answer to the scripted question (answer: null).
 */
export async function answerOnboardingQuestion(ctx: Ctx, user: UserRow, message: string): Promise<TOnboardingQuestionAnswer> {
  if (!isClothingQuestion(message, userToday(ctx.now(), user.timezone))) return { answer: null };
  const reply = await chatWithStylist(ctx, user, { message, conversationHistory: [] }, { history: [], store: false });
  return { answer: reply.message };
}
